; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu -o cute-wgmma-sm_90a.clang22.ll
; ModuleID = '$CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/hopper/wgmma_sm90.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
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

$_ZN3cub17CUB_300001_SM_9006detail11EmptyKernelIvEEvv = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_ = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_ = comdat any

@shared_memory = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden ptx_kernel void @_ZN3cub17CUB_300001_SM_9006detail11EmptyKernelIvEEvv() local_unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJNS3_ILi1EEEiEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESJ_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS9_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES11_EES8_EEENSG_INS1_IJS4_SJ_EEENS1_IJSJ_S9_EEEEES14_EES8_SA_SX_S17_S8_SA_NS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1B_5MajorE1ELS1D_1ELNS1B_7ScaleInE1ELS1E_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSS_SS_SS_EEEEENS1_IJNS0_10UnderscoreES1K_S1K_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_(ptr noundef readonly byval(%"struct.cute::tuple") align 4 captures(none) %0, ptr noundef readnone byval(%"struct.cute::tuple.2") align 1 captures(none) %1, ptr noundef %2, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %3, ptr noundef readnone byval(%"struct.cute::ComposedLayout") align 1 captures(none) %4, ptr noundef readnone byval(%"struct.cute::TiledCopy") align 1 captures(none) %5, ptr noundef %6, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %7, ptr noundef readnone byval(%"struct.cute::ComposedLayout") align 1 captures(none) %8, ptr noundef readnone byval(%"struct.cute::TiledCopy") align 1 captures(none) %9, ptr noundef %10, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %11, ptr noundef readonly byval(%"struct.cute::TiledMMA") align 4 captures(none) %12, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %13, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %11, align 4
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = shl nsw i32 %18, 6
  %24 = shl i32 %21, 7
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %2, i64 %25
  %27 = shl nsw i32 %19, 6
  %28 = shl nuw nsw i32 %22, 7
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %6, i64 %29
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = shl nsw i32 %18, 3
  %33 = lshr i32 %31, 4
  %34 = shl nuw nsw i32 %31, 3
  %35 = and i32 %34, 120
  %36 = mul i32 %18, %33
  %37 = add i32 %36, %35
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %26, i64 %38
  %40 = and i32 %34, 56
  %41 = shl nuw nsw i32 %31, 2
  %42 = and i32 %41, 448
  %43 = or disjoint i32 %42, %40
  %44 = shl nuw nsw i32 %31, 6
  %45 = and i32 %44, 512
  %46 = lshr i32 %31, 1
  %47 = and i32 %46, 56
  %48 = xor i32 %43, %47
  %49 = or disjoint i32 %48, %45
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %50
  %52 = shl nsw i32 %19, 3
  %53 = mul i32 %19, %33
  %54 = add i32 %53, %35
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %30, i64 %55
  %57 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %50
  %58 = addrspacecast ptr %51 to ptr addrspace(3)
  %59 = ptrtoint ptr addrspace(3) %58 to i64
  %60 = trunc i64 %59 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %60, ptr nonnull align 16 dereferenceable(16) %39, i64 16) #5, !srcloc !11
  %61 = sext i32 %32 to i64
  %62 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %51, i64 2048
  %64 = addrspacecast ptr %63 to ptr addrspace(3)
  %65 = ptrtoint ptr addrspace(3) %64 to i64
  %66 = trunc i64 %65 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %66, ptr nonnull align 16 dereferenceable(16) %62, i64 16) #5, !srcloc !11
  %67 = shl nsw i32 %18, 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %51, i64 4096
  %71 = addrspacecast ptr %70 to ptr addrspace(3)
  %72 = ptrtoint ptr addrspace(3) %71 to i64
  %73 = trunc i64 %72 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %73, ptr nonnull align 16 dereferenceable(16) %69, i64 16) #5, !srcloc !11
  %74 = mul nsw i32 %18, 24
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %51, i64 6144
  %78 = addrspacecast ptr %77 to ptr addrspace(3)
  %79 = ptrtoint ptr addrspace(3) %78 to i64
  %80 = trunc i64 %79 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %80, ptr nonnull align 16 dereferenceable(16) %76, i64 16) #5, !srcloc !11
  %81 = shl nsw i32 %18, 5
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %51, i64 8192
  %85 = addrspacecast ptr %84 to ptr addrspace(3)
  %86 = ptrtoint ptr addrspace(3) %85 to i64
  %87 = trunc i64 %86 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %87, ptr nonnull align 16 dereferenceable(16) %83, i64 16) #5, !srcloc !11
  %88 = mul nsw i32 %18, 40
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %51, i64 10240
  %92 = addrspacecast ptr %91 to ptr addrspace(3)
  %93 = ptrtoint ptr addrspace(3) %92 to i64
  %94 = trunc i64 %93 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %94, ptr nonnull align 16 dereferenceable(16) %90, i64 16) #5, !srcloc !11
  %95 = mul nsw i32 %18, 48
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %51, i64 12288
  %99 = addrspacecast ptr %98 to ptr addrspace(3)
  %100 = ptrtoint ptr addrspace(3) %99 to i64
  %101 = trunc i64 %100 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %101, ptr nonnull align 16 dereferenceable(16) %97, i64 16) #5, !srcloc !11
  %102 = mul nsw i32 %18, 56
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %51, i64 14336
  %106 = addrspacecast ptr %105 to ptr addrspace(3)
  %107 = ptrtoint ptr addrspace(3) %106 to i64
  %108 = trunc i64 %107 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %108, ptr nonnull align 16 dereferenceable(16) %104, i64 16) #5, !srcloc !11
  %109 = addrspacecast ptr %57 to ptr addrspace(3)
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = trunc i64 %110 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %111, ptr nonnull align 16 dereferenceable(16) %56, i64 16) #5, !srcloc !11
  %112 = sext i32 %52 to i64
  %113 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %57, i64 2048
  %115 = addrspacecast ptr %114 to ptr addrspace(3)
  %116 = ptrtoint ptr addrspace(3) %115 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %117, ptr nonnull align 16 dereferenceable(16) %113, i64 16) #5, !srcloc !11
  %118 = shl nsw i32 %19, 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %119
  %121 = getelementptr inbounds nuw i8, ptr %57, i64 4096
  %122 = addrspacecast ptr %121 to ptr addrspace(3)
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = trunc i64 %123 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %124, ptr nonnull align 16 dereferenceable(16) %120, i64 16) #5, !srcloc !11
  %125 = mul nsw i32 %19, 24
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %57, i64 6144
  %129 = addrspacecast ptr %128 to ptr addrspace(3)
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = trunc i64 %130 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %131, ptr nonnull align 16 dereferenceable(16) %127, i64 16) #5, !srcloc !11
  %132 = shl nsw i32 %19, 5
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %133
  %135 = getelementptr inbounds nuw i8, ptr %57, i64 8192
  %136 = addrspacecast ptr %135 to ptr addrspace(3)
  %137 = ptrtoint ptr addrspace(3) %136 to i64
  %138 = trunc i64 %137 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %138, ptr nonnull align 16 dereferenceable(16) %134, i64 16) #5, !srcloc !11
  %139 = mul nsw i32 %19, 40
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %57, i64 10240
  %143 = addrspacecast ptr %142 to ptr addrspace(3)
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %145, ptr nonnull align 16 dereferenceable(16) %141, i64 16) #5, !srcloc !11
  %146 = mul nsw i32 %19, 48
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %147
  %149 = getelementptr inbounds nuw i8, ptr %57, i64 12288
  %150 = addrspacecast ptr %149 to ptr addrspace(3)
  %151 = ptrtoint ptr addrspace(3) %150 to i64
  %152 = trunc i64 %151 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %152, ptr nonnull align 16 dereferenceable(16) %148, i64 16) #5, !srcloc !11
  %153 = mul nsw i32 %19, 56
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %57, i64 14336
  %157 = addrspacecast ptr %156 to ptr addrspace(3)
  %158 = ptrtoint ptr addrspace(3) %157 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %159, ptr nonnull align 16 dereferenceable(16) %155, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  %160 = sext i32 %23 to i64
  %161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %51, i64 16384
  %163 = addrspacecast ptr %162 to ptr addrspace(3)
  %164 = ptrtoint ptr addrspace(3) %163 to i64
  %165 = trunc i64 %164 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %165, ptr nonnull align 16 dereferenceable(16) %161, i64 16) #5, !srcloc !11
  %166 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %61
  %167 = getelementptr inbounds nuw i8, ptr %51, i64 18432
  %168 = addrspacecast ptr %167 to ptr addrspace(3)
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %170, ptr nonnull align 16 dereferenceable(16) %166, i64 16) #5, !srcloc !11
  %171 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %68
  %172 = getelementptr inbounds nuw i8, ptr %51, i64 20480
  %173 = addrspacecast ptr %172 to ptr addrspace(3)
  %174 = ptrtoint ptr addrspace(3) %173 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %175, ptr nonnull align 16 dereferenceable(16) %171, i64 16) #5, !srcloc !11
  %176 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %75
  %177 = getelementptr inbounds nuw i8, ptr %51, i64 22528
  %178 = addrspacecast ptr %177 to ptr addrspace(3)
  %179 = ptrtoint ptr addrspace(3) %178 to i64
  %180 = trunc i64 %179 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %180, ptr nonnull align 16 dereferenceable(16) %176, i64 16) #5, !srcloc !11
  %181 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %82
  %182 = getelementptr inbounds nuw i8, ptr %51, i64 24576
  %183 = addrspacecast ptr %182 to ptr addrspace(3)
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %185, ptr nonnull align 16 dereferenceable(16) %181, i64 16) #5, !srcloc !11
  %186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %89
  %187 = getelementptr inbounds nuw i8, ptr %51, i64 26624
  %188 = addrspacecast ptr %187 to ptr addrspace(3)
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %190, ptr nonnull align 16 dereferenceable(16) %186, i64 16) #5, !srcloc !11
  %191 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %96
  %192 = getelementptr inbounds nuw i8, ptr %51, i64 28672
  %193 = addrspacecast ptr %192 to ptr addrspace(3)
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %195, ptr nonnull align 16 dereferenceable(16) %191, i64 16) #5, !srcloc !11
  %196 = getelementptr inbounds %"struct.cutlass::half_t", ptr %161, i64 %103
  %197 = getelementptr inbounds nuw i8, ptr %51, i64 30720
  %198 = addrspacecast ptr %197 to ptr addrspace(3)
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %200, ptr nonnull align 16 dereferenceable(16) %196, i64 16) #5, !srcloc !11
  %201 = sext i32 %27 to i64
  %202 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %201
  %203 = getelementptr inbounds nuw i8, ptr %57, i64 16384
  %204 = addrspacecast ptr %203 to ptr addrspace(3)
  %205 = ptrtoint ptr addrspace(3) %204 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %206, ptr nonnull align 16 dereferenceable(16) %202, i64 16) #5, !srcloc !11
  %207 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %112
  %208 = getelementptr inbounds nuw i8, ptr %57, i64 18432
  %209 = addrspacecast ptr %208 to ptr addrspace(3)
  %210 = ptrtoint ptr addrspace(3) %209 to i64
  %211 = trunc i64 %210 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %211, ptr nonnull align 16 dereferenceable(16) %207, i64 16) #5, !srcloc !11
  %212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %119
  %213 = getelementptr inbounds nuw i8, ptr %57, i64 20480
  %214 = addrspacecast ptr %213 to ptr addrspace(3)
  %215 = ptrtoint ptr addrspace(3) %214 to i64
  %216 = trunc i64 %215 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %216, ptr nonnull align 16 dereferenceable(16) %212, i64 16) #5, !srcloc !11
  %217 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %126
  %218 = getelementptr inbounds nuw i8, ptr %57, i64 22528
  %219 = addrspacecast ptr %218 to ptr addrspace(3)
  %220 = ptrtoint ptr addrspace(3) %219 to i64
  %221 = trunc i64 %220 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %221, ptr nonnull align 16 dereferenceable(16) %217, i64 16) #5, !srcloc !11
  %222 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %133
  %223 = getelementptr inbounds nuw i8, ptr %57, i64 24576
  %224 = addrspacecast ptr %223 to ptr addrspace(3)
  %225 = ptrtoint ptr addrspace(3) %224 to i64
  %226 = trunc i64 %225 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %226, ptr nonnull align 16 dereferenceable(16) %222, i64 16) #5, !srcloc !11
  %227 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %140
  %228 = getelementptr inbounds nuw i8, ptr %57, i64 26624
  %229 = addrspacecast ptr %228 to ptr addrspace(3)
  %230 = ptrtoint ptr addrspace(3) %229 to i64
  %231 = trunc i64 %230 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %231, ptr nonnull align 16 dereferenceable(16) %227, i64 16) #5, !srcloc !11
  %232 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %147
  %233 = getelementptr inbounds nuw i8, ptr %57, i64 28672
  %234 = addrspacecast ptr %233 to ptr addrspace(3)
  %235 = ptrtoint ptr addrspace(3) %234 to i64
  %236 = trunc i64 %235 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %236, ptr nonnull align 16 dereferenceable(16) %232, i64 16) #5, !srcloc !11
  %237 = getelementptr inbounds %"struct.cutlass::half_t", ptr %202, i64 %154
  %238 = getelementptr inbounds nuw i8, ptr %57, i64 30720
  %239 = addrspacecast ptr %238 to ptr addrspace(3)
  %240 = ptrtoint ptr addrspace(3) %239 to i64
  %241 = trunc i64 %240 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %241, ptr nonnull align 16 dereferenceable(16) %237, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  %242 = mul i32 %20, %22
  %243 = add i32 %242, %21
  %244 = shl i32 %243, 7
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %10, i64 %245
  %247 = shl nsw i32 %20, 6
  %248 = shl nsw i32 %20, 3
  %249 = lshr i32 %31, 2
  %250 = shl nuw nsw i32 %31, 1
  %251 = and i32 %250, 6
  %252 = mul i32 %251, %20
  %253 = and i32 %249, 7
  %254 = and i32 %46, 48
  %255 = or disjoint i32 %253, %254
  %256 = add i32 %255, %252
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %246, i64 %257
  %259 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %260 = and i32 %259, 16383
  %261 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %262 = and i32 %261, 16383
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %263 = icmp sgt i32 %17, 0
  br i1 %263, label %264, label %269

264:                                              ; preds = %15
  %265 = add nuw nsw i32 %17, 63
  %266 = lshr i32 %265, 6
  %267 = add nsw i32 %266, -1
  %268 = load i32, ptr %12, align 4
  br label %2317

269:                                              ; preds = %2317, %15
  %270 = phi i32 [ 0, %15 ], [ %2921, %2317 ]
  %271 = phi i32 [ 0, %15 ], [ %2920, %2317 ]
  %272 = phi i32 [ 0, %15 ], [ %2919, %2317 ]
  %273 = phi i32 [ 0, %15 ], [ %2918, %2317 ]
  %274 = phi i32 [ 0, %15 ], [ %2917, %2317 ]
  %275 = phi i32 [ 0, %15 ], [ %2916, %2317 ]
  %276 = phi i32 [ 0, %15 ], [ %2915, %2317 ]
  %277 = phi i32 [ 0, %15 ], [ %2914, %2317 ]
  %278 = phi i32 [ 0, %15 ], [ %2913, %2317 ]
  %279 = phi i32 [ 0, %15 ], [ %2912, %2317 ]
  %280 = phi i32 [ 0, %15 ], [ %2911, %2317 ]
  %281 = phi i32 [ 0, %15 ], [ %2910, %2317 ]
  %282 = phi i32 [ 0, %15 ], [ %2909, %2317 ]
  %283 = phi i32 [ 0, %15 ], [ %2908, %2317 ]
  %284 = phi i32 [ 0, %15 ], [ %2907, %2317 ]
  %285 = phi i32 [ 0, %15 ], [ %2906, %2317 ]
  %286 = phi i32 [ 0, %15 ], [ %2905, %2317 ]
  %287 = phi i32 [ 0, %15 ], [ %2904, %2317 ]
  %288 = phi i32 [ 0, %15 ], [ %2903, %2317 ]
  %289 = phi i32 [ 0, %15 ], [ %2902, %2317 ]
  %290 = phi i32 [ 0, %15 ], [ %2901, %2317 ]
  %291 = phi i32 [ 0, %15 ], [ %2900, %2317 ]
  %292 = phi i32 [ 0, %15 ], [ %2899, %2317 ]
  %293 = phi i32 [ 0, %15 ], [ %2898, %2317 ]
  %294 = phi i32 [ 0, %15 ], [ %2897, %2317 ]
  %295 = phi i32 [ 0, %15 ], [ %2896, %2317 ]
  %296 = phi i32 [ 0, %15 ], [ %2895, %2317 ]
  %297 = phi i32 [ 0, %15 ], [ %2894, %2317 ]
  %298 = phi i32 [ 0, %15 ], [ %2893, %2317 ]
  %299 = phi i32 [ 0, %15 ], [ %2892, %2317 ]
  %300 = phi i32 [ 0, %15 ], [ %2891, %2317 ]
  %301 = phi i32 [ 0, %15 ], [ %2890, %2317 ]
  %302 = phi i32 [ 0, %15 ], [ %2889, %2317 ]
  %303 = phi i32 [ 0, %15 ], [ %2888, %2317 ]
  %304 = phi i32 [ 0, %15 ], [ %2887, %2317 ]
  %305 = phi i32 [ 0, %15 ], [ %2886, %2317 ]
  %306 = phi i32 [ 0, %15 ], [ %2885, %2317 ]
  %307 = phi i32 [ 0, %15 ], [ %2884, %2317 ]
  %308 = phi i32 [ 0, %15 ], [ %2883, %2317 ]
  %309 = phi i32 [ 0, %15 ], [ %2882, %2317 ]
  %310 = phi i32 [ 0, %15 ], [ %2881, %2317 ]
  %311 = phi i32 [ 0, %15 ], [ %2880, %2317 ]
  %312 = phi i32 [ 0, %15 ], [ %2879, %2317 ]
  %313 = phi i32 [ 0, %15 ], [ %2878, %2317 ]
  %314 = phi i32 [ 0, %15 ], [ %2877, %2317 ]
  %315 = phi i32 [ 0, %15 ], [ %2876, %2317 ]
  %316 = phi i32 [ 0, %15 ], [ %2875, %2317 ]
  %317 = phi i32 [ 0, %15 ], [ %2874, %2317 ]
  %318 = phi i32 [ 0, %15 ], [ %2873, %2317 ]
  %319 = phi i32 [ 0, %15 ], [ %2872, %2317 ]
  %320 = phi i32 [ 0, %15 ], [ %2871, %2317 ]
  %321 = phi i32 [ 0, %15 ], [ %2870, %2317 ]
  %322 = phi i32 [ 0, %15 ], [ %2869, %2317 ]
  %323 = phi i32 [ 0, %15 ], [ %2868, %2317 ]
  %324 = phi i32 [ 0, %15 ], [ %2867, %2317 ]
  %325 = phi i32 [ 0, %15 ], [ %2866, %2317 ]
  %326 = phi i32 [ 0, %15 ], [ %2865, %2317 ]
  %327 = phi i32 [ 0, %15 ], [ %2864, %2317 ]
  %328 = phi i32 [ 0, %15 ], [ %2863, %2317 ]
  %329 = phi i32 [ 0, %15 ], [ %2862, %2317 ]
  %330 = phi i32 [ 0, %15 ], [ %2861, %2317 ]
  %331 = phi i32 [ 0, %15 ], [ %2860, %2317 ]
  %332 = phi i32 [ 0, %15 ], [ %2859, %2317 ]
  %333 = phi i32 [ 0, %15 ], [ %2858, %2317 ]
  %334 = load i16, ptr %14, align 2, !tbaa !13
  %335 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %334) #6, !srcloc !15
  %336 = fcmp contract oeq float %335, 0.000000e+00
  %337 = load i16, ptr %13, align 2
  %338 = trunc i32 %333 to i16
  br i1 %336, label %339, label %341

339:                                              ; preds = %269
  %340 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %338) #6, !srcloc !16
  br label %346

341:                                              ; preds = %269
  %342 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %338) #6, !srcloc !16
  %343 = load i16, ptr %258, align 2, !tbaa !13
  %344 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %343) #6, !srcloc !16
  %345 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %342, i16 %344) #6, !srcloc !17
  br label %346

346:                                              ; preds = %341, %339
  %347 = phi i16 [ %340, %339 ], [ %345, %341 ]
  store i16 %347, ptr %258, align 2, !tbaa !13
  %348 = lshr i32 %333, 16
  %349 = trunc nuw i32 %348 to i16
  %350 = sext i32 %20 to i64
  br i1 %336, label %357, label %351

351:                                              ; preds = %346
  %352 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %349) #6, !srcloc !16
  %353 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %350
  %354 = load i16, ptr %353, align 2, !tbaa !13
  %355 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %354) #6, !srcloc !16
  %356 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %352, i16 %355) #6, !srcloc !17
  br label %359

357:                                              ; preds = %346
  %358 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %349) #6, !srcloc !16
  br label %359

359:                                              ; preds = %357, %351
  %360 = phi i16 [ %358, %357 ], [ %356, %351 ]
  %361 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %350
  store i16 %360, ptr %361, align 2, !tbaa !13
  %362 = trunc i32 %332 to i16
  br i1 %336, label %369, label %363

363:                                              ; preds = %359
  %364 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %362) #6, !srcloc !16
  %365 = getelementptr inbounds nuw i8, ptr %258, i64 16
  %366 = load i16, ptr %365, align 2, !tbaa !13
  %367 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %366) #6, !srcloc !16
  %368 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %364, i16 %367) #6, !srcloc !17
  br label %371

369:                                              ; preds = %359
  %370 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %362) #6, !srcloc !16
  br label %371

371:                                              ; preds = %369, %363
  %372 = phi i16 [ %370, %369 ], [ %368, %363 ]
  %373 = getelementptr inbounds nuw i8, ptr %258, i64 16
  store i16 %372, ptr %373, align 2, !tbaa !13
  %374 = lshr i32 %332, 16
  %375 = trunc nuw i32 %374 to i16
  %376 = add i32 %20, 8
  %377 = sext i32 %376 to i64
  br i1 %336, label %384, label %378

378:                                              ; preds = %371
  %379 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %375) #6, !srcloc !16
  %380 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %377
  %381 = load i16, ptr %380, align 2, !tbaa !13
  %382 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %381) #6, !srcloc !16
  %383 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %379, i16 %382) #6, !srcloc !17
  br label %386

384:                                              ; preds = %371
  %385 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %375) #6, !srcloc !16
  br label %386

386:                                              ; preds = %384, %378
  %387 = phi i16 [ %385, %384 ], [ %383, %378 ]
  %388 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %377
  store i16 %387, ptr %388, align 2, !tbaa !13
  %389 = trunc i32 %331 to i16
  %390 = sext i32 %248 to i64
  br i1 %336, label %397, label %391

391:                                              ; preds = %386
  %392 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %389) #6, !srcloc !16
  %393 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %390
  %394 = load i16, ptr %393, align 2, !tbaa !13
  %395 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %394) #6, !srcloc !16
  %396 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %392, i16 %395) #6, !srcloc !17
  br label %399

397:                                              ; preds = %386
  %398 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %389) #6, !srcloc !16
  br label %399

399:                                              ; preds = %397, %391
  %400 = phi i16 [ %398, %397 ], [ %396, %391 ]
  %401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %390
  store i16 %400, ptr %401, align 2, !tbaa !13
  %402 = lshr i32 %331, 16
  %403 = trunc nuw i32 %402 to i16
  %404 = mul i32 %20, 9
  %405 = sext i32 %404 to i64
  br i1 %336, label %412, label %406

406:                                              ; preds = %399
  %407 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %403) #6, !srcloc !16
  %408 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %405
  %409 = load i16, ptr %408, align 2, !tbaa !13
  %410 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %409) #6, !srcloc !16
  %411 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %407, i16 %410) #6, !srcloc !17
  br label %414

412:                                              ; preds = %399
  %413 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %403) #6, !srcloc !16
  br label %414

414:                                              ; preds = %412, %406
  %415 = phi i16 [ %413, %412 ], [ %411, %406 ]
  %416 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %405
  store i16 %415, ptr %416, align 2, !tbaa !13
  %417 = trunc i32 %330 to i16
  %418 = add i32 %248, 8
  %419 = sext i32 %418 to i64
  br i1 %336, label %426, label %420

420:                                              ; preds = %414
  %421 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %417) #6, !srcloc !16
  %422 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %419
  %423 = load i16, ptr %422, align 2, !tbaa !13
  %424 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %423) #6, !srcloc !16
  %425 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %421, i16 %424) #6, !srcloc !17
  br label %428

426:                                              ; preds = %414
  %427 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %417) #6, !srcloc !16
  br label %428

428:                                              ; preds = %426, %420
  %429 = phi i16 [ %427, %426 ], [ %425, %420 ]
  %430 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %419
  store i16 %429, ptr %430, align 2, !tbaa !13
  %431 = lshr i32 %330, 16
  %432 = trunc nuw i32 %431 to i16
  br i1 %336, label %441, label %433

433:                                              ; preds = %428
  %434 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %432) #6, !srcloc !16
  %435 = add i32 %404, 8
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %436
  %438 = load i16, ptr %437, align 2, !tbaa !13
  %439 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %438) #6, !srcloc !16
  %440 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %434, i16 %439) #6, !srcloc !17
  br label %443

441:                                              ; preds = %428
  %442 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %432) #6, !srcloc !16
  br label %443

443:                                              ; preds = %441, %433
  %444 = phi i16 [ %442, %441 ], [ %440, %433 ]
  %445 = add i32 %376, %248
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %446
  store i16 %444, ptr %447, align 2, !tbaa !13
  %448 = trunc i32 %329 to i16
  %449 = shl nsw i32 %20, 4
  %450 = sext i32 %449 to i64
  br i1 %336, label %457, label %451

451:                                              ; preds = %443
  %452 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %448) #6, !srcloc !16
  %453 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %450
  %454 = load i16, ptr %453, align 2, !tbaa !13
  %455 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %454) #6, !srcloc !16
  %456 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %452, i16 %455) #6, !srcloc !17
  br label %459

457:                                              ; preds = %443
  %458 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %448) #6, !srcloc !16
  br label %459

459:                                              ; preds = %457, %451
  %460 = phi i16 [ %458, %457 ], [ %456, %451 ]
  %461 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %450
  store i16 %460, ptr %461, align 2, !tbaa !13
  %462 = lshr i32 %329, 16
  %463 = trunc nuw i32 %462 to i16
  %464 = mul i32 %20, 17
  %465 = sext i32 %464 to i64
  br i1 %336, label %472, label %466

466:                                              ; preds = %459
  %467 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %463) #6, !srcloc !16
  %468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %465
  %469 = load i16, ptr %468, align 2, !tbaa !13
  %470 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %469) #6, !srcloc !16
  %471 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %467, i16 %470) #6, !srcloc !17
  br label %474

472:                                              ; preds = %459
  %473 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %463) #6, !srcloc !16
  br label %474

474:                                              ; preds = %472, %466
  %475 = phi i16 [ %473, %472 ], [ %471, %466 ]
  %476 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %465
  store i16 %475, ptr %476, align 2, !tbaa !13
  %477 = trunc i32 %328 to i16
  %478 = or disjoint i32 %449, 8
  %479 = sext i32 %478 to i64
  br i1 %336, label %486, label %480

480:                                              ; preds = %474
  %481 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %477) #6, !srcloc !16
  %482 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %479
  %483 = load i16, ptr %482, align 2, !tbaa !13
  %484 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %483) #6, !srcloc !16
  %485 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %481, i16 %484) #6, !srcloc !17
  br label %488

486:                                              ; preds = %474
  %487 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %477) #6, !srcloc !16
  br label %488

488:                                              ; preds = %486, %480
  %489 = phi i16 [ %487, %486 ], [ %485, %480 ]
  %490 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %479
  store i16 %489, ptr %490, align 2, !tbaa !13
  %491 = lshr i32 %328, 16
  %492 = trunc nuw i32 %491 to i16
  br i1 %336, label %501, label %493

493:                                              ; preds = %488
  %494 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %492) #6, !srcloc !16
  %495 = add i32 %464, 8
  %496 = sext i32 %495 to i64
  %497 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %496
  %498 = load i16, ptr %497, align 2, !tbaa !13
  %499 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %498) #6, !srcloc !16
  %500 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %494, i16 %499) #6, !srcloc !17
  br label %503

501:                                              ; preds = %488
  %502 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %492) #6, !srcloc !16
  br label %503

503:                                              ; preds = %501, %493
  %504 = phi i16 [ %502, %501 ], [ %500, %493 ]
  %505 = add i32 %376, %449
  %506 = sext i32 %505 to i64
  %507 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %506
  store i16 %504, ptr %507, align 2, !tbaa !13
  %508 = trunc i32 %327 to i16
  %509 = mul nsw i32 %20, 24
  %510 = sext i32 %509 to i64
  br i1 %336, label %517, label %511

511:                                              ; preds = %503
  %512 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %508) #6, !srcloc !16
  %513 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %510
  %514 = load i16, ptr %513, align 2, !tbaa !13
  %515 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %514) #6, !srcloc !16
  %516 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %512, i16 %515) #6, !srcloc !17
  br label %519

517:                                              ; preds = %503
  %518 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %508) #6, !srcloc !16
  br label %519

519:                                              ; preds = %517, %511
  %520 = phi i16 [ %518, %517 ], [ %516, %511 ]
  %521 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %510
  store i16 %520, ptr %521, align 2, !tbaa !13
  %522 = lshr i32 %327, 16
  %523 = trunc nuw i32 %522 to i16
  %524 = mul i32 %20, 25
  %525 = sext i32 %524 to i64
  br i1 %336, label %532, label %526

526:                                              ; preds = %519
  %527 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %523) #6, !srcloc !16
  %528 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %525
  %529 = load i16, ptr %528, align 2, !tbaa !13
  %530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %529) #6, !srcloc !16
  %531 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %527, i16 %530) #6, !srcloc !17
  br label %534

532:                                              ; preds = %519
  %533 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %523) #6, !srcloc !16
  br label %534

534:                                              ; preds = %532, %526
  %535 = phi i16 [ %533, %532 ], [ %531, %526 ]
  %536 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %525
  store i16 %535, ptr %536, align 2, !tbaa !13
  %537 = trunc i32 %326 to i16
  %538 = add i32 %509, 8
  %539 = sext i32 %538 to i64
  br i1 %336, label %546, label %540

540:                                              ; preds = %534
  %541 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %537) #6, !srcloc !16
  %542 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %539
  %543 = load i16, ptr %542, align 2, !tbaa !13
  %544 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %543) #6, !srcloc !16
  %545 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %541, i16 %544) #6, !srcloc !17
  br label %548

546:                                              ; preds = %534
  %547 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %537) #6, !srcloc !16
  br label %548

548:                                              ; preds = %546, %540
  %549 = phi i16 [ %547, %546 ], [ %545, %540 ]
  %550 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %539
  store i16 %549, ptr %550, align 2, !tbaa !13
  %551 = lshr i32 %326, 16
  %552 = trunc nuw i32 %551 to i16
  br i1 %336, label %561, label %553

553:                                              ; preds = %548
  %554 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %552) #6, !srcloc !16
  %555 = add i32 %524, 8
  %556 = sext i32 %555 to i64
  %557 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %556
  %558 = load i16, ptr %557, align 2, !tbaa !13
  %559 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %558) #6, !srcloc !16
  %560 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %554, i16 %559) #6, !srcloc !17
  br label %563

561:                                              ; preds = %548
  %562 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %552) #6, !srcloc !16
  br label %563

563:                                              ; preds = %561, %553
  %564 = phi i16 [ %562, %561 ], [ %560, %553 ]
  %565 = add i32 %376, %509
  %566 = sext i32 %565 to i64
  %567 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %566
  store i16 %564, ptr %567, align 2, !tbaa !13
  %568 = trunc i32 %325 to i16
  %569 = shl nsw i32 %20, 5
  %570 = sext i32 %569 to i64
  br i1 %336, label %577, label %571

571:                                              ; preds = %563
  %572 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %568) #6, !srcloc !16
  %573 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %570
  %574 = load i16, ptr %573, align 2, !tbaa !13
  %575 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %574) #6, !srcloc !16
  %576 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %575) #6, !srcloc !17
  br label %579

577:                                              ; preds = %563
  %578 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %568) #6, !srcloc !16
  br label %579

579:                                              ; preds = %577, %571
  %580 = phi i16 [ %578, %577 ], [ %576, %571 ]
  %581 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %570
  store i16 %580, ptr %581, align 2, !tbaa !13
  %582 = lshr i32 %325, 16
  %583 = trunc nuw i32 %582 to i16
  %584 = mul i32 %20, 33
  %585 = sext i32 %584 to i64
  br i1 %336, label %592, label %586

586:                                              ; preds = %579
  %587 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %583) #6, !srcloc !16
  %588 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %585
  %589 = load i16, ptr %588, align 2, !tbaa !13
  %590 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %589) #6, !srcloc !16
  %591 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %587, i16 %590) #6, !srcloc !17
  br label %594

592:                                              ; preds = %579
  %593 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %583) #6, !srcloc !16
  br label %594

594:                                              ; preds = %592, %586
  %595 = phi i16 [ %593, %592 ], [ %591, %586 ]
  %596 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %585
  store i16 %595, ptr %596, align 2, !tbaa !13
  %597 = trunc i32 %324 to i16
  %598 = or disjoint i32 %569, 8
  %599 = sext i32 %598 to i64
  br i1 %336, label %606, label %600

600:                                              ; preds = %594
  %601 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %597) #6, !srcloc !16
  %602 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %599
  %603 = load i16, ptr %602, align 2, !tbaa !13
  %604 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %603) #6, !srcloc !16
  %605 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %601, i16 %604) #6, !srcloc !17
  br label %608

606:                                              ; preds = %594
  %607 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %597) #6, !srcloc !16
  br label %608

608:                                              ; preds = %606, %600
  %609 = phi i16 [ %607, %606 ], [ %605, %600 ]
  %610 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %599
  store i16 %609, ptr %610, align 2, !tbaa !13
  %611 = lshr i32 %324, 16
  %612 = trunc nuw i32 %611 to i16
  br i1 %336, label %621, label %613

613:                                              ; preds = %608
  %614 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %612) #6, !srcloc !16
  %615 = add i32 %584, 8
  %616 = sext i32 %615 to i64
  %617 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %616
  %618 = load i16, ptr %617, align 2, !tbaa !13
  %619 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %618) #6, !srcloc !16
  %620 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %614, i16 %619) #6, !srcloc !17
  br label %623

621:                                              ; preds = %608
  %622 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %612) #6, !srcloc !16
  br label %623

623:                                              ; preds = %621, %613
  %624 = phi i16 [ %622, %621 ], [ %620, %613 ]
  %625 = add i32 %376, %569
  %626 = sext i32 %625 to i64
  %627 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %626
  store i16 %624, ptr %627, align 2, !tbaa !13
  %628 = trunc i32 %323 to i16
  %629 = mul nsw i32 %20, 40
  %630 = sext i32 %629 to i64
  br i1 %336, label %637, label %631

631:                                              ; preds = %623
  %632 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %628) #6, !srcloc !16
  %633 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %630
  %634 = load i16, ptr %633, align 2, !tbaa !13
  %635 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %634) #6, !srcloc !16
  %636 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %632, i16 %635) #6, !srcloc !17
  br label %639

637:                                              ; preds = %623
  %638 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %628) #6, !srcloc !16
  br label %639

639:                                              ; preds = %637, %631
  %640 = phi i16 [ %638, %637 ], [ %636, %631 ]
  %641 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %630
  store i16 %640, ptr %641, align 2, !tbaa !13
  %642 = lshr i32 %323, 16
  %643 = trunc nuw i32 %642 to i16
  %644 = mul i32 %20, 41
  %645 = sext i32 %644 to i64
  br i1 %336, label %652, label %646

646:                                              ; preds = %639
  %647 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %643) #6, !srcloc !16
  %648 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %645
  %649 = load i16, ptr %648, align 2, !tbaa !13
  %650 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %649) #6, !srcloc !16
  %651 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %647, i16 %650) #6, !srcloc !17
  br label %654

652:                                              ; preds = %639
  %653 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %643) #6, !srcloc !16
  br label %654

654:                                              ; preds = %652, %646
  %655 = phi i16 [ %653, %652 ], [ %651, %646 ]
  %656 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %645
  store i16 %655, ptr %656, align 2, !tbaa !13
  %657 = trunc i32 %322 to i16
  %658 = add i32 %629, 8
  %659 = sext i32 %658 to i64
  br i1 %336, label %666, label %660

660:                                              ; preds = %654
  %661 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %657) #6, !srcloc !16
  %662 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %659
  %663 = load i16, ptr %662, align 2, !tbaa !13
  %664 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %663) #6, !srcloc !16
  %665 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %661, i16 %664) #6, !srcloc !17
  br label %668

666:                                              ; preds = %654
  %667 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %657) #6, !srcloc !16
  br label %668

668:                                              ; preds = %666, %660
  %669 = phi i16 [ %667, %666 ], [ %665, %660 ]
  %670 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %659
  store i16 %669, ptr %670, align 2, !tbaa !13
  %671 = lshr i32 %322, 16
  %672 = trunc nuw i32 %671 to i16
  br i1 %336, label %681, label %673

673:                                              ; preds = %668
  %674 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %672) #6, !srcloc !16
  %675 = add i32 %644, 8
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %676
  %678 = load i16, ptr %677, align 2, !tbaa !13
  %679 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %678) #6, !srcloc !16
  %680 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %674, i16 %679) #6, !srcloc !17
  br label %683

681:                                              ; preds = %668
  %682 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %672) #6, !srcloc !16
  br label %683

683:                                              ; preds = %681, %673
  %684 = phi i16 [ %682, %681 ], [ %680, %673 ]
  %685 = add i32 %376, %629
  %686 = sext i32 %685 to i64
  %687 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %686
  store i16 %684, ptr %687, align 2, !tbaa !13
  %688 = trunc i32 %321 to i16
  %689 = mul nsw i32 %20, 48
  %690 = sext i32 %689 to i64
  br i1 %336, label %697, label %691

691:                                              ; preds = %683
  %692 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %688) #6, !srcloc !16
  %693 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %690
  %694 = load i16, ptr %693, align 2, !tbaa !13
  %695 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %694) #6, !srcloc !16
  %696 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %692, i16 %695) #6, !srcloc !17
  br label %699

697:                                              ; preds = %683
  %698 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %688) #6, !srcloc !16
  br label %699

699:                                              ; preds = %697, %691
  %700 = phi i16 [ %698, %697 ], [ %696, %691 ]
  %701 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %690
  store i16 %700, ptr %701, align 2, !tbaa !13
  %702 = lshr i32 %321, 16
  %703 = trunc nuw i32 %702 to i16
  %704 = mul i32 %20, 49
  %705 = sext i32 %704 to i64
  br i1 %336, label %712, label %706

706:                                              ; preds = %699
  %707 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %703) #6, !srcloc !16
  %708 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %705
  %709 = load i16, ptr %708, align 2, !tbaa !13
  %710 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %709) #6, !srcloc !16
  %711 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %707, i16 %710) #6, !srcloc !17
  br label %714

712:                                              ; preds = %699
  %713 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %703) #6, !srcloc !16
  br label %714

714:                                              ; preds = %712, %706
  %715 = phi i16 [ %713, %712 ], [ %711, %706 ]
  %716 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %705
  store i16 %715, ptr %716, align 2, !tbaa !13
  %717 = trunc i32 %320 to i16
  %718 = or disjoint i32 %689, 8
  %719 = sext i32 %718 to i64
  br i1 %336, label %726, label %720

720:                                              ; preds = %714
  %721 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %717) #6, !srcloc !16
  %722 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %719
  %723 = load i16, ptr %722, align 2, !tbaa !13
  %724 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %723) #6, !srcloc !16
  %725 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %721, i16 %724) #6, !srcloc !17
  br label %728

726:                                              ; preds = %714
  %727 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %717) #6, !srcloc !16
  br label %728

728:                                              ; preds = %726, %720
  %729 = phi i16 [ %727, %726 ], [ %725, %720 ]
  %730 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %719
  store i16 %729, ptr %730, align 2, !tbaa !13
  %731 = lshr i32 %320, 16
  %732 = trunc nuw i32 %731 to i16
  br i1 %336, label %741, label %733

733:                                              ; preds = %728
  %734 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %732) #6, !srcloc !16
  %735 = add i32 %704, 8
  %736 = sext i32 %735 to i64
  %737 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %736
  %738 = load i16, ptr %737, align 2, !tbaa !13
  %739 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %738) #6, !srcloc !16
  %740 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %734, i16 %739) #6, !srcloc !17
  br label %743

741:                                              ; preds = %728
  %742 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %732) #6, !srcloc !16
  br label %743

743:                                              ; preds = %741, %733
  %744 = phi i16 [ %742, %741 ], [ %740, %733 ]
  %745 = add i32 %376, %689
  %746 = sext i32 %745 to i64
  %747 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %746
  store i16 %744, ptr %747, align 2, !tbaa !13
  %748 = trunc i32 %319 to i16
  %749 = mul nsw i32 %20, 56
  %750 = sext i32 %749 to i64
  br i1 %336, label %757, label %751

751:                                              ; preds = %743
  %752 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %748) #6, !srcloc !16
  %753 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %750
  %754 = load i16, ptr %753, align 2, !tbaa !13
  %755 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %754) #6, !srcloc !16
  %756 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %752, i16 %755) #6, !srcloc !17
  br label %759

757:                                              ; preds = %743
  %758 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %748) #6, !srcloc !16
  br label %759

759:                                              ; preds = %757, %751
  %760 = phi i16 [ %758, %757 ], [ %756, %751 ]
  %761 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %750
  store i16 %760, ptr %761, align 2, !tbaa !13
  %762 = lshr i32 %319, 16
  %763 = trunc nuw i32 %762 to i16
  %764 = mul i32 %20, 57
  %765 = sext i32 %764 to i64
  br i1 %336, label %772, label %766

766:                                              ; preds = %759
  %767 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %763) #6, !srcloc !16
  %768 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %765
  %769 = load i16, ptr %768, align 2, !tbaa !13
  %770 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %769) #6, !srcloc !16
  %771 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %767, i16 %770) #6, !srcloc !17
  br label %774

772:                                              ; preds = %759
  %773 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %763) #6, !srcloc !16
  br label %774

774:                                              ; preds = %772, %766
  %775 = phi i16 [ %773, %772 ], [ %771, %766 ]
  %776 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %765
  store i16 %775, ptr %776, align 2, !tbaa !13
  %777 = trunc i32 %318 to i16
  %778 = add i32 %749, 8
  %779 = sext i32 %778 to i64
  br i1 %336, label %786, label %780

780:                                              ; preds = %774
  %781 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %777) #6, !srcloc !16
  %782 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %779
  %783 = load i16, ptr %782, align 2, !tbaa !13
  %784 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %783) #6, !srcloc !16
  %785 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %781, i16 %784) #6, !srcloc !17
  br label %788

786:                                              ; preds = %774
  %787 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %777) #6, !srcloc !16
  br label %788

788:                                              ; preds = %786, %780
  %789 = phi i16 [ %787, %786 ], [ %785, %780 ]
  %790 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %779
  store i16 %789, ptr %790, align 2, !tbaa !13
  %791 = lshr i32 %318, 16
  %792 = trunc nuw i32 %791 to i16
  br i1 %336, label %801, label %793

793:                                              ; preds = %788
  %794 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %792) #6, !srcloc !16
  %795 = add i32 %764, 8
  %796 = sext i32 %795 to i64
  %797 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %796
  %798 = load i16, ptr %797, align 2, !tbaa !13
  %799 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %798) #6, !srcloc !16
  %800 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %794, i16 %799) #6, !srcloc !17
  br label %803

801:                                              ; preds = %788
  %802 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %792) #6, !srcloc !16
  br label %803

803:                                              ; preds = %801, %793
  %804 = phi i16 [ %802, %801 ], [ %800, %793 ]
  %805 = add i32 %376, %749
  %806 = sext i32 %805 to i64
  %807 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %806
  store i16 %804, ptr %807, align 2, !tbaa !13
  %808 = trunc i32 %317 to i16
  br i1 %336, label %815, label %809

809:                                              ; preds = %803
  %810 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %808) #6, !srcloc !16
  %811 = getelementptr inbounds nuw i8, ptr %258, i64 128
  %812 = load i16, ptr %811, align 2, !tbaa !13
  %813 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %812) #6, !srcloc !16
  %814 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %810, i16 %813) #6, !srcloc !17
  br label %817

815:                                              ; preds = %803
  %816 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %808) #6, !srcloc !16
  br label %817

817:                                              ; preds = %815, %809
  %818 = phi i16 [ %816, %815 ], [ %814, %809 ]
  %819 = getelementptr inbounds nuw i8, ptr %258, i64 128
  store i16 %818, ptr %819, align 2, !tbaa !13
  %820 = lshr i32 %317, 16
  %821 = trunc nuw i32 %820 to i16
  %822 = add i32 %20, 64
  %823 = sext i32 %822 to i64
  br i1 %336, label %830, label %824

824:                                              ; preds = %817
  %825 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %821) #6, !srcloc !16
  %826 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %823
  %827 = load i16, ptr %826, align 2, !tbaa !13
  %828 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %827) #6, !srcloc !16
  %829 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %825, i16 %828) #6, !srcloc !17
  br label %832

830:                                              ; preds = %817
  %831 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %821) #6, !srcloc !16
  br label %832

832:                                              ; preds = %830, %824
  %833 = phi i16 [ %831, %830 ], [ %829, %824 ]
  %834 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %823
  store i16 %833, ptr %834, align 2, !tbaa !13
  %835 = trunc i32 %316 to i16
  br i1 %336, label %842, label %836

836:                                              ; preds = %832
  %837 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %835) #6, !srcloc !16
  %838 = getelementptr inbounds nuw i8, ptr %258, i64 144
  %839 = load i16, ptr %838, align 2, !tbaa !13
  %840 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %839) #6, !srcloc !16
  %841 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %837, i16 %840) #6, !srcloc !17
  br label %844

842:                                              ; preds = %832
  %843 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %835) #6, !srcloc !16
  br label %844

844:                                              ; preds = %842, %836
  %845 = phi i16 [ %843, %842 ], [ %841, %836 ]
  %846 = getelementptr inbounds nuw i8, ptr %258, i64 144
  store i16 %845, ptr %846, align 2, !tbaa !13
  %847 = lshr i32 %316, 16
  %848 = trunc nuw i32 %847 to i16
  %849 = add i32 %20, 72
  %850 = sext i32 %849 to i64
  br i1 %336, label %857, label %851

851:                                              ; preds = %844
  %852 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %848) #6, !srcloc !16
  %853 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %850
  %854 = load i16, ptr %853, align 2, !tbaa !13
  %855 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %854) #6, !srcloc !16
  %856 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %852, i16 %855) #6, !srcloc !17
  br label %859

857:                                              ; preds = %844
  %858 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %848) #6, !srcloc !16
  br label %859

859:                                              ; preds = %857, %851
  %860 = phi i16 [ %858, %857 ], [ %856, %851 ]
  %861 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %850
  store i16 %860, ptr %861, align 2, !tbaa !13
  %862 = trunc i32 %315 to i16
  %863 = add i32 %248, 64
  %864 = sext i32 %863 to i64
  br i1 %336, label %871, label %865

865:                                              ; preds = %859
  %866 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %862) #6, !srcloc !16
  %867 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %864
  %868 = load i16, ptr %867, align 2, !tbaa !13
  %869 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %868) #6, !srcloc !16
  %870 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %866, i16 %869) #6, !srcloc !17
  br label %873

871:                                              ; preds = %859
  %872 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %862) #6, !srcloc !16
  br label %873

873:                                              ; preds = %871, %865
  %874 = phi i16 [ %872, %871 ], [ %870, %865 ]
  %875 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %864
  store i16 %874, ptr %875, align 2, !tbaa !13
  %876 = lshr i32 %315, 16
  %877 = trunc nuw i32 %876 to i16
  %878 = add i32 %822, %248
  %879 = sext i32 %878 to i64
  br i1 %336, label %886, label %880

880:                                              ; preds = %873
  %881 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %877) #6, !srcloc !16
  %882 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %879
  %883 = load i16, ptr %882, align 2, !tbaa !13
  %884 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %883) #6, !srcloc !16
  %885 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %881, i16 %884) #6, !srcloc !17
  br label %888

886:                                              ; preds = %873
  %887 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %877) #6, !srcloc !16
  br label %888

888:                                              ; preds = %886, %880
  %889 = phi i16 [ %887, %886 ], [ %885, %880 ]
  %890 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %879
  store i16 %889, ptr %890, align 2, !tbaa !13
  %891 = trunc i32 %314 to i16
  br i1 %336, label %900, label %892

892:                                              ; preds = %888
  %893 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %891) #6, !srcloc !16
  %894 = add i32 %248, 72
  %895 = sext i32 %894 to i64
  %896 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %895
  %897 = load i16, ptr %896, align 2, !tbaa !13
  %898 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %897) #6, !srcloc !16
  %899 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %893, i16 %898) #6, !srcloc !17
  br label %902

900:                                              ; preds = %888
  %901 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %891) #6, !srcloc !16
  br label %902

902:                                              ; preds = %900, %892
  %903 = phi i16 [ %901, %900 ], [ %899, %892 ]
  %904 = add i32 %248, 72
  %905 = sext i32 %904 to i64
  %906 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %905
  store i16 %903, ptr %906, align 2, !tbaa !13
  %907 = lshr i32 %314, 16
  %908 = trunc nuw i32 %907 to i16
  br i1 %336, label %917, label %909

909:                                              ; preds = %902
  %910 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %908) #6, !srcloc !16
  %911 = add i32 %878, 8
  %912 = sext i32 %911 to i64
  %913 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %912
  %914 = load i16, ptr %913, align 2, !tbaa !13
  %915 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %914) #6, !srcloc !16
  %916 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %910, i16 %915) #6, !srcloc !17
  br label %919

917:                                              ; preds = %902
  %918 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %908) #6, !srcloc !16
  br label %919

919:                                              ; preds = %917, %909
  %920 = phi i16 [ %918, %917 ], [ %916, %909 ]
  %921 = add i32 %849, %248
  %922 = sext i32 %921 to i64
  %923 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %922
  store i16 %920, ptr %923, align 2, !tbaa !13
  %924 = trunc i32 %313 to i16
  %925 = add i32 %449, 64
  %926 = sext i32 %925 to i64
  br i1 %336, label %933, label %927

927:                                              ; preds = %919
  %928 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %924) #6, !srcloc !16
  %929 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %926
  %930 = load i16, ptr %929, align 2, !tbaa !13
  %931 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %930) #6, !srcloc !16
  %932 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %928, i16 %931) #6, !srcloc !17
  br label %935

933:                                              ; preds = %919
  %934 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %924) #6, !srcloc !16
  br label %935

935:                                              ; preds = %933, %927
  %936 = phi i16 [ %934, %933 ], [ %932, %927 ]
  %937 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %926
  store i16 %936, ptr %937, align 2, !tbaa !13
  %938 = lshr i32 %313, 16
  %939 = trunc nuw i32 %938 to i16
  %940 = add i32 %822, %449
  %941 = sext i32 %940 to i64
  br i1 %336, label %948, label %942

942:                                              ; preds = %935
  %943 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %939) #6, !srcloc !16
  %944 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %941
  %945 = load i16, ptr %944, align 2, !tbaa !13
  %946 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %945) #6, !srcloc !16
  %947 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %943, i16 %946) #6, !srcloc !17
  br label %950

948:                                              ; preds = %935
  %949 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %939) #6, !srcloc !16
  br label %950

950:                                              ; preds = %948, %942
  %951 = phi i16 [ %949, %948 ], [ %947, %942 ]
  %952 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %941
  store i16 %951, ptr %952, align 2, !tbaa !13
  %953 = trunc i32 %312 to i16
  br i1 %336, label %962, label %954

954:                                              ; preds = %950
  %955 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %953) #6, !srcloc !16
  %956 = add i32 %449, 72
  %957 = sext i32 %956 to i64
  %958 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %957
  %959 = load i16, ptr %958, align 2, !tbaa !13
  %960 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %959) #6, !srcloc !16
  %961 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %955, i16 %960) #6, !srcloc !17
  br label %964

962:                                              ; preds = %950
  %963 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %953) #6, !srcloc !16
  br label %964

964:                                              ; preds = %962, %954
  %965 = phi i16 [ %963, %962 ], [ %961, %954 ]
  %966 = add i32 %449, 72
  %967 = sext i32 %966 to i64
  %968 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %967
  store i16 %965, ptr %968, align 2, !tbaa !13
  %969 = lshr i32 %312, 16
  %970 = trunc nuw i32 %969 to i16
  br i1 %336, label %979, label %971

971:                                              ; preds = %964
  %972 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %970) #6, !srcloc !16
  %973 = add i32 %940, 8
  %974 = sext i32 %973 to i64
  %975 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %974
  %976 = load i16, ptr %975, align 2, !tbaa !13
  %977 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %976) #6, !srcloc !16
  %978 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %972, i16 %977) #6, !srcloc !17
  br label %981

979:                                              ; preds = %964
  %980 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %970) #6, !srcloc !16
  br label %981

981:                                              ; preds = %979, %971
  %982 = phi i16 [ %980, %979 ], [ %978, %971 ]
  %983 = add i32 %849, %449
  %984 = sext i32 %983 to i64
  %985 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %984
  store i16 %982, ptr %985, align 2, !tbaa !13
  %986 = trunc i32 %311 to i16
  %987 = add i32 %509, 64
  %988 = sext i32 %987 to i64
  br i1 %336, label %995, label %989

989:                                              ; preds = %981
  %990 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %986) #6, !srcloc !16
  %991 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %988
  %992 = load i16, ptr %991, align 2, !tbaa !13
  %993 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %992) #6, !srcloc !16
  %994 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %990, i16 %993) #6, !srcloc !17
  br label %997

995:                                              ; preds = %981
  %996 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %986) #6, !srcloc !16
  br label %997

997:                                              ; preds = %995, %989
  %998 = phi i16 [ %996, %995 ], [ %994, %989 ]
  %999 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %988
  store i16 %998, ptr %999, align 2, !tbaa !13
  %1000 = lshr i32 %311, 16
  %1001 = trunc nuw i32 %1000 to i16
  %1002 = add i32 %822, %509
  %1003 = sext i32 %1002 to i64
  br i1 %336, label %1010, label %1004

1004:                                             ; preds = %997
  %1005 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1001) #6, !srcloc !16
  %1006 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1003
  %1007 = load i16, ptr %1006, align 2, !tbaa !13
  %1008 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1007) #6, !srcloc !16
  %1009 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1005, i16 %1008) #6, !srcloc !17
  br label %1012

1010:                                             ; preds = %997
  %1011 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1001) #6, !srcloc !16
  br label %1012

1012:                                             ; preds = %1010, %1004
  %1013 = phi i16 [ %1011, %1010 ], [ %1009, %1004 ]
  %1014 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1003
  store i16 %1013, ptr %1014, align 2, !tbaa !13
  %1015 = trunc i32 %310 to i16
  br i1 %336, label %1024, label %1016

1016:                                             ; preds = %1012
  %1017 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1015) #6, !srcloc !16
  %1018 = add i32 %509, 72
  %1019 = sext i32 %1018 to i64
  %1020 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1019
  %1021 = load i16, ptr %1020, align 2, !tbaa !13
  %1022 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1021) #6, !srcloc !16
  %1023 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1017, i16 %1022) #6, !srcloc !17
  br label %1026

1024:                                             ; preds = %1012
  %1025 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1015) #6, !srcloc !16
  br label %1026

1026:                                             ; preds = %1024, %1016
  %1027 = phi i16 [ %1025, %1024 ], [ %1023, %1016 ]
  %1028 = add i32 %509, 72
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1029
  store i16 %1027, ptr %1030, align 2, !tbaa !13
  %1031 = lshr i32 %310, 16
  %1032 = trunc nuw i32 %1031 to i16
  br i1 %336, label %1041, label %1033

1033:                                             ; preds = %1026
  %1034 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1032) #6, !srcloc !16
  %1035 = add i32 %1002, 8
  %1036 = sext i32 %1035 to i64
  %1037 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1036
  %1038 = load i16, ptr %1037, align 2, !tbaa !13
  %1039 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1038) #6, !srcloc !16
  %1040 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1034, i16 %1039) #6, !srcloc !17
  br label %1043

1041:                                             ; preds = %1026
  %1042 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1032) #6, !srcloc !16
  br label %1043

1043:                                             ; preds = %1041, %1033
  %1044 = phi i16 [ %1042, %1041 ], [ %1040, %1033 ]
  %1045 = add i32 %849, %509
  %1046 = sext i32 %1045 to i64
  %1047 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1046
  store i16 %1044, ptr %1047, align 2, !tbaa !13
  %1048 = trunc i32 %309 to i16
  %1049 = add i32 %569, 64
  %1050 = sext i32 %1049 to i64
  br i1 %336, label %1057, label %1051

1051:                                             ; preds = %1043
  %1052 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1048) #6, !srcloc !16
  %1053 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1050
  %1054 = load i16, ptr %1053, align 2, !tbaa !13
  %1055 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1054) #6, !srcloc !16
  %1056 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1052, i16 %1055) #6, !srcloc !17
  br label %1059

1057:                                             ; preds = %1043
  %1058 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1048) #6, !srcloc !16
  br label %1059

1059:                                             ; preds = %1057, %1051
  %1060 = phi i16 [ %1058, %1057 ], [ %1056, %1051 ]
  %1061 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1050
  store i16 %1060, ptr %1061, align 2, !tbaa !13
  %1062 = lshr i32 %309, 16
  %1063 = trunc nuw i32 %1062 to i16
  %1064 = add i32 %822, %569
  %1065 = sext i32 %1064 to i64
  br i1 %336, label %1072, label %1066

1066:                                             ; preds = %1059
  %1067 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1063) #6, !srcloc !16
  %1068 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1065
  %1069 = load i16, ptr %1068, align 2, !tbaa !13
  %1070 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1069) #6, !srcloc !16
  %1071 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1067, i16 %1070) #6, !srcloc !17
  br label %1074

1072:                                             ; preds = %1059
  %1073 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1063) #6, !srcloc !16
  br label %1074

1074:                                             ; preds = %1072, %1066
  %1075 = phi i16 [ %1073, %1072 ], [ %1071, %1066 ]
  %1076 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1065
  store i16 %1075, ptr %1076, align 2, !tbaa !13
  %1077 = trunc i32 %308 to i16
  br i1 %336, label %1086, label %1078

1078:                                             ; preds = %1074
  %1079 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1077) #6, !srcloc !16
  %1080 = add i32 %569, 72
  %1081 = sext i32 %1080 to i64
  %1082 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1081
  %1083 = load i16, ptr %1082, align 2, !tbaa !13
  %1084 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1083) #6, !srcloc !16
  %1085 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1079, i16 %1084) #6, !srcloc !17
  br label %1088

1086:                                             ; preds = %1074
  %1087 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1077) #6, !srcloc !16
  br label %1088

1088:                                             ; preds = %1086, %1078
  %1089 = phi i16 [ %1087, %1086 ], [ %1085, %1078 ]
  %1090 = add i32 %569, 72
  %1091 = sext i32 %1090 to i64
  %1092 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1091
  store i16 %1089, ptr %1092, align 2, !tbaa !13
  %1093 = lshr i32 %308, 16
  %1094 = trunc nuw i32 %1093 to i16
  br i1 %336, label %1103, label %1095

1095:                                             ; preds = %1088
  %1096 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1094) #6, !srcloc !16
  %1097 = add i32 %1064, 8
  %1098 = sext i32 %1097 to i64
  %1099 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1098
  %1100 = load i16, ptr %1099, align 2, !tbaa !13
  %1101 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1100) #6, !srcloc !16
  %1102 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1096, i16 %1101) #6, !srcloc !17
  br label %1105

1103:                                             ; preds = %1088
  %1104 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1094) #6, !srcloc !16
  br label %1105

1105:                                             ; preds = %1103, %1095
  %1106 = phi i16 [ %1104, %1103 ], [ %1102, %1095 ]
  %1107 = add i32 %849, %569
  %1108 = sext i32 %1107 to i64
  %1109 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1108
  store i16 %1106, ptr %1109, align 2, !tbaa !13
  %1110 = trunc i32 %307 to i16
  %1111 = add i32 %629, 64
  %1112 = sext i32 %1111 to i64
  br i1 %336, label %1119, label %1113

1113:                                             ; preds = %1105
  %1114 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1110) #6, !srcloc !16
  %1115 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1112
  %1116 = load i16, ptr %1115, align 2, !tbaa !13
  %1117 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1116) #6, !srcloc !16
  %1118 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1114, i16 %1117) #6, !srcloc !17
  br label %1121

1119:                                             ; preds = %1105
  %1120 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1110) #6, !srcloc !16
  br label %1121

1121:                                             ; preds = %1119, %1113
  %1122 = phi i16 [ %1120, %1119 ], [ %1118, %1113 ]
  %1123 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1112
  store i16 %1122, ptr %1123, align 2, !tbaa !13
  %1124 = lshr i32 %307, 16
  %1125 = trunc nuw i32 %1124 to i16
  %1126 = add i32 %822, %629
  %1127 = sext i32 %1126 to i64
  br i1 %336, label %1134, label %1128

1128:                                             ; preds = %1121
  %1129 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1125) #6, !srcloc !16
  %1130 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1127
  %1131 = load i16, ptr %1130, align 2, !tbaa !13
  %1132 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1131) #6, !srcloc !16
  %1133 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1129, i16 %1132) #6, !srcloc !17
  br label %1136

1134:                                             ; preds = %1121
  %1135 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1125) #6, !srcloc !16
  br label %1136

1136:                                             ; preds = %1134, %1128
  %1137 = phi i16 [ %1135, %1134 ], [ %1133, %1128 ]
  %1138 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1127
  store i16 %1137, ptr %1138, align 2, !tbaa !13
  %1139 = trunc i32 %306 to i16
  br i1 %336, label %1148, label %1140

1140:                                             ; preds = %1136
  %1141 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1139) #6, !srcloc !16
  %1142 = add i32 %629, 72
  %1143 = sext i32 %1142 to i64
  %1144 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1143
  %1145 = load i16, ptr %1144, align 2, !tbaa !13
  %1146 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1145) #6, !srcloc !16
  %1147 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1141, i16 %1146) #6, !srcloc !17
  br label %1150

1148:                                             ; preds = %1136
  %1149 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1139) #6, !srcloc !16
  br label %1150

1150:                                             ; preds = %1148, %1140
  %1151 = phi i16 [ %1149, %1148 ], [ %1147, %1140 ]
  %1152 = add i32 %629, 72
  %1153 = sext i32 %1152 to i64
  %1154 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1153
  store i16 %1151, ptr %1154, align 2, !tbaa !13
  %1155 = lshr i32 %306, 16
  %1156 = trunc nuw i32 %1155 to i16
  br i1 %336, label %1165, label %1157

1157:                                             ; preds = %1150
  %1158 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1156) #6, !srcloc !16
  %1159 = add i32 %1126, 8
  %1160 = sext i32 %1159 to i64
  %1161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1160
  %1162 = load i16, ptr %1161, align 2, !tbaa !13
  %1163 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1162) #6, !srcloc !16
  %1164 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1158, i16 %1163) #6, !srcloc !17
  br label %1167

1165:                                             ; preds = %1150
  %1166 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1156) #6, !srcloc !16
  br label %1167

1167:                                             ; preds = %1165, %1157
  %1168 = phi i16 [ %1166, %1165 ], [ %1164, %1157 ]
  %1169 = add i32 %849, %629
  %1170 = sext i32 %1169 to i64
  %1171 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1170
  store i16 %1168, ptr %1171, align 2, !tbaa !13
  %1172 = trunc i32 %305 to i16
  %1173 = add i32 %689, 64
  %1174 = sext i32 %1173 to i64
  br i1 %336, label %1181, label %1175

1175:                                             ; preds = %1167
  %1176 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1172) #6, !srcloc !16
  %1177 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1174
  %1178 = load i16, ptr %1177, align 2, !tbaa !13
  %1179 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1178) #6, !srcloc !16
  %1180 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1176, i16 %1179) #6, !srcloc !17
  br label %1183

1181:                                             ; preds = %1167
  %1182 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1172) #6, !srcloc !16
  br label %1183

1183:                                             ; preds = %1181, %1175
  %1184 = phi i16 [ %1182, %1181 ], [ %1180, %1175 ]
  %1185 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1174
  store i16 %1184, ptr %1185, align 2, !tbaa !13
  %1186 = lshr i32 %305, 16
  %1187 = trunc nuw i32 %1186 to i16
  %1188 = add i32 %822, %689
  %1189 = sext i32 %1188 to i64
  br i1 %336, label %1196, label %1190

1190:                                             ; preds = %1183
  %1191 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1187) #6, !srcloc !16
  %1192 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1189
  %1193 = load i16, ptr %1192, align 2, !tbaa !13
  %1194 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1193) #6, !srcloc !16
  %1195 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1191, i16 %1194) #6, !srcloc !17
  br label %1198

1196:                                             ; preds = %1183
  %1197 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1187) #6, !srcloc !16
  br label %1198

1198:                                             ; preds = %1196, %1190
  %1199 = phi i16 [ %1197, %1196 ], [ %1195, %1190 ]
  %1200 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1189
  store i16 %1199, ptr %1200, align 2, !tbaa !13
  %1201 = trunc i32 %304 to i16
  br i1 %336, label %1210, label %1202

1202:                                             ; preds = %1198
  %1203 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1201) #6, !srcloc !16
  %1204 = add i32 %689, 72
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1205
  %1207 = load i16, ptr %1206, align 2, !tbaa !13
  %1208 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1207) #6, !srcloc !16
  %1209 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1203, i16 %1208) #6, !srcloc !17
  br label %1212

1210:                                             ; preds = %1198
  %1211 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1201) #6, !srcloc !16
  br label %1212

1212:                                             ; preds = %1210, %1202
  %1213 = phi i16 [ %1211, %1210 ], [ %1209, %1202 ]
  %1214 = add i32 %689, 72
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1215
  store i16 %1213, ptr %1216, align 2, !tbaa !13
  %1217 = lshr i32 %304, 16
  %1218 = trunc nuw i32 %1217 to i16
  br i1 %336, label %1227, label %1219

1219:                                             ; preds = %1212
  %1220 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1218) #6, !srcloc !16
  %1221 = add i32 %1188, 8
  %1222 = sext i32 %1221 to i64
  %1223 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1222
  %1224 = load i16, ptr %1223, align 2, !tbaa !13
  %1225 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1224) #6, !srcloc !16
  %1226 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1220, i16 %1225) #6, !srcloc !17
  br label %1229

1227:                                             ; preds = %1212
  %1228 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1218) #6, !srcloc !16
  br label %1229

1229:                                             ; preds = %1227, %1219
  %1230 = phi i16 [ %1228, %1227 ], [ %1226, %1219 ]
  %1231 = add i32 %849, %689
  %1232 = sext i32 %1231 to i64
  %1233 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1232
  store i16 %1230, ptr %1233, align 2, !tbaa !13
  %1234 = trunc i32 %303 to i16
  %1235 = add i32 %749, 64
  %1236 = sext i32 %1235 to i64
  br i1 %336, label %1243, label %1237

1237:                                             ; preds = %1229
  %1238 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1234) #6, !srcloc !16
  %1239 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1236
  %1240 = load i16, ptr %1239, align 2, !tbaa !13
  %1241 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1240) #6, !srcloc !16
  %1242 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1238, i16 %1241) #6, !srcloc !17
  br label %1245

1243:                                             ; preds = %1229
  %1244 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1234) #6, !srcloc !16
  br label %1245

1245:                                             ; preds = %1243, %1237
  %1246 = phi i16 [ %1244, %1243 ], [ %1242, %1237 ]
  %1247 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1236
  store i16 %1246, ptr %1247, align 2, !tbaa !13
  %1248 = lshr i32 %303, 16
  %1249 = trunc nuw i32 %1248 to i16
  %1250 = add i32 %822, %749
  %1251 = sext i32 %1250 to i64
  br i1 %336, label %1258, label %1252

1252:                                             ; preds = %1245
  %1253 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1249) #6, !srcloc !16
  %1254 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1251
  %1255 = load i16, ptr %1254, align 2, !tbaa !13
  %1256 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1255) #6, !srcloc !16
  %1257 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1253, i16 %1256) #6, !srcloc !17
  br label %1260

1258:                                             ; preds = %1245
  %1259 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1249) #6, !srcloc !16
  br label %1260

1260:                                             ; preds = %1258, %1252
  %1261 = phi i16 [ %1259, %1258 ], [ %1257, %1252 ]
  %1262 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1251
  store i16 %1261, ptr %1262, align 2, !tbaa !13
  %1263 = trunc i32 %302 to i16
  br i1 %336, label %1272, label %1264

1264:                                             ; preds = %1260
  %1265 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1263) #6, !srcloc !16
  %1266 = add i32 %749, 72
  %1267 = sext i32 %1266 to i64
  %1268 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1267
  %1269 = load i16, ptr %1268, align 2, !tbaa !13
  %1270 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1269) #6, !srcloc !16
  %1271 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1265, i16 %1270) #6, !srcloc !17
  br label %1274

1272:                                             ; preds = %1260
  %1273 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1263) #6, !srcloc !16
  br label %1274

1274:                                             ; preds = %1272, %1264
  %1275 = phi i16 [ %1273, %1272 ], [ %1271, %1264 ]
  %1276 = add i32 %749, 72
  %1277 = sext i32 %1276 to i64
  %1278 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1277
  store i16 %1275, ptr %1278, align 2, !tbaa !13
  %1279 = lshr i32 %302, 16
  %1280 = trunc nuw i32 %1279 to i16
  br i1 %336, label %1289, label %1281

1281:                                             ; preds = %1274
  %1282 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1280) #6, !srcloc !16
  %1283 = add i32 %1250, 8
  %1284 = sext i32 %1283 to i64
  %1285 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1284
  %1286 = load i16, ptr %1285, align 2, !tbaa !13
  %1287 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1286) #6, !srcloc !16
  %1288 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1282, i16 %1287) #6, !srcloc !17
  br label %1291

1289:                                             ; preds = %1274
  %1290 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1280) #6, !srcloc !16
  br label %1291

1291:                                             ; preds = %1289, %1281
  %1292 = phi i16 [ %1290, %1289 ], [ %1288, %1281 ]
  %1293 = add i32 %849, %749
  %1294 = sext i32 %1293 to i64
  %1295 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1294
  store i16 %1292, ptr %1295, align 2, !tbaa !13
  %1296 = trunc i32 %301 to i16
  %1297 = sext i32 %247 to i64
  br i1 %336, label %1304, label %1298

1298:                                             ; preds = %1291
  %1299 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1296) #6, !srcloc !16
  %1300 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1297
  %1301 = load i16, ptr %1300, align 2, !tbaa !13
  %1302 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1301) #6, !srcloc !16
  %1303 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1299, i16 %1302) #6, !srcloc !17
  br label %1306

1304:                                             ; preds = %1291
  %1305 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1296) #6, !srcloc !16
  br label %1306

1306:                                             ; preds = %1304, %1298
  %1307 = phi i16 [ %1305, %1304 ], [ %1303, %1298 ]
  %1308 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1297
  store i16 %1307, ptr %1308, align 2, !tbaa !13
  %1309 = lshr i32 %301, 16
  %1310 = trunc nuw i32 %1309 to i16
  %1311 = mul i32 %20, 65
  %1312 = sext i32 %1311 to i64
  br i1 %336, label %1319, label %1313

1313:                                             ; preds = %1306
  %1314 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1310) #6, !srcloc !16
  %1315 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1312
  %1316 = load i16, ptr %1315, align 2, !tbaa !13
  %1317 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1316) #6, !srcloc !16
  %1318 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1314, i16 %1317) #6, !srcloc !17
  br label %1321

1319:                                             ; preds = %1306
  %1320 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1310) #6, !srcloc !16
  br label %1321

1321:                                             ; preds = %1319, %1313
  %1322 = phi i16 [ %1320, %1319 ], [ %1318, %1313 ]
  %1323 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1312
  store i16 %1322, ptr %1323, align 2, !tbaa !13
  %1324 = trunc i32 %300 to i16
  br i1 %336, label %1333, label %1325

1325:                                             ; preds = %1321
  %1326 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1324) #6, !srcloc !16
  %1327 = sext i32 %247 to i64
  %1328 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %1327
  %1329 = getelementptr i8, ptr %1328, i64 16
  %1330 = load i16, ptr %1329, align 2, !tbaa !13
  %1331 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1330) #6, !srcloc !16
  %1332 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1326, i16 %1331) #6, !srcloc !17
  br label %1335

1333:                                             ; preds = %1321
  %1334 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1324) #6, !srcloc !16
  br label %1335

1335:                                             ; preds = %1333, %1325
  %1336 = phi i16 [ %1334, %1333 ], [ %1332, %1325 ]
  %1337 = or disjoint i32 %247, 8
  %1338 = sext i32 %1337 to i64
  %1339 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1338
  store i16 %1336, ptr %1339, align 2, !tbaa !13
  %1340 = lshr i32 %300, 16
  %1341 = trunc nuw i32 %1340 to i16
  br i1 %336, label %1350, label %1342

1342:                                             ; preds = %1335
  %1343 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1341) #6, !srcloc !16
  %1344 = add i32 %1311, 8
  %1345 = sext i32 %1344 to i64
  %1346 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1345
  %1347 = load i16, ptr %1346, align 2, !tbaa !13
  %1348 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1347) #6, !srcloc !16
  %1349 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1343, i16 %1348) #6, !srcloc !17
  br label %1352

1350:                                             ; preds = %1335
  %1351 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1341) #6, !srcloc !16
  br label %1352

1352:                                             ; preds = %1350, %1342
  %1353 = phi i16 [ %1351, %1350 ], [ %1349, %1342 ]
  %1354 = add i32 %1337, %20
  %1355 = sext i32 %1354 to i64
  %1356 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1355
  store i16 %1353, ptr %1356, align 2, !tbaa !13
  %1357 = trunc i32 %299 to i16
  %1358 = mul i32 %20, 72
  %1359 = sext i32 %1358 to i64
  br i1 %336, label %1366, label %1360

1360:                                             ; preds = %1352
  %1361 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1357) #6, !srcloc !16
  %1362 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1359
  %1363 = load i16, ptr %1362, align 2, !tbaa !13
  %1364 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1363) #6, !srcloc !16
  %1365 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1361, i16 %1364) #6, !srcloc !17
  br label %1368

1366:                                             ; preds = %1352
  %1367 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1357) #6, !srcloc !16
  br label %1368

1368:                                             ; preds = %1366, %1360
  %1369 = phi i16 [ %1367, %1366 ], [ %1365, %1360 ]
  %1370 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1359
  store i16 %1369, ptr %1370, align 2, !tbaa !13
  %1371 = lshr i32 %299, 16
  %1372 = trunc nuw i32 %1371 to i16
  %1373 = mul i32 %20, 73
  %1374 = sext i32 %1373 to i64
  br i1 %336, label %1381, label %1375

1375:                                             ; preds = %1368
  %1376 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1372) #6, !srcloc !16
  %1377 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1374
  %1378 = load i16, ptr %1377, align 2, !tbaa !13
  %1379 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1378) #6, !srcloc !16
  %1380 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1376, i16 %1379) #6, !srcloc !17
  br label %1383

1381:                                             ; preds = %1368
  %1382 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1372) #6, !srcloc !16
  br label %1383

1383:                                             ; preds = %1381, %1375
  %1384 = phi i16 [ %1382, %1381 ], [ %1380, %1375 ]
  %1385 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1374
  store i16 %1384, ptr %1385, align 2, !tbaa !13
  %1386 = trunc i32 %298 to i16
  br i1 %336, label %1395, label %1387

1387:                                             ; preds = %1383
  %1388 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1386) #6, !srcloc !16
  %1389 = add i32 %1358, 8
  %1390 = sext i32 %1389 to i64
  %1391 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1390
  %1392 = load i16, ptr %1391, align 2, !tbaa !13
  %1393 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1392) #6, !srcloc !16
  %1394 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1388, i16 %1393) #6, !srcloc !17
  br label %1397

1395:                                             ; preds = %1383
  %1396 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1386) #6, !srcloc !16
  br label %1397

1397:                                             ; preds = %1395, %1387
  %1398 = phi i16 [ %1396, %1395 ], [ %1394, %1387 ]
  %1399 = add i32 %1337, %248
  %1400 = sext i32 %1399 to i64
  %1401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1400
  store i16 %1398, ptr %1401, align 2, !tbaa !13
  %1402 = lshr i32 %298, 16
  %1403 = trunc nuw i32 %1402 to i16
  br i1 %336, label %1412, label %1404

1404:                                             ; preds = %1397
  %1405 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1403) #6, !srcloc !16
  %1406 = add i32 %1373, 8
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1407
  %1409 = load i16, ptr %1408, align 2, !tbaa !13
  %1410 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1409) #6, !srcloc !16
  %1411 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1405, i16 %1410) #6, !srcloc !17
  br label %1414

1412:                                             ; preds = %1397
  %1413 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1403) #6, !srcloc !16
  br label %1414

1414:                                             ; preds = %1412, %1404
  %1415 = phi i16 [ %1413, %1412 ], [ %1411, %1404 ]
  %1416 = add i32 %1354, %248
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1417
  store i16 %1415, ptr %1418, align 2, !tbaa !13
  %1419 = trunc i32 %297 to i16
  %1420 = mul i32 %20, 80
  %1421 = sext i32 %1420 to i64
  br i1 %336, label %1428, label %1422

1422:                                             ; preds = %1414
  %1423 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1419) #6, !srcloc !16
  %1424 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1421
  %1425 = load i16, ptr %1424, align 2, !tbaa !13
  %1426 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1425) #6, !srcloc !16
  %1427 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1423, i16 %1426) #6, !srcloc !17
  br label %1430

1428:                                             ; preds = %1414
  %1429 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1419) #6, !srcloc !16
  br label %1430

1430:                                             ; preds = %1428, %1422
  %1431 = phi i16 [ %1429, %1428 ], [ %1427, %1422 ]
  %1432 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1421
  store i16 %1431, ptr %1432, align 2, !tbaa !13
  %1433 = lshr i32 %297, 16
  %1434 = trunc nuw i32 %1433 to i16
  %1435 = mul i32 %20, 81
  %1436 = sext i32 %1435 to i64
  br i1 %336, label %1443, label %1437

1437:                                             ; preds = %1430
  %1438 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1434) #6, !srcloc !16
  %1439 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1436
  %1440 = load i16, ptr %1439, align 2, !tbaa !13
  %1441 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1440) #6, !srcloc !16
  %1442 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1438, i16 %1441) #6, !srcloc !17
  br label %1445

1443:                                             ; preds = %1430
  %1444 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1434) #6, !srcloc !16
  br label %1445

1445:                                             ; preds = %1443, %1437
  %1446 = phi i16 [ %1444, %1443 ], [ %1442, %1437 ]
  %1447 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1436
  store i16 %1446, ptr %1447, align 2, !tbaa !13
  %1448 = trunc i32 %296 to i16
  br i1 %336, label %1457, label %1449

1449:                                             ; preds = %1445
  %1450 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1448) #6, !srcloc !16
  %1451 = sext i32 %1420 to i64
  %1452 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %1451
  %1453 = getelementptr i8, ptr %1452, i64 16
  %1454 = load i16, ptr %1453, align 2, !tbaa !13
  %1455 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1454) #6, !srcloc !16
  %1456 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1450, i16 %1455) #6, !srcloc !17
  br label %1459

1457:                                             ; preds = %1445
  %1458 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1448) #6, !srcloc !16
  br label %1459

1459:                                             ; preds = %1457, %1449
  %1460 = phi i16 [ %1458, %1457 ], [ %1456, %1449 ]
  %1461 = add i32 %1337, %449
  %1462 = sext i32 %1461 to i64
  %1463 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1462
  store i16 %1460, ptr %1463, align 2, !tbaa !13
  %1464 = lshr i32 %296, 16
  %1465 = trunc nuw i32 %1464 to i16
  br i1 %336, label %1474, label %1466

1466:                                             ; preds = %1459
  %1467 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1465) #6, !srcloc !16
  %1468 = add i32 %1435, 8
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1469
  %1471 = load i16, ptr %1470, align 2, !tbaa !13
  %1472 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1471) #6, !srcloc !16
  %1473 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1467, i16 %1472) #6, !srcloc !17
  br label %1476

1474:                                             ; preds = %1459
  %1475 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1465) #6, !srcloc !16
  br label %1476

1476:                                             ; preds = %1474, %1466
  %1477 = phi i16 [ %1475, %1474 ], [ %1473, %1466 ]
  %1478 = add i32 %1354, %449
  %1479 = sext i32 %1478 to i64
  %1480 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1479
  store i16 %1477, ptr %1480, align 2, !tbaa !13
  %1481 = trunc i32 %295 to i16
  %1482 = mul i32 %20, 88
  %1483 = sext i32 %1482 to i64
  br i1 %336, label %1490, label %1484

1484:                                             ; preds = %1476
  %1485 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1481) #6, !srcloc !16
  %1486 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1483
  %1487 = load i16, ptr %1486, align 2, !tbaa !13
  %1488 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1487) #6, !srcloc !16
  %1489 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1485, i16 %1488) #6, !srcloc !17
  br label %1492

1490:                                             ; preds = %1476
  %1491 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1481) #6, !srcloc !16
  br label %1492

1492:                                             ; preds = %1490, %1484
  %1493 = phi i16 [ %1491, %1490 ], [ %1489, %1484 ]
  %1494 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1483
  store i16 %1493, ptr %1494, align 2, !tbaa !13
  %1495 = lshr i32 %295, 16
  %1496 = trunc nuw i32 %1495 to i16
  %1497 = mul i32 %20, 89
  %1498 = sext i32 %1497 to i64
  br i1 %336, label %1505, label %1499

1499:                                             ; preds = %1492
  %1500 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1496) #6, !srcloc !16
  %1501 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1498
  %1502 = load i16, ptr %1501, align 2, !tbaa !13
  %1503 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1502) #6, !srcloc !16
  %1504 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1500, i16 %1503) #6, !srcloc !17
  br label %1507

1505:                                             ; preds = %1492
  %1506 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1496) #6, !srcloc !16
  br label %1507

1507:                                             ; preds = %1505, %1499
  %1508 = phi i16 [ %1506, %1505 ], [ %1504, %1499 ]
  %1509 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1498
  store i16 %1508, ptr %1509, align 2, !tbaa !13
  %1510 = trunc i32 %294 to i16
  br i1 %336, label %1519, label %1511

1511:                                             ; preds = %1507
  %1512 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1510) #6, !srcloc !16
  %1513 = add i32 %1482, 8
  %1514 = sext i32 %1513 to i64
  %1515 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1514
  %1516 = load i16, ptr %1515, align 2, !tbaa !13
  %1517 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1516) #6, !srcloc !16
  %1518 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1512, i16 %1517) #6, !srcloc !17
  br label %1521

1519:                                             ; preds = %1507
  %1520 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1510) #6, !srcloc !16
  br label %1521

1521:                                             ; preds = %1519, %1511
  %1522 = phi i16 [ %1520, %1519 ], [ %1518, %1511 ]
  %1523 = add i32 %1337, %509
  %1524 = sext i32 %1523 to i64
  %1525 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1524
  store i16 %1522, ptr %1525, align 2, !tbaa !13
  %1526 = lshr i32 %294, 16
  %1527 = trunc nuw i32 %1526 to i16
  br i1 %336, label %1536, label %1528

1528:                                             ; preds = %1521
  %1529 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1527) #6, !srcloc !16
  %1530 = add i32 %1497, 8
  %1531 = sext i32 %1530 to i64
  %1532 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1531
  %1533 = load i16, ptr %1532, align 2, !tbaa !13
  %1534 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1533) #6, !srcloc !16
  %1535 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1529, i16 %1534) #6, !srcloc !17
  br label %1538

1536:                                             ; preds = %1521
  %1537 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1527) #6, !srcloc !16
  br label %1538

1538:                                             ; preds = %1536, %1528
  %1539 = phi i16 [ %1537, %1536 ], [ %1535, %1528 ]
  %1540 = add i32 %1354, %509
  %1541 = sext i32 %1540 to i64
  %1542 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1541
  store i16 %1539, ptr %1542, align 2, !tbaa !13
  %1543 = trunc i32 %293 to i16
  %1544 = mul i32 %20, 96
  %1545 = sext i32 %1544 to i64
  br i1 %336, label %1552, label %1546

1546:                                             ; preds = %1538
  %1547 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1543) #6, !srcloc !16
  %1548 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1545
  %1549 = load i16, ptr %1548, align 2, !tbaa !13
  %1550 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1549) #6, !srcloc !16
  %1551 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1547, i16 %1550) #6, !srcloc !17
  br label %1554

1552:                                             ; preds = %1538
  %1553 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1543) #6, !srcloc !16
  br label %1554

1554:                                             ; preds = %1552, %1546
  %1555 = phi i16 [ %1553, %1552 ], [ %1551, %1546 ]
  %1556 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1545
  store i16 %1555, ptr %1556, align 2, !tbaa !13
  %1557 = lshr i32 %293, 16
  %1558 = trunc nuw i32 %1557 to i16
  %1559 = mul i32 %20, 97
  %1560 = sext i32 %1559 to i64
  br i1 %336, label %1567, label %1561

1561:                                             ; preds = %1554
  %1562 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1558) #6, !srcloc !16
  %1563 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1560
  %1564 = load i16, ptr %1563, align 2, !tbaa !13
  %1565 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1564) #6, !srcloc !16
  %1566 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1562, i16 %1565) #6, !srcloc !17
  br label %1569

1567:                                             ; preds = %1554
  %1568 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1558) #6, !srcloc !16
  br label %1569

1569:                                             ; preds = %1567, %1561
  %1570 = phi i16 [ %1568, %1567 ], [ %1566, %1561 ]
  %1571 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1560
  store i16 %1570, ptr %1571, align 2, !tbaa !13
  %1572 = trunc i32 %292 to i16
  br i1 %336, label %1581, label %1573

1573:                                             ; preds = %1569
  %1574 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1572) #6, !srcloc !16
  %1575 = sext i32 %1544 to i64
  %1576 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %1575
  %1577 = getelementptr i8, ptr %1576, i64 16
  %1578 = load i16, ptr %1577, align 2, !tbaa !13
  %1579 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1578) #6, !srcloc !16
  %1580 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1574, i16 %1579) #6, !srcloc !17
  br label %1583

1581:                                             ; preds = %1569
  %1582 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1572) #6, !srcloc !16
  br label %1583

1583:                                             ; preds = %1581, %1573
  %1584 = phi i16 [ %1582, %1581 ], [ %1580, %1573 ]
  %1585 = add i32 %1337, %569
  %1586 = sext i32 %1585 to i64
  %1587 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1586
  store i16 %1584, ptr %1587, align 2, !tbaa !13
  %1588 = lshr i32 %292, 16
  %1589 = trunc nuw i32 %1588 to i16
  br i1 %336, label %1598, label %1590

1590:                                             ; preds = %1583
  %1591 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1589) #6, !srcloc !16
  %1592 = add i32 %1559, 8
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1593
  %1595 = load i16, ptr %1594, align 2, !tbaa !13
  %1596 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1595) #6, !srcloc !16
  %1597 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1591, i16 %1596) #6, !srcloc !17
  br label %1600

1598:                                             ; preds = %1583
  %1599 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1589) #6, !srcloc !16
  br label %1600

1600:                                             ; preds = %1598, %1590
  %1601 = phi i16 [ %1599, %1598 ], [ %1597, %1590 ]
  %1602 = add i32 %1354, %569
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1603
  store i16 %1601, ptr %1604, align 2, !tbaa !13
  %1605 = trunc i32 %291 to i16
  %1606 = mul i32 %20, 104
  %1607 = sext i32 %1606 to i64
  br i1 %336, label %1614, label %1608

1608:                                             ; preds = %1600
  %1609 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1605) #6, !srcloc !16
  %1610 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1607
  %1611 = load i16, ptr %1610, align 2, !tbaa !13
  %1612 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1611) #6, !srcloc !16
  %1613 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1609, i16 %1612) #6, !srcloc !17
  br label %1616

1614:                                             ; preds = %1600
  %1615 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1605) #6, !srcloc !16
  br label %1616

1616:                                             ; preds = %1614, %1608
  %1617 = phi i16 [ %1615, %1614 ], [ %1613, %1608 ]
  %1618 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1607
  store i16 %1617, ptr %1618, align 2, !tbaa !13
  %1619 = lshr i32 %291, 16
  %1620 = trunc nuw i32 %1619 to i16
  %1621 = mul i32 %20, 105
  %1622 = sext i32 %1621 to i64
  br i1 %336, label %1629, label %1623

1623:                                             ; preds = %1616
  %1624 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1620) #6, !srcloc !16
  %1625 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1622
  %1626 = load i16, ptr %1625, align 2, !tbaa !13
  %1627 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1626) #6, !srcloc !16
  %1628 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1624, i16 %1627) #6, !srcloc !17
  br label %1631

1629:                                             ; preds = %1616
  %1630 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1620) #6, !srcloc !16
  br label %1631

1631:                                             ; preds = %1629, %1623
  %1632 = phi i16 [ %1630, %1629 ], [ %1628, %1623 ]
  %1633 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1622
  store i16 %1632, ptr %1633, align 2, !tbaa !13
  %1634 = trunc i32 %290 to i16
  br i1 %336, label %1643, label %1635

1635:                                             ; preds = %1631
  %1636 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1634) #6, !srcloc !16
  %1637 = add i32 %1606, 8
  %1638 = sext i32 %1637 to i64
  %1639 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1638
  %1640 = load i16, ptr %1639, align 2, !tbaa !13
  %1641 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1640) #6, !srcloc !16
  %1642 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1636, i16 %1641) #6, !srcloc !17
  br label %1645

1643:                                             ; preds = %1631
  %1644 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1634) #6, !srcloc !16
  br label %1645

1645:                                             ; preds = %1643, %1635
  %1646 = phi i16 [ %1644, %1643 ], [ %1642, %1635 ]
  %1647 = add i32 %1337, %629
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1648
  store i16 %1646, ptr %1649, align 2, !tbaa !13
  %1650 = lshr i32 %290, 16
  %1651 = trunc nuw i32 %1650 to i16
  br i1 %336, label %1660, label %1652

1652:                                             ; preds = %1645
  %1653 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1651) #6, !srcloc !16
  %1654 = add i32 %1621, 8
  %1655 = sext i32 %1654 to i64
  %1656 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1655
  %1657 = load i16, ptr %1656, align 2, !tbaa !13
  %1658 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1657) #6, !srcloc !16
  %1659 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1653, i16 %1658) #6, !srcloc !17
  br label %1662

1660:                                             ; preds = %1645
  %1661 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1651) #6, !srcloc !16
  br label %1662

1662:                                             ; preds = %1660, %1652
  %1663 = phi i16 [ %1661, %1660 ], [ %1659, %1652 ]
  %1664 = add i32 %1354, %629
  %1665 = sext i32 %1664 to i64
  %1666 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1665
  store i16 %1663, ptr %1666, align 2, !tbaa !13
  %1667 = trunc i32 %289 to i16
  %1668 = mul i32 %20, 112
  %1669 = sext i32 %1668 to i64
  br i1 %336, label %1676, label %1670

1670:                                             ; preds = %1662
  %1671 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1667) #6, !srcloc !16
  %1672 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1669
  %1673 = load i16, ptr %1672, align 2, !tbaa !13
  %1674 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1673) #6, !srcloc !16
  %1675 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1671, i16 %1674) #6, !srcloc !17
  br label %1678

1676:                                             ; preds = %1662
  %1677 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1667) #6, !srcloc !16
  br label %1678

1678:                                             ; preds = %1676, %1670
  %1679 = phi i16 [ %1677, %1676 ], [ %1675, %1670 ]
  %1680 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1669
  store i16 %1679, ptr %1680, align 2, !tbaa !13
  %1681 = lshr i32 %289, 16
  %1682 = trunc nuw i32 %1681 to i16
  %1683 = mul i32 %20, 113
  %1684 = sext i32 %1683 to i64
  br i1 %336, label %1691, label %1685

1685:                                             ; preds = %1678
  %1686 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1682) #6, !srcloc !16
  %1687 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1684
  %1688 = load i16, ptr %1687, align 2, !tbaa !13
  %1689 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1688) #6, !srcloc !16
  %1690 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1686, i16 %1689) #6, !srcloc !17
  br label %1693

1691:                                             ; preds = %1678
  %1692 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1682) #6, !srcloc !16
  br label %1693

1693:                                             ; preds = %1691, %1685
  %1694 = phi i16 [ %1692, %1691 ], [ %1690, %1685 ]
  %1695 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1684
  store i16 %1694, ptr %1695, align 2, !tbaa !13
  %1696 = trunc i32 %288 to i16
  br i1 %336, label %1705, label %1697

1697:                                             ; preds = %1693
  %1698 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1696) #6, !srcloc !16
  %1699 = sext i32 %1668 to i64
  %1700 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %1699
  %1701 = getelementptr i8, ptr %1700, i64 16
  %1702 = load i16, ptr %1701, align 2, !tbaa !13
  %1703 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1702) #6, !srcloc !16
  %1704 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1698, i16 %1703) #6, !srcloc !17
  br label %1707

1705:                                             ; preds = %1693
  %1706 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1696) #6, !srcloc !16
  br label %1707

1707:                                             ; preds = %1705, %1697
  %1708 = phi i16 [ %1706, %1705 ], [ %1704, %1697 ]
  %1709 = add i32 %1337, %689
  %1710 = sext i32 %1709 to i64
  %1711 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1710
  store i16 %1708, ptr %1711, align 2, !tbaa !13
  %1712 = lshr i32 %288, 16
  %1713 = trunc nuw i32 %1712 to i16
  br i1 %336, label %1722, label %1714

1714:                                             ; preds = %1707
  %1715 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1713) #6, !srcloc !16
  %1716 = add i32 %1683, 8
  %1717 = sext i32 %1716 to i64
  %1718 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1717
  %1719 = load i16, ptr %1718, align 2, !tbaa !13
  %1720 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1719) #6, !srcloc !16
  %1721 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1715, i16 %1720) #6, !srcloc !17
  br label %1724

1722:                                             ; preds = %1707
  %1723 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1713) #6, !srcloc !16
  br label %1724

1724:                                             ; preds = %1722, %1714
  %1725 = phi i16 [ %1723, %1722 ], [ %1721, %1714 ]
  %1726 = add i32 %1354, %689
  %1727 = sext i32 %1726 to i64
  %1728 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1727
  store i16 %1725, ptr %1728, align 2, !tbaa !13
  %1729 = trunc i32 %287 to i16
  %1730 = mul i32 %20, 120
  %1731 = sext i32 %1730 to i64
  br i1 %336, label %1738, label %1732

1732:                                             ; preds = %1724
  %1733 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1729) #6, !srcloc !16
  %1734 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1731
  %1735 = load i16, ptr %1734, align 2, !tbaa !13
  %1736 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1735) #6, !srcloc !16
  %1737 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1733, i16 %1736) #6, !srcloc !17
  br label %1740

1738:                                             ; preds = %1724
  %1739 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1729) #6, !srcloc !16
  br label %1740

1740:                                             ; preds = %1738, %1732
  %1741 = phi i16 [ %1739, %1738 ], [ %1737, %1732 ]
  %1742 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1731
  store i16 %1741, ptr %1742, align 2, !tbaa !13
  %1743 = lshr i32 %287, 16
  %1744 = trunc nuw i32 %1743 to i16
  %1745 = mul i32 %20, 121
  %1746 = sext i32 %1745 to i64
  br i1 %336, label %1753, label %1747

1747:                                             ; preds = %1740
  %1748 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1744) #6, !srcloc !16
  %1749 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1746
  %1750 = load i16, ptr %1749, align 2, !tbaa !13
  %1751 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1750) #6, !srcloc !16
  %1752 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1748, i16 %1751) #6, !srcloc !17
  br label %1755

1753:                                             ; preds = %1740
  %1754 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1744) #6, !srcloc !16
  br label %1755

1755:                                             ; preds = %1753, %1747
  %1756 = phi i16 [ %1754, %1753 ], [ %1752, %1747 ]
  %1757 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1746
  store i16 %1756, ptr %1757, align 2, !tbaa !13
  %1758 = trunc i32 %286 to i16
  br i1 %336, label %1767, label %1759

1759:                                             ; preds = %1755
  %1760 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1758) #6, !srcloc !16
  %1761 = add i32 %1730, 8
  %1762 = sext i32 %1761 to i64
  %1763 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1762
  %1764 = load i16, ptr %1763, align 2, !tbaa !13
  %1765 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1764) #6, !srcloc !16
  %1766 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1760, i16 %1765) #6, !srcloc !17
  br label %1769

1767:                                             ; preds = %1755
  %1768 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1758) #6, !srcloc !16
  br label %1769

1769:                                             ; preds = %1767, %1759
  %1770 = phi i16 [ %1768, %1767 ], [ %1766, %1759 ]
  %1771 = add i32 %1337, %749
  %1772 = sext i32 %1771 to i64
  %1773 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1772
  store i16 %1770, ptr %1773, align 2, !tbaa !13
  %1774 = lshr i32 %286, 16
  %1775 = trunc nuw i32 %1774 to i16
  br i1 %336, label %1784, label %1776

1776:                                             ; preds = %1769
  %1777 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1775) #6, !srcloc !16
  %1778 = add i32 %1745, 8
  %1779 = sext i32 %1778 to i64
  %1780 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1779
  %1781 = load i16, ptr %1780, align 2, !tbaa !13
  %1782 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1781) #6, !srcloc !16
  %1783 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1777, i16 %1782) #6, !srcloc !17
  br label %1786

1784:                                             ; preds = %1769
  %1785 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1775) #6, !srcloc !16
  br label %1786

1786:                                             ; preds = %1784, %1776
  %1787 = phi i16 [ %1785, %1784 ], [ %1783, %1776 ]
  %1788 = add i32 %1354, %749
  %1789 = sext i32 %1788 to i64
  %1790 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1789
  store i16 %1787, ptr %1790, align 2, !tbaa !13
  %1791 = trunc i32 %285 to i16
  %1792 = add i32 %247, 64
  %1793 = sext i32 %1792 to i64
  br i1 %336, label %1800, label %1794

1794:                                             ; preds = %1786
  %1795 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1791) #6, !srcloc !16
  %1796 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1793
  %1797 = load i16, ptr %1796, align 2, !tbaa !13
  %1798 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1797) #6, !srcloc !16
  %1799 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1795, i16 %1798) #6, !srcloc !17
  br label %1802

1800:                                             ; preds = %1786
  %1801 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1791) #6, !srcloc !16
  br label %1802

1802:                                             ; preds = %1800, %1794
  %1803 = phi i16 [ %1801, %1800 ], [ %1799, %1794 ]
  %1804 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1793
  store i16 %1803, ptr %1804, align 2, !tbaa !13
  %1805 = lshr i32 %285, 16
  %1806 = trunc nuw i32 %1805 to i16
  br i1 %336, label %1815, label %1807

1807:                                             ; preds = %1802
  %1808 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1806) #6, !srcloc !16
  %1809 = add i32 %1311, 64
  %1810 = sext i32 %1809 to i64
  %1811 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1810
  %1812 = load i16, ptr %1811, align 2, !tbaa !13
  %1813 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1812) #6, !srcloc !16
  %1814 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1808, i16 %1813) #6, !srcloc !17
  br label %1817

1815:                                             ; preds = %1802
  %1816 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1806) #6, !srcloc !16
  br label %1817

1817:                                             ; preds = %1815, %1807
  %1818 = phi i16 [ %1816, %1815 ], [ %1814, %1807 ]
  %1819 = add i32 %1792, %20
  %1820 = sext i32 %1819 to i64
  %1821 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1820
  store i16 %1818, ptr %1821, align 2, !tbaa !13
  %1822 = trunc i32 %284 to i16
  br i1 %336, label %1831, label %1823

1823:                                             ; preds = %1817
  %1824 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1822) #6, !srcloc !16
  %1825 = add i32 %247, 72
  %1826 = sext i32 %1825 to i64
  %1827 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1826
  %1828 = load i16, ptr %1827, align 2, !tbaa !13
  %1829 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1828) #6, !srcloc !16
  %1830 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1824, i16 %1829) #6, !srcloc !17
  br label %1833

1831:                                             ; preds = %1817
  %1832 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1822) #6, !srcloc !16
  br label %1833

1833:                                             ; preds = %1831, %1823
  %1834 = phi i16 [ %1832, %1831 ], [ %1830, %1823 ]
  %1835 = or disjoint i32 %1792, 8
  %1836 = sext i32 %1835 to i64
  %1837 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1836
  store i16 %1834, ptr %1837, align 2, !tbaa !13
  %1838 = lshr i32 %284, 16
  %1839 = trunc nuw i32 %1838 to i16
  br i1 %336, label %1848, label %1840

1840:                                             ; preds = %1833
  %1841 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1839) #6, !srcloc !16
  %1842 = add i32 %1311, 72
  %1843 = sext i32 %1842 to i64
  %1844 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1843
  %1845 = load i16, ptr %1844, align 2, !tbaa !13
  %1846 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1845) #6, !srcloc !16
  %1847 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1841, i16 %1846) #6, !srcloc !17
  br label %1850

1848:                                             ; preds = %1833
  %1849 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1839) #6, !srcloc !16
  br label %1850

1850:                                             ; preds = %1848, %1840
  %1851 = phi i16 [ %1849, %1848 ], [ %1847, %1840 ]
  %1852 = add i32 %1835, %20
  %1853 = sext i32 %1852 to i64
  %1854 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1853
  store i16 %1851, ptr %1854, align 2, !tbaa !13
  %1855 = trunc i32 %283 to i16
  %1856 = add i32 %1792, %248
  %1857 = sext i32 %1856 to i64
  br i1 %336, label %1864, label %1858

1858:                                             ; preds = %1850
  %1859 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1855) #6, !srcloc !16
  %1860 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1857
  %1861 = load i16, ptr %1860, align 2, !tbaa !13
  %1862 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1861) #6, !srcloc !16
  %1863 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1859, i16 %1862) #6, !srcloc !17
  br label %1866

1864:                                             ; preds = %1850
  %1865 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1855) #6, !srcloc !16
  br label %1866

1866:                                             ; preds = %1864, %1858
  %1867 = phi i16 [ %1865, %1864 ], [ %1863, %1858 ]
  %1868 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1857
  store i16 %1867, ptr %1868, align 2, !tbaa !13
  %1869 = lshr i32 %283, 16
  %1870 = trunc nuw i32 %1869 to i16
  br i1 %336, label %1880, label %1871

1871:                                             ; preds = %1866
  %1872 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1870) #6, !srcloc !16
  %1873 = add i32 %1311, 64
  %1874 = add i32 %1873, %248
  %1875 = sext i32 %1874 to i64
  %1876 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1875
  %1877 = load i16, ptr %1876, align 2, !tbaa !13
  %1878 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1877) #6, !srcloc !16
  %1879 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1872, i16 %1878) #6, !srcloc !17
  br label %1882

1880:                                             ; preds = %1866
  %1881 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1870) #6, !srcloc !16
  br label %1882

1882:                                             ; preds = %1880, %1871
  %1883 = phi i16 [ %1881, %1880 ], [ %1879, %1871 ]
  %1884 = add i32 %1819, %248
  %1885 = sext i32 %1884 to i64
  %1886 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1885
  store i16 %1883, ptr %1886, align 2, !tbaa !13
  %1887 = trunc i32 %282 to i16
  br i1 %336, label %1896, label %1888

1888:                                             ; preds = %1882
  %1889 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1887) #6, !srcloc !16
  %1890 = add i32 %1856, 8
  %1891 = sext i32 %1890 to i64
  %1892 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1891
  %1893 = load i16, ptr %1892, align 2, !tbaa !13
  %1894 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1893) #6, !srcloc !16
  %1895 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1889, i16 %1894) #6, !srcloc !17
  br label %1898

1896:                                             ; preds = %1882
  %1897 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1887) #6, !srcloc !16
  br label %1898

1898:                                             ; preds = %1896, %1888
  %1899 = phi i16 [ %1897, %1896 ], [ %1895, %1888 ]
  %1900 = add i32 %1835, %248
  %1901 = sext i32 %1900 to i64
  %1902 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1901
  store i16 %1899, ptr %1902, align 2, !tbaa !13
  %1903 = lshr i32 %282, 16
  %1904 = trunc nuw i32 %1903 to i16
  br i1 %336, label %1914, label %1905

1905:                                             ; preds = %1898
  %1906 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1904) #6, !srcloc !16
  %1907 = add i32 %248, 72
  %1908 = add i32 %1907, %1311
  %1909 = sext i32 %1908 to i64
  %1910 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1909
  %1911 = load i16, ptr %1910, align 2, !tbaa !13
  %1912 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1911) #6, !srcloc !16
  %1913 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1906, i16 %1912) #6, !srcloc !17
  br label %1916

1914:                                             ; preds = %1898
  %1915 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1904) #6, !srcloc !16
  br label %1916

1916:                                             ; preds = %1914, %1905
  %1917 = phi i16 [ %1915, %1914 ], [ %1913, %1905 ]
  %1918 = add i32 %1852, %248
  %1919 = sext i32 %1918 to i64
  %1920 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1919
  store i16 %1917, ptr %1920, align 2, !tbaa !13
  %1921 = trunc i32 %281 to i16
  %1922 = add i32 %1792, %449
  %1923 = sext i32 %1922 to i64
  br i1 %336, label %1930, label %1924

1924:                                             ; preds = %1916
  %1925 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1921) #6, !srcloc !16
  %1926 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1923
  %1927 = load i16, ptr %1926, align 2, !tbaa !13
  %1928 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1927) #6, !srcloc !16
  %1929 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1925, i16 %1928) #6, !srcloc !17
  br label %1932

1930:                                             ; preds = %1916
  %1931 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1921) #6, !srcloc !16
  br label %1932

1932:                                             ; preds = %1930, %1924
  %1933 = phi i16 [ %1931, %1930 ], [ %1929, %1924 ]
  %1934 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1923
  store i16 %1933, ptr %1934, align 2, !tbaa !13
  %1935 = lshr i32 %281, 16
  %1936 = trunc nuw i32 %1935 to i16
  br i1 %336, label %1946, label %1937

1937:                                             ; preds = %1932
  %1938 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1936) #6, !srcloc !16
  %1939 = add i32 %1311, 64
  %1940 = add i32 %1939, %449
  %1941 = sext i32 %1940 to i64
  %1942 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1941
  %1943 = load i16, ptr %1942, align 2, !tbaa !13
  %1944 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1943) #6, !srcloc !16
  %1945 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1938, i16 %1944) #6, !srcloc !17
  br label %1948

1946:                                             ; preds = %1932
  %1947 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1936) #6, !srcloc !16
  br label %1948

1948:                                             ; preds = %1946, %1937
  %1949 = phi i16 [ %1947, %1946 ], [ %1945, %1937 ]
  %1950 = add i32 %1819, %449
  %1951 = sext i32 %1950 to i64
  %1952 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1951
  store i16 %1949, ptr %1952, align 2, !tbaa !13
  %1953 = trunc i32 %280 to i16
  br i1 %336, label %1962, label %1954

1954:                                             ; preds = %1948
  %1955 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1953) #6, !srcloc !16
  %1956 = sext i32 %1922 to i64
  %1957 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %1956
  %1958 = getelementptr i8, ptr %1957, i64 16
  %1959 = load i16, ptr %1958, align 2, !tbaa !13
  %1960 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1959) #6, !srcloc !16
  %1961 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1955, i16 %1960) #6, !srcloc !17
  br label %1964

1962:                                             ; preds = %1948
  %1963 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1953) #6, !srcloc !16
  br label %1964

1964:                                             ; preds = %1962, %1954
  %1965 = phi i16 [ %1963, %1962 ], [ %1961, %1954 ]
  %1966 = add i32 %1835, %449
  %1967 = sext i32 %1966 to i64
  %1968 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1967
  store i16 %1965, ptr %1968, align 2, !tbaa !13
  %1969 = lshr i32 %280, 16
  %1970 = trunc nuw i32 %1969 to i16
  br i1 %336, label %1980, label %1971

1971:                                             ; preds = %1964
  %1972 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1970) #6, !srcloc !16
  %1973 = add i32 %449, 72
  %1974 = add i32 %1973, %1311
  %1975 = sext i32 %1974 to i64
  %1976 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1975
  %1977 = load i16, ptr %1976, align 2, !tbaa !13
  %1978 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1977) #6, !srcloc !16
  %1979 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1972, i16 %1978) #6, !srcloc !17
  br label %1982

1980:                                             ; preds = %1964
  %1981 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1970) #6, !srcloc !16
  br label %1982

1982:                                             ; preds = %1980, %1971
  %1983 = phi i16 [ %1981, %1980 ], [ %1979, %1971 ]
  %1984 = add i32 %1852, %449
  %1985 = sext i32 %1984 to i64
  %1986 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1985
  store i16 %1983, ptr %1986, align 2, !tbaa !13
  %1987 = trunc i32 %279 to i16
  %1988 = add i32 %1792, %509
  %1989 = sext i32 %1988 to i64
  br i1 %336, label %1996, label %1990

1990:                                             ; preds = %1982
  %1991 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1987) #6, !srcloc !16
  %1992 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1989
  %1993 = load i16, ptr %1992, align 2, !tbaa !13
  %1994 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %1993) #6, !srcloc !16
  %1995 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1991, i16 %1994) #6, !srcloc !17
  br label %1998

1996:                                             ; preds = %1982
  %1997 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %1987) #6, !srcloc !16
  br label %1998

1998:                                             ; preds = %1996, %1990
  %1999 = phi i16 [ %1997, %1996 ], [ %1995, %1990 ]
  %2000 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %1989
  store i16 %1999, ptr %2000, align 2, !tbaa !13
  %2001 = lshr i32 %279, 16
  %2002 = trunc nuw i32 %2001 to i16
  br i1 %336, label %2012, label %2003

2003:                                             ; preds = %1998
  %2004 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2002) #6, !srcloc !16
  %2005 = add i32 %1311, 64
  %2006 = add i32 %2005, %509
  %2007 = sext i32 %2006 to i64
  %2008 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2007
  %2009 = load i16, ptr %2008, align 2, !tbaa !13
  %2010 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2009) #6, !srcloc !16
  %2011 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2004, i16 %2010) #6, !srcloc !17
  br label %2014

2012:                                             ; preds = %1998
  %2013 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2002) #6, !srcloc !16
  br label %2014

2014:                                             ; preds = %2012, %2003
  %2015 = phi i16 [ %2013, %2012 ], [ %2011, %2003 ]
  %2016 = add i32 %1819, %509
  %2017 = sext i32 %2016 to i64
  %2018 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2017
  store i16 %2015, ptr %2018, align 2, !tbaa !13
  %2019 = trunc i32 %278 to i16
  br i1 %336, label %2028, label %2020

2020:                                             ; preds = %2014
  %2021 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2019) #6, !srcloc !16
  %2022 = add i32 %1988, 8
  %2023 = sext i32 %2022 to i64
  %2024 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2023
  %2025 = load i16, ptr %2024, align 2, !tbaa !13
  %2026 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2025) #6, !srcloc !16
  %2027 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2021, i16 %2026) #6, !srcloc !17
  br label %2030

2028:                                             ; preds = %2014
  %2029 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2019) #6, !srcloc !16
  br label %2030

2030:                                             ; preds = %2028, %2020
  %2031 = phi i16 [ %2029, %2028 ], [ %2027, %2020 ]
  %2032 = add i32 %1835, %509
  %2033 = sext i32 %2032 to i64
  %2034 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2033
  store i16 %2031, ptr %2034, align 2, !tbaa !13
  %2035 = lshr i32 %278, 16
  %2036 = trunc nuw i32 %2035 to i16
  br i1 %336, label %2046, label %2037

2037:                                             ; preds = %2030
  %2038 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2036) #6, !srcloc !16
  %2039 = add i32 %509, 72
  %2040 = add i32 %2039, %1311
  %2041 = sext i32 %2040 to i64
  %2042 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2041
  %2043 = load i16, ptr %2042, align 2, !tbaa !13
  %2044 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2043) #6, !srcloc !16
  %2045 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2038, i16 %2044) #6, !srcloc !17
  br label %2048

2046:                                             ; preds = %2030
  %2047 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2036) #6, !srcloc !16
  br label %2048

2048:                                             ; preds = %2046, %2037
  %2049 = phi i16 [ %2047, %2046 ], [ %2045, %2037 ]
  %2050 = add i32 %1852, %509
  %2051 = sext i32 %2050 to i64
  %2052 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2051
  store i16 %2049, ptr %2052, align 2, !tbaa !13
  %2053 = trunc i32 %277 to i16
  %2054 = add i32 %1792, %569
  %2055 = sext i32 %2054 to i64
  br i1 %336, label %2062, label %2056

2056:                                             ; preds = %2048
  %2057 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2053) #6, !srcloc !16
  %2058 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2055
  %2059 = load i16, ptr %2058, align 2, !tbaa !13
  %2060 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2059) #6, !srcloc !16
  %2061 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2057, i16 %2060) #6, !srcloc !17
  br label %2064

2062:                                             ; preds = %2048
  %2063 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2053) #6, !srcloc !16
  br label %2064

2064:                                             ; preds = %2062, %2056
  %2065 = phi i16 [ %2063, %2062 ], [ %2061, %2056 ]
  %2066 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2055
  store i16 %2065, ptr %2066, align 2, !tbaa !13
  %2067 = lshr i32 %277, 16
  %2068 = trunc nuw i32 %2067 to i16
  br i1 %336, label %2078, label %2069

2069:                                             ; preds = %2064
  %2070 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2068) #6, !srcloc !16
  %2071 = add i32 %1311, 64
  %2072 = add i32 %2071, %569
  %2073 = sext i32 %2072 to i64
  %2074 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2073
  %2075 = load i16, ptr %2074, align 2, !tbaa !13
  %2076 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2075) #6, !srcloc !16
  %2077 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2070, i16 %2076) #6, !srcloc !17
  br label %2080

2078:                                             ; preds = %2064
  %2079 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2068) #6, !srcloc !16
  br label %2080

2080:                                             ; preds = %2078, %2069
  %2081 = phi i16 [ %2079, %2078 ], [ %2077, %2069 ]
  %2082 = add i32 %1819, %569
  %2083 = sext i32 %2082 to i64
  %2084 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2083
  store i16 %2081, ptr %2084, align 2, !tbaa !13
  %2085 = trunc i32 %276 to i16
  br i1 %336, label %2094, label %2086

2086:                                             ; preds = %2080
  %2087 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2085) #6, !srcloc !16
  %2088 = sext i32 %2054 to i64
  %2089 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %2088
  %2090 = getelementptr i8, ptr %2089, i64 16
  %2091 = load i16, ptr %2090, align 2, !tbaa !13
  %2092 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2091) #6, !srcloc !16
  %2093 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2087, i16 %2092) #6, !srcloc !17
  br label %2096

2094:                                             ; preds = %2080
  %2095 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2085) #6, !srcloc !16
  br label %2096

2096:                                             ; preds = %2094, %2086
  %2097 = phi i16 [ %2095, %2094 ], [ %2093, %2086 ]
  %2098 = add i32 %1835, %569
  %2099 = sext i32 %2098 to i64
  %2100 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2099
  store i16 %2097, ptr %2100, align 2, !tbaa !13
  %2101 = lshr i32 %276, 16
  %2102 = trunc nuw i32 %2101 to i16
  br i1 %336, label %2112, label %2103

2103:                                             ; preds = %2096
  %2104 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2102) #6, !srcloc !16
  %2105 = add i32 %569, 72
  %2106 = add i32 %2105, %1311
  %2107 = sext i32 %2106 to i64
  %2108 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2107
  %2109 = load i16, ptr %2108, align 2, !tbaa !13
  %2110 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2109) #6, !srcloc !16
  %2111 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2104, i16 %2110) #6, !srcloc !17
  br label %2114

2112:                                             ; preds = %2096
  %2113 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2102) #6, !srcloc !16
  br label %2114

2114:                                             ; preds = %2112, %2103
  %2115 = phi i16 [ %2113, %2112 ], [ %2111, %2103 ]
  %2116 = add i32 %1852, %569
  %2117 = sext i32 %2116 to i64
  %2118 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2117
  store i16 %2115, ptr %2118, align 2, !tbaa !13
  %2119 = trunc i32 %275 to i16
  %2120 = add i32 %1792, %629
  %2121 = sext i32 %2120 to i64
  br i1 %336, label %2128, label %2122

2122:                                             ; preds = %2114
  %2123 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2119) #6, !srcloc !16
  %2124 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2121
  %2125 = load i16, ptr %2124, align 2, !tbaa !13
  %2126 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2125) #6, !srcloc !16
  %2127 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2123, i16 %2126) #6, !srcloc !17
  br label %2130

2128:                                             ; preds = %2114
  %2129 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2119) #6, !srcloc !16
  br label %2130

2130:                                             ; preds = %2128, %2122
  %2131 = phi i16 [ %2129, %2128 ], [ %2127, %2122 ]
  %2132 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2121
  store i16 %2131, ptr %2132, align 2, !tbaa !13
  %2133 = lshr i32 %275, 16
  %2134 = trunc nuw i32 %2133 to i16
  br i1 %336, label %2144, label %2135

2135:                                             ; preds = %2130
  %2136 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2134) #6, !srcloc !16
  %2137 = add i32 %1311, 64
  %2138 = add i32 %2137, %629
  %2139 = sext i32 %2138 to i64
  %2140 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2139
  %2141 = load i16, ptr %2140, align 2, !tbaa !13
  %2142 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2141) #6, !srcloc !16
  %2143 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2136, i16 %2142) #6, !srcloc !17
  br label %2146

2144:                                             ; preds = %2130
  %2145 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2134) #6, !srcloc !16
  br label %2146

2146:                                             ; preds = %2144, %2135
  %2147 = phi i16 [ %2145, %2144 ], [ %2143, %2135 ]
  %2148 = add i32 %1819, %629
  %2149 = sext i32 %2148 to i64
  %2150 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2149
  store i16 %2147, ptr %2150, align 2, !tbaa !13
  %2151 = trunc i32 %274 to i16
  br i1 %336, label %2160, label %2152

2152:                                             ; preds = %2146
  %2153 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2151) #6, !srcloc !16
  %2154 = add i32 %2120, 8
  %2155 = sext i32 %2154 to i64
  %2156 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2155
  %2157 = load i16, ptr %2156, align 2, !tbaa !13
  %2158 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2157) #6, !srcloc !16
  %2159 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2153, i16 %2158) #6, !srcloc !17
  br label %2162

2160:                                             ; preds = %2146
  %2161 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2151) #6, !srcloc !16
  br label %2162

2162:                                             ; preds = %2160, %2152
  %2163 = phi i16 [ %2161, %2160 ], [ %2159, %2152 ]
  %2164 = add i32 %1835, %629
  %2165 = sext i32 %2164 to i64
  %2166 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2165
  store i16 %2163, ptr %2166, align 2, !tbaa !13
  %2167 = lshr i32 %274, 16
  %2168 = trunc nuw i32 %2167 to i16
  br i1 %336, label %2178, label %2169

2169:                                             ; preds = %2162
  %2170 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2168) #6, !srcloc !16
  %2171 = add i32 %629, 72
  %2172 = add i32 %2171, %1311
  %2173 = sext i32 %2172 to i64
  %2174 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2173
  %2175 = load i16, ptr %2174, align 2, !tbaa !13
  %2176 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2175) #6, !srcloc !16
  %2177 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2170, i16 %2176) #6, !srcloc !17
  br label %2180

2178:                                             ; preds = %2162
  %2179 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2168) #6, !srcloc !16
  br label %2180

2180:                                             ; preds = %2178, %2169
  %2181 = phi i16 [ %2179, %2178 ], [ %2177, %2169 ]
  %2182 = add i32 %1852, %629
  %2183 = sext i32 %2182 to i64
  %2184 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2183
  store i16 %2181, ptr %2184, align 2, !tbaa !13
  %2185 = trunc i32 %273 to i16
  %2186 = add i32 %1792, %689
  %2187 = sext i32 %2186 to i64
  br i1 %336, label %2194, label %2188

2188:                                             ; preds = %2180
  %2189 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2185) #6, !srcloc !16
  %2190 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2187
  %2191 = load i16, ptr %2190, align 2, !tbaa !13
  %2192 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2191) #6, !srcloc !16
  %2193 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2189, i16 %2192) #6, !srcloc !17
  br label %2196

2194:                                             ; preds = %2180
  %2195 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2185) #6, !srcloc !16
  br label %2196

2196:                                             ; preds = %2194, %2188
  %2197 = phi i16 [ %2195, %2194 ], [ %2193, %2188 ]
  %2198 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2187
  store i16 %2197, ptr %2198, align 2, !tbaa !13
  %2199 = lshr i32 %273, 16
  %2200 = trunc nuw i32 %2199 to i16
  br i1 %336, label %2210, label %2201

2201:                                             ; preds = %2196
  %2202 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2200) #6, !srcloc !16
  %2203 = add i32 %1311, 64
  %2204 = add i32 %2203, %689
  %2205 = sext i32 %2204 to i64
  %2206 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2205
  %2207 = load i16, ptr %2206, align 2, !tbaa !13
  %2208 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2207) #6, !srcloc !16
  %2209 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2202, i16 %2208) #6, !srcloc !17
  br label %2212

2210:                                             ; preds = %2196
  %2211 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2200) #6, !srcloc !16
  br label %2212

2212:                                             ; preds = %2210, %2201
  %2213 = phi i16 [ %2211, %2210 ], [ %2209, %2201 ]
  %2214 = add i32 %1819, %689
  %2215 = sext i32 %2214 to i64
  %2216 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2215
  store i16 %2213, ptr %2216, align 2, !tbaa !13
  %2217 = trunc i32 %272 to i16
  br i1 %336, label %2226, label %2218

2218:                                             ; preds = %2212
  %2219 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2217) #6, !srcloc !16
  %2220 = sext i32 %2186 to i64
  %2221 = getelementptr %"struct.cutlass::half_t", ptr %258, i64 %2220
  %2222 = getelementptr i8, ptr %2221, i64 16
  %2223 = load i16, ptr %2222, align 2, !tbaa !13
  %2224 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2223) #6, !srcloc !16
  %2225 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2219, i16 %2224) #6, !srcloc !17
  br label %2228

2226:                                             ; preds = %2212
  %2227 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2217) #6, !srcloc !16
  br label %2228

2228:                                             ; preds = %2226, %2218
  %2229 = phi i16 [ %2227, %2226 ], [ %2225, %2218 ]
  %2230 = add i32 %1835, %689
  %2231 = sext i32 %2230 to i64
  %2232 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2231
  store i16 %2229, ptr %2232, align 2, !tbaa !13
  %2233 = lshr i32 %272, 16
  %2234 = trunc nuw i32 %2233 to i16
  br i1 %336, label %2244, label %2235

2235:                                             ; preds = %2228
  %2236 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2234) #6, !srcloc !16
  %2237 = add i32 %689, 72
  %2238 = add i32 %2237, %1311
  %2239 = sext i32 %2238 to i64
  %2240 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2239
  %2241 = load i16, ptr %2240, align 2, !tbaa !13
  %2242 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2241) #6, !srcloc !16
  %2243 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2236, i16 %2242) #6, !srcloc !17
  br label %2246

2244:                                             ; preds = %2228
  %2245 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2234) #6, !srcloc !16
  br label %2246

2246:                                             ; preds = %2244, %2235
  %2247 = phi i16 [ %2245, %2244 ], [ %2243, %2235 ]
  %2248 = add i32 %1852, %689
  %2249 = sext i32 %2248 to i64
  %2250 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2249
  store i16 %2247, ptr %2250, align 2, !tbaa !13
  %2251 = trunc i32 %271 to i16
  %2252 = add i32 %1792, %749
  %2253 = sext i32 %2252 to i64
  br i1 %336, label %2260, label %2254

2254:                                             ; preds = %2246
  %2255 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2251) #6, !srcloc !16
  %2256 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2253
  %2257 = load i16, ptr %2256, align 2, !tbaa !13
  %2258 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2257) #6, !srcloc !16
  %2259 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2255, i16 %2258) #6, !srcloc !17
  br label %2262

2260:                                             ; preds = %2246
  %2261 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2251) #6, !srcloc !16
  br label %2262

2262:                                             ; preds = %2260, %2254
  %2263 = phi i16 [ %2261, %2260 ], [ %2259, %2254 ]
  %2264 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2253
  store i16 %2263, ptr %2264, align 2, !tbaa !13
  %2265 = lshr i32 %271, 16
  %2266 = trunc nuw i32 %2265 to i16
  br i1 %336, label %2276, label %2267

2267:                                             ; preds = %2262
  %2268 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2266) #6, !srcloc !16
  %2269 = add i32 %1311, 64
  %2270 = add i32 %2269, %749
  %2271 = sext i32 %2270 to i64
  %2272 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2271
  %2273 = load i16, ptr %2272, align 2, !tbaa !13
  %2274 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2273) #6, !srcloc !16
  %2275 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2268, i16 %2274) #6, !srcloc !17
  br label %2278

2276:                                             ; preds = %2262
  %2277 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2266) #6, !srcloc !16
  br label %2278

2278:                                             ; preds = %2276, %2267
  %2279 = phi i16 [ %2277, %2276 ], [ %2275, %2267 ]
  %2280 = add i32 %1819, %749
  %2281 = sext i32 %2280 to i64
  %2282 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2281
  store i16 %2279, ptr %2282, align 2, !tbaa !13
  %2283 = trunc i32 %270 to i16
  br i1 %336, label %2292, label %2284

2284:                                             ; preds = %2278
  %2285 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2283) #6, !srcloc !16
  %2286 = add i32 %2252, 8
  %2287 = sext i32 %2286 to i64
  %2288 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2287
  %2289 = load i16, ptr %2288, align 2, !tbaa !13
  %2290 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2289) #6, !srcloc !16
  %2291 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2285, i16 %2290) #6, !srcloc !17
  br label %2294

2292:                                             ; preds = %2278
  %2293 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2283) #6, !srcloc !16
  br label %2294

2294:                                             ; preds = %2292, %2284
  %2295 = phi i16 [ %2293, %2292 ], [ %2291, %2284 ]
  %2296 = add i32 %1835, %749
  %2297 = sext i32 %2296 to i64
  %2298 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2297
  store i16 %2295, ptr %2298, align 2, !tbaa !13
  %2299 = lshr i32 %270, 16
  %2300 = trunc nuw i32 %2299 to i16
  br i1 %336, label %2310, label %2301

2301:                                             ; preds = %2294
  %2302 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2300) #6, !srcloc !16
  %2303 = add i32 %749, 72
  %2304 = add i32 %2303, %1311
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2305
  %2307 = load i16, ptr %2306, align 2, !tbaa !13
  %2308 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %334, i16 %2307) #6, !srcloc !16
  %2309 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2302, i16 %2308) #6, !srcloc !17
  br label %2312

2310:                                             ; preds = %2294
  %2311 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %337, i16 %2300) #6, !srcloc !16
  br label %2312

2312:                                             ; preds = %2310, %2301
  %2313 = phi i16 [ %2311, %2310 ], [ %2309, %2301 ]
  %2314 = add i32 %1852, %749
  %2315 = sext i32 %2314 to i64
  %2316 = getelementptr inbounds %"struct.cutlass::half_t", ptr %258, i64 %2315
  store i16 %2313, ptr %2316, align 2, !tbaa !13
  ret void

2317:                                             ; preds = %264, %2317
  %2318 = phi i32 [ 0, %264 ], [ %2921, %2317 ]
  %2319 = phi i32 [ 0, %264 ], [ %2920, %2317 ]
  %2320 = phi i32 [ 0, %264 ], [ %2919, %2317 ]
  %2321 = phi i32 [ 0, %264 ], [ %2918, %2317 ]
  %2322 = phi i32 [ 0, %264 ], [ %2917, %2317 ]
  %2323 = phi i32 [ 0, %264 ], [ %2916, %2317 ]
  %2324 = phi i32 [ 0, %264 ], [ %2915, %2317 ]
  %2325 = phi i32 [ 0, %264 ], [ %2914, %2317 ]
  %2326 = phi i32 [ 0, %264 ], [ %2913, %2317 ]
  %2327 = phi i32 [ 0, %264 ], [ %2912, %2317 ]
  %2328 = phi i32 [ 0, %264 ], [ %2911, %2317 ]
  %2329 = phi i32 [ 0, %264 ], [ %2910, %2317 ]
  %2330 = phi i32 [ 0, %264 ], [ %2909, %2317 ]
  %2331 = phi i32 [ 0, %264 ], [ %2908, %2317 ]
  %2332 = phi i32 [ 0, %264 ], [ %2907, %2317 ]
  %2333 = phi i32 [ 0, %264 ], [ %2906, %2317 ]
  %2334 = phi i32 [ 0, %264 ], [ %2905, %2317 ]
  %2335 = phi i32 [ 0, %264 ], [ %2904, %2317 ]
  %2336 = phi i32 [ 0, %264 ], [ %2903, %2317 ]
  %2337 = phi i32 [ 0, %264 ], [ %2902, %2317 ]
  %2338 = phi i32 [ 0, %264 ], [ %2901, %2317 ]
  %2339 = phi i32 [ 0, %264 ], [ %2900, %2317 ]
  %2340 = phi i32 [ 0, %264 ], [ %2899, %2317 ]
  %2341 = phi i32 [ 0, %264 ], [ %2898, %2317 ]
  %2342 = phi i32 [ 0, %264 ], [ %2897, %2317 ]
  %2343 = phi i32 [ 0, %264 ], [ %2896, %2317 ]
  %2344 = phi i32 [ 0, %264 ], [ %2895, %2317 ]
  %2345 = phi i32 [ 0, %264 ], [ %2894, %2317 ]
  %2346 = phi i32 [ 0, %264 ], [ %2893, %2317 ]
  %2347 = phi i32 [ 0, %264 ], [ %2892, %2317 ]
  %2348 = phi i32 [ 0, %264 ], [ %2891, %2317 ]
  %2349 = phi i32 [ 0, %264 ], [ %2890, %2317 ]
  %2350 = phi i32 [ 0, %264 ], [ %2889, %2317 ]
  %2351 = phi i32 [ 0, %264 ], [ %2888, %2317 ]
  %2352 = phi i32 [ 0, %264 ], [ %2887, %2317 ]
  %2353 = phi i32 [ 0, %264 ], [ %2886, %2317 ]
  %2354 = phi i32 [ 0, %264 ], [ %2885, %2317 ]
  %2355 = phi i32 [ 0, %264 ], [ %2884, %2317 ]
  %2356 = phi i32 [ 0, %264 ], [ %2883, %2317 ]
  %2357 = phi i32 [ 0, %264 ], [ %2882, %2317 ]
  %2358 = phi i32 [ 0, %264 ], [ %2881, %2317 ]
  %2359 = phi i32 [ 0, %264 ], [ %2880, %2317 ]
  %2360 = phi i32 [ 0, %264 ], [ %2879, %2317 ]
  %2361 = phi i32 [ 0, %264 ], [ %2878, %2317 ]
  %2362 = phi i32 [ 0, %264 ], [ %2877, %2317 ]
  %2363 = phi i32 [ 0, %264 ], [ %2876, %2317 ]
  %2364 = phi i32 [ 0, %264 ], [ %2875, %2317 ]
  %2365 = phi i32 [ 0, %264 ], [ %2874, %2317 ]
  %2366 = phi i32 [ 0, %264 ], [ %2873, %2317 ]
  %2367 = phi i32 [ 0, %264 ], [ %2872, %2317 ]
  %2368 = phi i32 [ 0, %264 ], [ %2871, %2317 ]
  %2369 = phi i32 [ 0, %264 ], [ %2870, %2317 ]
  %2370 = phi i32 [ 0, %264 ], [ %2869, %2317 ]
  %2371 = phi i32 [ 0, %264 ], [ %2868, %2317 ]
  %2372 = phi i32 [ 0, %264 ], [ %2867, %2317 ]
  %2373 = phi i32 [ 0, %264 ], [ %2866, %2317 ]
  %2374 = phi i32 [ 0, %264 ], [ %2865, %2317 ]
  %2375 = phi i32 [ 0, %264 ], [ %2864, %2317 ]
  %2376 = phi i32 [ 0, %264 ], [ %2863, %2317 ]
  %2377 = phi i32 [ 0, %264 ], [ %2862, %2317 ]
  %2378 = phi i32 [ 0, %264 ], [ %2861, %2317 ]
  %2379 = phi i32 [ 0, %264 ], [ %2860, %2317 ]
  %2380 = phi i32 [ 0, %264 ], [ %2859, %2317 ]
  %2381 = phi i32 [ 0, %264 ], [ %2858, %2317 ]
  %2382 = phi i32 [ 0, %264 ], [ %2928, %2317 ]
  %2383 = phi i32 [ 2, %264 ], [ %2924, %2317 ]
  %2384 = phi i32 [ 0, %264 ], [ %2927, %2317 ]
  %2385 = add nuw nsw i32 %2382, 2
  %2386 = tail call i32 @llvm.smin.i32(i32 %2385, i32 %267)
  %2387 = mul nsw i32 %2386, %23
  %2388 = sext i32 %2387 to i64
  %2389 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %2388
  %2390 = shl nsw i32 %2383, 13
  %2391 = sext i32 %2390 to i64
  %2392 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %2391
  %2393 = addrspacecast ptr %2392 to ptr addrspace(3)
  %2394 = ptrtoint ptr addrspace(3) %2393 to i64
  %2395 = trunc i64 %2394 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2395, ptr nonnull align 16 dereferenceable(16) %2389, i64 16) #5, !srcloc !11
  %2396 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %61
  %2397 = getelementptr inbounds nuw i8, ptr %2392, i64 2048
  %2398 = addrspacecast ptr %2397 to ptr addrspace(3)
  %2399 = ptrtoint ptr addrspace(3) %2398 to i64
  %2400 = trunc i64 %2399 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2400, ptr nonnull align 16 dereferenceable(16) %2396, i64 16) #5, !srcloc !11
  %2401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %68
  %2402 = getelementptr inbounds nuw i8, ptr %2392, i64 4096
  %2403 = addrspacecast ptr %2402 to ptr addrspace(3)
  %2404 = ptrtoint ptr addrspace(3) %2403 to i64
  %2405 = trunc i64 %2404 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2405, ptr nonnull align 16 dereferenceable(16) %2401, i64 16) #5, !srcloc !11
  %2406 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %75
  %2407 = getelementptr inbounds nuw i8, ptr %2392, i64 6144
  %2408 = addrspacecast ptr %2407 to ptr addrspace(3)
  %2409 = ptrtoint ptr addrspace(3) %2408 to i64
  %2410 = trunc i64 %2409 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2410, ptr nonnull align 16 dereferenceable(16) %2406, i64 16) #5, !srcloc !11
  %2411 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %82
  %2412 = getelementptr inbounds nuw i8, ptr %2392, i64 8192
  %2413 = addrspacecast ptr %2412 to ptr addrspace(3)
  %2414 = ptrtoint ptr addrspace(3) %2413 to i64
  %2415 = trunc i64 %2414 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2415, ptr nonnull align 16 dereferenceable(16) %2411, i64 16) #5, !srcloc !11
  %2416 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %89
  %2417 = getelementptr inbounds nuw i8, ptr %2392, i64 10240
  %2418 = addrspacecast ptr %2417 to ptr addrspace(3)
  %2419 = ptrtoint ptr addrspace(3) %2418 to i64
  %2420 = trunc i64 %2419 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2420, ptr nonnull align 16 dereferenceable(16) %2416, i64 16) #5, !srcloc !11
  %2421 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %96
  %2422 = getelementptr inbounds nuw i8, ptr %2392, i64 12288
  %2423 = addrspacecast ptr %2422 to ptr addrspace(3)
  %2424 = ptrtoint ptr addrspace(3) %2423 to i64
  %2425 = trunc i64 %2424 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2425, ptr nonnull align 16 dereferenceable(16) %2421, i64 16) #5, !srcloc !11
  %2426 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2389, i64 %103
  %2427 = getelementptr inbounds nuw i8, ptr %2392, i64 14336
  %2428 = addrspacecast ptr %2427 to ptr addrspace(3)
  %2429 = ptrtoint ptr addrspace(3) %2428 to i64
  %2430 = trunc i64 %2429 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2430, ptr nonnull align 16 dereferenceable(16) %2426, i64 16) #5, !srcloc !11
  %2431 = mul nsw i32 %2386, %27
  %2432 = sext i32 %2431 to i64
  %2433 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2432
  %2434 = getelementptr inbounds %"struct.cutlass::half_t", ptr %57, i64 %2391
  %2435 = addrspacecast ptr %2434 to ptr addrspace(3)
  %2436 = ptrtoint ptr addrspace(3) %2435 to i64
  %2437 = trunc i64 %2436 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2437, ptr nonnull align 16 dereferenceable(16) %2433, i64 16) #5, !srcloc !11
  %2438 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %112
  %2439 = getelementptr inbounds nuw i8, ptr %2434, i64 2048
  %2440 = addrspacecast ptr %2439 to ptr addrspace(3)
  %2441 = ptrtoint ptr addrspace(3) %2440 to i64
  %2442 = trunc i64 %2441 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2442, ptr nonnull align 16 dereferenceable(16) %2438, i64 16) #5, !srcloc !11
  %2443 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %119
  %2444 = getelementptr inbounds nuw i8, ptr %2434, i64 4096
  %2445 = addrspacecast ptr %2444 to ptr addrspace(3)
  %2446 = ptrtoint ptr addrspace(3) %2445 to i64
  %2447 = trunc i64 %2446 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2447, ptr nonnull align 16 dereferenceable(16) %2443, i64 16) #5, !srcloc !11
  %2448 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %126
  %2449 = getelementptr inbounds nuw i8, ptr %2434, i64 6144
  %2450 = addrspacecast ptr %2449 to ptr addrspace(3)
  %2451 = ptrtoint ptr addrspace(3) %2450 to i64
  %2452 = trunc i64 %2451 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2452, ptr nonnull align 16 dereferenceable(16) %2448, i64 16) #5, !srcloc !11
  %2453 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %133
  %2454 = getelementptr inbounds nuw i8, ptr %2434, i64 8192
  %2455 = addrspacecast ptr %2454 to ptr addrspace(3)
  %2456 = ptrtoint ptr addrspace(3) %2455 to i64
  %2457 = trunc i64 %2456 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2457, ptr nonnull align 16 dereferenceable(16) %2453, i64 16) #5, !srcloc !11
  %2458 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %140
  %2459 = getelementptr inbounds nuw i8, ptr %2434, i64 10240
  %2460 = addrspacecast ptr %2459 to ptr addrspace(3)
  %2461 = ptrtoint ptr addrspace(3) %2460 to i64
  %2462 = trunc i64 %2461 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2462, ptr nonnull align 16 dereferenceable(16) %2458, i64 16) #5, !srcloc !11
  %2463 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %147
  %2464 = getelementptr inbounds nuw i8, ptr %2434, i64 12288
  %2465 = addrspacecast ptr %2464 to ptr addrspace(3)
  %2466 = ptrtoint ptr addrspace(3) %2465 to i64
  %2467 = trunc i64 %2466 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2467, ptr nonnull align 16 dereferenceable(16) %2463, i64 16) #5, !srcloc !11
  %2468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2433, i64 %154
  %2469 = getelementptr inbounds nuw i8, ptr %2434, i64 14336
  %2470 = addrspacecast ptr %2469 to ptr addrspace(3)
  %2471 = ptrtoint ptr addrspace(3) %2470 to i64
  %2472 = trunc i64 %2471 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2472, ptr nonnull align 16 dereferenceable(16) %2468, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !18
  %2473 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2381) #5, !srcloc !19
  %2474 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2380) #5, !srcloc !19
  %2475 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2379) #5, !srcloc !19
  %2476 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2378) #5, !srcloc !19
  %2477 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2377) #5, !srcloc !19
  %2478 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2376) #5, !srcloc !19
  %2479 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2375) #5, !srcloc !19
  %2480 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2374) #5, !srcloc !19
  %2481 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2373) #5, !srcloc !19
  %2482 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2372) #5, !srcloc !19
  %2483 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2371) #5, !srcloc !19
  %2484 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2370) #5, !srcloc !19
  %2485 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2369) #5, !srcloc !19
  %2486 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2368) #5, !srcloc !19
  %2487 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2367) #5, !srcloc !19
  %2488 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2366) #5, !srcloc !19
  %2489 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2365) #5, !srcloc !19
  %2490 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2364) #5, !srcloc !19
  %2491 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2363) #5, !srcloc !19
  %2492 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2362) #5, !srcloc !19
  %2493 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2361) #5, !srcloc !19
  %2494 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2360) #5, !srcloc !19
  %2495 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2359) #5, !srcloc !19
  %2496 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2358) #5, !srcloc !19
  %2497 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2357) #5, !srcloc !19
  %2498 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2356) #5, !srcloc !19
  %2499 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2355) #5, !srcloc !19
  %2500 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2354) #5, !srcloc !19
  %2501 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2353) #5, !srcloc !19
  %2502 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2352) #5, !srcloc !19
  %2503 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2351) #5, !srcloc !19
  %2504 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2350) #5, !srcloc !19
  %2505 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2349) #5, !srcloc !19
  %2506 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2348) #5, !srcloc !19
  %2507 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2347) #5, !srcloc !19
  %2508 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2346) #5, !srcloc !19
  %2509 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2345) #5, !srcloc !19
  %2510 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2344) #5, !srcloc !19
  %2511 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2343) #5, !srcloc !19
  %2512 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2342) #5, !srcloc !19
  %2513 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2341) #5, !srcloc !19
  %2514 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2340) #5, !srcloc !19
  %2515 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2339) #5, !srcloc !19
  %2516 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2338) #5, !srcloc !19
  %2517 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2337) #5, !srcloc !19
  %2518 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2336) #5, !srcloc !19
  %2519 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2335) #5, !srcloc !19
  %2520 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2334) #5, !srcloc !19
  %2521 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2333) #5, !srcloc !19
  %2522 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2332) #5, !srcloc !19
  %2523 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2331) #5, !srcloc !19
  %2524 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2330) #5, !srcloc !19
  %2525 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2329) #5, !srcloc !19
  %2526 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2328) #5, !srcloc !19
  %2527 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2327) #5, !srcloc !19
  %2528 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2326) #5, !srcloc !19
  %2529 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2325) #5, !srcloc !19
  %2530 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2324) #5, !srcloc !19
  %2531 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2323) #5, !srcloc !19
  %2532 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2322) #5, !srcloc !19
  %2533 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2321) #5, !srcloc !19
  %2534 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2320) #5, !srcloc !19
  %2535 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2319) #5, !srcloc !19
  %2536 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2318) #5, !srcloc !19
  tail call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #5, !srcloc !20
  %2537 = shl nsw i32 %2384, 10
  %2538 = add i32 %2537, %260
  %2539 = add i32 %2537, %262
  %2540 = zext i32 %2538 to i64
  %2541 = or disjoint i64 %2540, 4611686568183201792
  %2542 = zext i32 %2539 to i64
  %2543 = or disjoint i64 %2542, 4611686568183201792
  %2544 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2541, i64 %2543, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2473, i32 %2474, i32 %2475, i32 %2476, i32 %2477, i32 %2478, i32 %2479, i32 %2480, i32 %2481, i32 %2482, i32 %2483, i32 %2484, i32 %2485, i32 %2486, i32 %2487, i32 %2488) #5, !srcloc !21
  %2545 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 0
  %2546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 1
  %2547 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 2
  %2548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 3
  %2549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 4
  %2550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 5
  %2551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 6
  %2552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 7
  %2553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 8
  %2554 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 9
  %2555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 10
  %2556 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 11
  %2557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 12
  %2558 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 13
  %2559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 14
  %2560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2544, 15
  %2561 = add i32 %2539, 64
  %2562 = zext i32 %2561 to i64
  %2563 = or disjoint i64 %2562, 4611686568183201792
  %2564 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2541, i64 %2563, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2505, i32 %2506, i32 %2507, i32 %2508, i32 %2509, i32 %2510, i32 %2511, i32 %2512, i32 %2513, i32 %2514, i32 %2515, i32 %2516, i32 %2517, i32 %2518, i32 %2519, i32 %2520) #5, !srcloc !21
  %2565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 0
  %2566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 1
  %2567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 2
  %2568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 3
  %2569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 4
  %2570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 5
  %2571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 6
  %2572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 7
  %2573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 8
  %2574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 9
  %2575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 10
  %2576 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 11
  %2577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 12
  %2578 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 13
  %2579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 14
  %2580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2564, 15
  %2581 = add i32 %2538, 64
  %2582 = zext i32 %2581 to i64
  %2583 = or disjoint i64 %2582, 4611686568183201792
  %2584 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2583, i64 %2563, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2521, i32 %2522, i32 %2523, i32 %2524, i32 %2525, i32 %2526, i32 %2527, i32 %2528, i32 %2529, i32 %2530, i32 %2531, i32 %2532, i32 %2533, i32 %2534, i32 %2535, i32 %2536) #5, !srcloc !21
  %2585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 0
  %2586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 1
  %2587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 2
  %2588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 3
  %2589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 4
  %2590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 5
  %2591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 6
  %2592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 7
  %2593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 8
  %2594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 9
  %2595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 10
  %2596 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 11
  %2597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 12
  %2598 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 13
  %2599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 14
  %2600 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2584, 15
  %2601 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2583, i64 %2543, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2489, i32 %2490, i32 %2491, i32 %2492, i32 %2493, i32 %2494, i32 %2495, i32 %2496, i32 %2497, i32 %2498, i32 %2499, i32 %2500, i32 %2501, i32 %2502, i32 %2503, i32 %2504) #5, !srcloc !21
  %2602 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 0
  %2603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 1
  %2604 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 2
  %2605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 3
  %2606 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 4
  %2607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 5
  %2608 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 6
  %2609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 7
  %2610 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 8
  %2611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 9
  %2612 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 10
  %2613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 11
  %2614 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 12
  %2615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 13
  %2616 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 14
  %2617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2601, 15
  %2618 = add i32 %2538, 256
  %2619 = add i32 %2539, 256
  %2620 = zext i32 %2618 to i64
  %2621 = or disjoint i64 %2620, 4611686568183201792
  %2622 = zext i32 %2619 to i64
  %2623 = or disjoint i64 %2622, 4611686568183201792
  %2624 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2621, i64 %2623, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2545, i32 %2546, i32 %2547, i32 %2548, i32 %2549, i32 %2550, i32 %2551, i32 %2552, i32 %2553, i32 %2554, i32 %2555, i32 %2556, i32 %2557, i32 %2558, i32 %2559, i32 %2560) #5, !srcloc !21
  %2625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 0
  %2626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 1
  %2627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 2
  %2628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 3
  %2629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 4
  %2630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 5
  %2631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 6
  %2632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 7
  %2633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 8
  %2634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 9
  %2635 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 10
  %2636 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 11
  %2637 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 12
  %2638 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 13
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 14
  %2640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2624, 15
  %2641 = add i32 %2539, 320
  %2642 = zext i32 %2641 to i64
  %2643 = or disjoint i64 %2642, 4611686568183201792
  %2644 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2621, i64 %2643, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2565, i32 %2566, i32 %2567, i32 %2568, i32 %2569, i32 %2570, i32 %2571, i32 %2572, i32 %2573, i32 %2574, i32 %2575, i32 %2576, i32 %2577, i32 %2578, i32 %2579, i32 %2580) #5, !srcloc !21
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 0
  %2646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 1
  %2647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 2
  %2648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 3
  %2649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 4
  %2650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 5
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 6
  %2652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 7
  %2653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 8
  %2654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 9
  %2655 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 10
  %2656 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 11
  %2657 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 12
  %2658 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 13
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 14
  %2660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2644, 15
  %2661 = add i32 %2538, 320
  %2662 = zext i32 %2661 to i64
  %2663 = or disjoint i64 %2662, 4611686568183201792
  %2664 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2663, i64 %2643, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2585, i32 %2586, i32 %2587, i32 %2588, i32 %2589, i32 %2590, i32 %2591, i32 %2592, i32 %2593, i32 %2594, i32 %2595, i32 %2596, i32 %2597, i32 %2598, i32 %2599, i32 %2600) #5, !srcloc !21
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 0
  %2666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 1
  %2667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 2
  %2668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 3
  %2669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 4
  %2670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 5
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 6
  %2672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 7
  %2673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 8
  %2674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 9
  %2675 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 10
  %2676 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 11
  %2677 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 12
  %2678 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 13
  %2679 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 14
  %2680 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2664, 15
  %2681 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2663, i64 %2623, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2602, i32 %2603, i32 %2604, i32 %2605, i32 %2606, i32 %2607, i32 %2608, i32 %2609, i32 %2610, i32 %2611, i32 %2612, i32 %2613, i32 %2614, i32 %2615, i32 %2616, i32 %2617) #5, !srcloc !21
  %2682 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 0
  %2683 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 1
  %2684 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 2
  %2685 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 3
  %2686 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 4
  %2687 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 5
  %2688 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 6
  %2689 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 7
  %2690 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 8
  %2691 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 9
  %2692 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 10
  %2693 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 11
  %2694 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 12
  %2695 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 13
  %2696 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 14
  %2697 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2681, 15
  %2698 = add i32 %2538, 512
  %2699 = add i32 %2539, 512
  %2700 = zext i32 %2698 to i64
  %2701 = or disjoint i64 %2700, 4611686568183201792
  %2702 = zext i32 %2699 to i64
  %2703 = or disjoint i64 %2702, 4611686568183201792
  %2704 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2701, i64 %2703, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2625, i32 %2626, i32 %2627, i32 %2628, i32 %2629, i32 %2630, i32 %2631, i32 %2632, i32 %2633, i32 %2634, i32 %2635, i32 %2636, i32 %2637, i32 %2638, i32 %2639, i32 %2640) #5, !srcloc !21
  %2705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 0
  %2706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 1
  %2707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 2
  %2708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 3
  %2709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 4
  %2710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 5
  %2711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 6
  %2712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 7
  %2713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 8
  %2714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 9
  %2715 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 10
  %2716 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 11
  %2717 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 12
  %2718 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 13
  %2719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 14
  %2720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2704, 15
  %2721 = add i32 %2539, 576
  %2722 = zext i32 %2721 to i64
  %2723 = or disjoint i64 %2722, 4611686568183201792
  %2724 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2701, i64 %2723, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2645, i32 %2646, i32 %2647, i32 %2648, i32 %2649, i32 %2650, i32 %2651, i32 %2652, i32 %2653, i32 %2654, i32 %2655, i32 %2656, i32 %2657, i32 %2658, i32 %2659, i32 %2660) #5, !srcloc !21
  %2725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 0
  %2726 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 1
  %2727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 2
  %2728 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 3
  %2729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 4
  %2730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 5
  %2731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 6
  %2732 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 7
  %2733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 8
  %2734 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 9
  %2735 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 10
  %2736 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 11
  %2737 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 12
  %2738 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 13
  %2739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 14
  %2740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2724, 15
  %2741 = add i32 %2538, 576
  %2742 = zext i32 %2741 to i64
  %2743 = or disjoint i64 %2742, 4611686568183201792
  %2744 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2743, i64 %2723, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2665, i32 %2666, i32 %2667, i32 %2668, i32 %2669, i32 %2670, i32 %2671, i32 %2672, i32 %2673, i32 %2674, i32 %2675, i32 %2676, i32 %2677, i32 %2678, i32 %2679, i32 %2680) #5, !srcloc !21
  %2745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 0
  %2746 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 1
  %2747 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 2
  %2748 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 3
  %2749 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 4
  %2750 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 5
  %2751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 6
  %2752 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 7
  %2753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 8
  %2754 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 9
  %2755 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 10
  %2756 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 11
  %2757 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 12
  %2758 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 13
  %2759 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 14
  %2760 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2744, 15
  %2761 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2743, i64 %2703, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2682, i32 %2683, i32 %2684, i32 %2685, i32 %2686, i32 %2687, i32 %2688, i32 %2689, i32 %2690, i32 %2691, i32 %2692, i32 %2693, i32 %2694, i32 %2695, i32 %2696, i32 %2697) #5, !srcloc !21
  %2762 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 0
  %2763 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 1
  %2764 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 2
  %2765 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 3
  %2766 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 4
  %2767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 5
  %2768 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 6
  %2769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 7
  %2770 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 8
  %2771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 9
  %2772 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 10
  %2773 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 11
  %2774 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 12
  %2775 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 13
  %2776 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 14
  %2777 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2761, 15
  %2778 = add i32 %2538, 768
  %2779 = add i32 %2539, 768
  %2780 = zext i32 %2778 to i64
  %2781 = or disjoint i64 %2780, 4611686568183201792
  %2782 = zext i32 %2779 to i64
  %2783 = or disjoint i64 %2782, 4611686568183201792
  %2784 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2781, i64 %2783, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2705, i32 %2706, i32 %2707, i32 %2708, i32 %2709, i32 %2710, i32 %2711, i32 %2712, i32 %2713, i32 %2714, i32 %2715, i32 %2716, i32 %2717, i32 %2718, i32 %2719, i32 %2720) #5, !srcloc !21
  %2785 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 0
  %2786 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 1
  %2787 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 2
  %2788 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 3
  %2789 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 4
  %2790 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 5
  %2791 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 6
  %2792 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 7
  %2793 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 8
  %2794 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 9
  %2795 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 10
  %2796 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 11
  %2797 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 12
  %2798 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 13
  %2799 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 14
  %2800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2784, 15
  %2801 = add i32 %2539, 832
  %2802 = zext i32 %2801 to i64
  %2803 = or disjoint i64 %2802, 4611686568183201792
  %2804 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2781, i64 %2803, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2725, i32 %2726, i32 %2727, i32 %2728, i32 %2729, i32 %2730, i32 %2731, i32 %2732, i32 %2733, i32 %2734, i32 %2735, i32 %2736, i32 %2737, i32 %2738, i32 %2739, i32 %2740) #5, !srcloc !21
  %2805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 0
  %2806 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 1
  %2807 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 2
  %2808 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 3
  %2809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 4
  %2810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 5
  %2811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 6
  %2812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 7
  %2813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 8
  %2814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 9
  %2815 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 10
  %2816 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 11
  %2817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 12
  %2818 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 13
  %2819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 14
  %2820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2804, 15
  %2821 = add i32 %2538, 832
  %2822 = zext i32 %2821 to i64
  %2823 = or disjoint i64 %2822, 4611686568183201792
  %2824 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2823, i64 %2803, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2745, i32 %2746, i32 %2747, i32 %2748, i32 %2749, i32 %2750, i32 %2751, i32 %2752, i32 %2753, i32 %2754, i32 %2755, i32 %2756, i32 %2757, i32 %2758, i32 %2759, i32 %2760) #5, !srcloc !21
  %2825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 0
  %2826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 1
  %2827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 2
  %2828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 3
  %2829 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 4
  %2830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 5
  %2831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 6
  %2832 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 7
  %2833 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 8
  %2834 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 9
  %2835 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 10
  %2836 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 11
  %2837 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 12
  %2838 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 13
  %2839 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 14
  %2840 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2824, 15
  %2841 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2823, i64 %2783, i32 %268, i32 1, i32 1, i32 1, i32 1, i32 %2762, i32 %2763, i32 %2764, i32 %2765, i32 %2766, i32 %2767, i32 %2768, i32 %2769, i32 %2770, i32 %2771, i32 %2772, i32 %2773, i32 %2774, i32 %2775, i32 %2776, i32 %2777) #5, !srcloc !21
  %2842 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 0
  %2843 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 1
  %2844 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 2
  %2845 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 3
  %2846 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 4
  %2847 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 5
  %2848 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 6
  %2849 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 7
  %2850 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 8
  %2851 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 9
  %2852 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 10
  %2853 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 11
  %2854 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 12
  %2855 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 13
  %2856 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 14
  %2857 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2841, 15
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #5, !srcloc !22
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #5, !srcloc !23
  %2858 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2785) #5, !srcloc !19
  %2859 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2786) #5, !srcloc !19
  %2860 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2787) #5, !srcloc !19
  %2861 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2788) #5, !srcloc !19
  %2862 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2789) #5, !srcloc !19
  %2863 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2790) #5, !srcloc !19
  %2864 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2791) #5, !srcloc !19
  %2865 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2792) #5, !srcloc !19
  %2866 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2793) #5, !srcloc !19
  %2867 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2794) #5, !srcloc !19
  %2868 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2795) #5, !srcloc !19
  %2869 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2796) #5, !srcloc !19
  %2870 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2797) #5, !srcloc !19
  %2871 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2798) #5, !srcloc !19
  %2872 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2799) #5, !srcloc !19
  %2873 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2800) #5, !srcloc !19
  %2874 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2842) #5, !srcloc !19
  %2875 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2843) #5, !srcloc !19
  %2876 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2844) #5, !srcloc !19
  %2877 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2845) #5, !srcloc !19
  %2878 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2846) #5, !srcloc !19
  %2879 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2847) #5, !srcloc !19
  %2880 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2848) #5, !srcloc !19
  %2881 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2849) #5, !srcloc !19
  %2882 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2850) #5, !srcloc !19
  %2883 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2851) #5, !srcloc !19
  %2884 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2852) #5, !srcloc !19
  %2885 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2853) #5, !srcloc !19
  %2886 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2854) #5, !srcloc !19
  %2887 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2855) #5, !srcloc !19
  %2888 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2856) #5, !srcloc !19
  %2889 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2857) #5, !srcloc !19
  %2890 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2805) #5, !srcloc !19
  %2891 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2806) #5, !srcloc !19
  %2892 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2807) #5, !srcloc !19
  %2893 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2808) #5, !srcloc !19
  %2894 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2809) #5, !srcloc !19
  %2895 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2810) #5, !srcloc !19
  %2896 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2811) #5, !srcloc !19
  %2897 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2812) #5, !srcloc !19
  %2898 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2813) #5, !srcloc !19
  %2899 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2814) #5, !srcloc !19
  %2900 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2815) #5, !srcloc !19
  %2901 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2816) #5, !srcloc !19
  %2902 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2817) #5, !srcloc !19
  %2903 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2818) #5, !srcloc !19
  %2904 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2819) #5, !srcloc !19
  %2905 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2820) #5, !srcloc !19
  %2906 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2825) #5, !srcloc !19
  %2907 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2826) #5, !srcloc !19
  %2908 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2827) #5, !srcloc !19
  %2909 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2828) #5, !srcloc !19
  %2910 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2829) #5, !srcloc !19
  %2911 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2830) #5, !srcloc !19
  %2912 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2831) #5, !srcloc !19
  %2913 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2832) #5, !srcloc !19
  %2914 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2833) #5, !srcloc !19
  %2915 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2834) #5, !srcloc !19
  %2916 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2835) #5, !srcloc !19
  %2917 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2836) #5, !srcloc !19
  %2918 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2837) #5, !srcloc !19
  %2919 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2838) #5, !srcloc !19
  %2920 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2839) #5, !srcloc !19
  %2921 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2840) #5, !srcloc !19
  %2922 = add nsw i32 %2383, 1
  %2923 = icmp eq i32 %2922, 3
  %2924 = select i1 %2923, i32 0, i32 %2922
  %2925 = add nsw i32 %2384, 1
  %2926 = icmp eq i32 %2925, 3
  %2927 = select i1 %2926, i32 0, i32 %2925
  %2928 = add nuw nsw i32 %2382, 1
  %2929 = icmp eq i32 %2928, %266
  br i1 %2929, label %269, label %2317, !llvm.loop !24
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS1_IJiNS3_ILi1EEEEEENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_S9_EEENS1_IJS9_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJS9_NS3_ILi0EEEEEENS1_IJSQ_NS3_ILi8192EEEEEEEEEEEEENS0_9TiledCopyINS0_9Copy_AtomIJNS0_25SM80_CP_ASYNC_CACHEALWAYSINS7_9uint128_tES10_EES8_EEENSG_INS1_IJSJ_SH_EEENS1_IJNS1_IJS4_S9_EEESI_EEEEENS1_IJSI_S5_EEEEES8_SA_SW_S18_S8_NS1_IJS9_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1D_5MajorE0ELS1F_0ELNS1D_7ScaleInE1ELS1G_1EEEEEENSG_INS1_IJS9_S9_S9_EEENS1_IJSQ_SQ_SQ_EEEEENS1_IJNS0_10UnderscoreES1M_S1M_EEEEES8_S8_EvT_T0_PKT1_T2_T3_T4_PKT5_T6_T7_T8_PT9_T10_T11_T12_T13_(ptr noundef readonly byval(%"struct.cute::tuple") align 4 captures(none) %0, ptr noundef readnone byval(%"struct.cute::tuple.2") align 1 captures(none) %1, ptr noundef %2, ptr noundef readonly byval(%"struct.cute::tuple.184") align 4 captures(none) %3, ptr noundef readnone byval(%"struct.cute::ComposedLayout.3172") align 1 captures(none) %4, ptr noundef readnone byval(%"struct.cute::TiledCopy.3176") align 1 captures(none) %5, ptr noundef %6, ptr noundef readonly byval(%"struct.cute::tuple.184") align 4 captures(none) %7, ptr noundef readnone byval(%"struct.cute::ComposedLayout.3172") align 1 captures(none) %8, ptr noundef readnone byval(%"struct.cute::TiledCopy.3176") align 1 captures(none) %9, ptr noundef %10, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %11, ptr noundef readonly byval(%"struct.cute::TiledMMA.3177") align 4 captures(none) %12, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %13, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %14) local_unnamed_addr #1 comdat {
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %11, align 4
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = shl i32 %21, 7
  %24 = mul i32 %23, %18
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %2, i64 %25
  %27 = shl nuw nsw i32 %22, 7
  %28 = mul i32 %27, %19
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %6, i64 %29
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = shl nsw i32 %18, 4
  %33 = lshr i32 %31, 3
  %34 = shl nuw nsw i32 %31, 3
  %35 = and i32 %34, 56
  %36 = mul i32 %18, %33
  %37 = add i32 %36, %35
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %26, i64 %38
  %40 = and i32 %34, 504
  %41 = and i32 %34, 7680
  %42 = and i32 %31, 56
  %43 = xor i32 %40, %42
  %44 = or disjoint i32 %43, %41
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %45
  %47 = shl nsw i32 %19, 4
  %48 = mul i32 %19, %33
  %49 = add i32 %48, %35
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %30, i64 %50
  %52 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %45
  %53 = addrspacecast ptr %46 to ptr addrspace(3)
  %54 = ptrtoint ptr addrspace(3) %53 to i64
  %55 = trunc i64 %54 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %55, ptr nonnull align 16 dereferenceable(16) %39, i64 16) #5, !srcloc !11
  %56 = sext i32 %32 to i64
  %57 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %46, i64 2048
  %59 = addrspacecast ptr %58 to ptr addrspace(3)
  %60 = ptrtoint ptr addrspace(3) %59 to i64
  %61 = trunc i64 %60 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %61, ptr nonnull align 16 dereferenceable(16) %57, i64 16) #5, !srcloc !11
  %62 = shl nsw i32 %18, 5
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %63
  %65 = getelementptr inbounds nuw i8, ptr %46, i64 4096
  %66 = addrspacecast ptr %65 to ptr addrspace(3)
  %67 = ptrtoint ptr addrspace(3) %66 to i64
  %68 = trunc i64 %67 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %68, ptr nonnull align 16 dereferenceable(16) %64, i64 16) #5, !srcloc !11
  %69 = mul nsw i32 %18, 48
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %46, i64 6144
  %73 = addrspacecast ptr %72 to ptr addrspace(3)
  %74 = ptrtoint ptr addrspace(3) %73 to i64
  %75 = trunc i64 %74 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %75, ptr nonnull align 16 dereferenceable(16) %71, i64 16) #5, !srcloc !11
  %76 = shl nsw i32 %18, 6
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %46, i64 8192
  %80 = addrspacecast ptr %79 to ptr addrspace(3)
  %81 = ptrtoint ptr addrspace(3) %80 to i64
  %82 = trunc i64 %81 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %82, ptr nonnull align 16 dereferenceable(16) %78, i64 16) #5, !srcloc !11
  %83 = mul nsw i32 %18, 80
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %46, i64 10240
  %87 = addrspacecast ptr %86 to ptr addrspace(3)
  %88 = ptrtoint ptr addrspace(3) %87 to i64
  %89 = trunc i64 %88 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %89, ptr nonnull align 16 dereferenceable(16) %85, i64 16) #5, !srcloc !11
  %90 = mul nsw i32 %18, 96
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %46, i64 12288
  %94 = addrspacecast ptr %93 to ptr addrspace(3)
  %95 = ptrtoint ptr addrspace(3) %94 to i64
  %96 = trunc i64 %95 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %96, ptr nonnull align 16 dereferenceable(16) %92, i64 16) #5, !srcloc !11
  %97 = mul nsw i32 %18, 112
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %46, i64 14336
  %101 = addrspacecast ptr %100 to ptr addrspace(3)
  %102 = ptrtoint ptr addrspace(3) %101 to i64
  %103 = trunc i64 %102 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %103, ptr nonnull align 16 dereferenceable(16) %99, i64 16) #5, !srcloc !11
  %104 = addrspacecast ptr %52 to ptr addrspace(3)
  %105 = ptrtoint ptr addrspace(3) %104 to i64
  %106 = trunc i64 %105 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %106, ptr nonnull align 16 dereferenceable(16) %51, i64 16) #5, !srcloc !11
  %107 = sext i32 %47 to i64
  %108 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %52, i64 2048
  %110 = addrspacecast ptr %109 to ptr addrspace(3)
  %111 = ptrtoint ptr addrspace(3) %110 to i64
  %112 = trunc i64 %111 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %112, ptr nonnull align 16 dereferenceable(16) %108, i64 16) #5, !srcloc !11
  %113 = shl nsw i32 %19, 5
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %52, i64 4096
  %117 = addrspacecast ptr %116 to ptr addrspace(3)
  %118 = ptrtoint ptr addrspace(3) %117 to i64
  %119 = trunc i64 %118 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %119, ptr nonnull align 16 dereferenceable(16) %115, i64 16) #5, !srcloc !11
  %120 = mul nsw i32 %19, 48
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %121
  %123 = getelementptr inbounds nuw i8, ptr %52, i64 6144
  %124 = addrspacecast ptr %123 to ptr addrspace(3)
  %125 = ptrtoint ptr addrspace(3) %124 to i64
  %126 = trunc i64 %125 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %126, ptr nonnull align 16 dereferenceable(16) %122, i64 16) #5, !srcloc !11
  %127 = shl nsw i32 %19, 6
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %128
  %130 = getelementptr inbounds nuw i8, ptr %52, i64 8192
  %131 = addrspacecast ptr %130 to ptr addrspace(3)
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %133, ptr nonnull align 16 dereferenceable(16) %129, i64 16) #5, !srcloc !11
  %134 = mul nsw i32 %19, 80
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %135
  %137 = getelementptr inbounds nuw i8, ptr %52, i64 10240
  %138 = addrspacecast ptr %137 to ptr addrspace(3)
  %139 = ptrtoint ptr addrspace(3) %138 to i64
  %140 = trunc i64 %139 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %140, ptr nonnull align 16 dereferenceable(16) %136, i64 16) #5, !srcloc !11
  %141 = mul nsw i32 %19, 96
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %142
  %144 = getelementptr inbounds nuw i8, ptr %52, i64 12288
  %145 = addrspacecast ptr %144 to ptr addrspace(3)
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %147, ptr nonnull align 16 dereferenceable(16) %143, i64 16) #5, !srcloc !11
  %148 = mul nsw i32 %19, 112
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %52, i64 14336
  %152 = addrspacecast ptr %151 to ptr addrspace(3)
  %153 = ptrtoint ptr addrspace(3) %152 to i64
  %154 = trunc i64 %153 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %154, ptr nonnull align 16 dereferenceable(16) %150, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  %155 = getelementptr inbounds nuw i8, ptr %39, i64 128
  %156 = getelementptr inbounds nuw i8, ptr %46, i64 16384
  %157 = addrspacecast ptr %156 to ptr addrspace(3)
  %158 = ptrtoint ptr addrspace(3) %157 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %159, ptr nonnull align 16 dereferenceable(16) %155, i64 16) #5, !srcloc !11
  %160 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %56
  %161 = getelementptr inbounds nuw i8, ptr %46, i64 18432
  %162 = addrspacecast ptr %161 to ptr addrspace(3)
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = trunc i64 %163 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %164, ptr nonnull align 16 dereferenceable(16) %160, i64 16) #5, !srcloc !11
  %165 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %63
  %166 = getelementptr inbounds nuw i8, ptr %46, i64 20480
  %167 = addrspacecast ptr %166 to ptr addrspace(3)
  %168 = ptrtoint ptr addrspace(3) %167 to i64
  %169 = trunc i64 %168 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %169, ptr nonnull align 16 dereferenceable(16) %165, i64 16) #5, !srcloc !11
  %170 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %70
  %171 = getelementptr inbounds nuw i8, ptr %46, i64 22528
  %172 = addrspacecast ptr %171 to ptr addrspace(3)
  %173 = ptrtoint ptr addrspace(3) %172 to i64
  %174 = trunc i64 %173 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %174, ptr nonnull align 16 dereferenceable(16) %170, i64 16) #5, !srcloc !11
  %175 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %77
  %176 = getelementptr inbounds nuw i8, ptr %46, i64 24576
  %177 = addrspacecast ptr %176 to ptr addrspace(3)
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %179, ptr nonnull align 16 dereferenceable(16) %175, i64 16) #5, !srcloc !11
  %180 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %84
  %181 = getelementptr inbounds nuw i8, ptr %46, i64 26624
  %182 = addrspacecast ptr %181 to ptr addrspace(3)
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %184, ptr nonnull align 16 dereferenceable(16) %180, i64 16) #5, !srcloc !11
  %185 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %91
  %186 = getelementptr inbounds nuw i8, ptr %46, i64 28672
  %187 = addrspacecast ptr %186 to ptr addrspace(3)
  %188 = ptrtoint ptr addrspace(3) %187 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %189, ptr nonnull align 16 dereferenceable(16) %185, i64 16) #5, !srcloc !11
  %190 = getelementptr inbounds %"struct.cutlass::half_t", ptr %155, i64 %98
  %191 = getelementptr inbounds nuw i8, ptr %46, i64 30720
  %192 = addrspacecast ptr %191 to ptr addrspace(3)
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = trunc i64 %193 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %194, ptr nonnull align 16 dereferenceable(16) %190, i64 16) #5, !srcloc !11
  %195 = getelementptr inbounds nuw i8, ptr %51, i64 128
  %196 = getelementptr inbounds nuw i8, ptr %52, i64 16384
  %197 = addrspacecast ptr %196 to ptr addrspace(3)
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %199, ptr nonnull align 16 dereferenceable(16) %195, i64 16) #5, !srcloc !11
  %200 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %107
  %201 = getelementptr inbounds nuw i8, ptr %52, i64 18432
  %202 = addrspacecast ptr %201 to ptr addrspace(3)
  %203 = ptrtoint ptr addrspace(3) %202 to i64
  %204 = trunc i64 %203 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %204, ptr nonnull align 16 dereferenceable(16) %200, i64 16) #5, !srcloc !11
  %205 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %114
  %206 = getelementptr inbounds nuw i8, ptr %52, i64 20480
  %207 = addrspacecast ptr %206 to ptr addrspace(3)
  %208 = ptrtoint ptr addrspace(3) %207 to i64
  %209 = trunc i64 %208 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %209, ptr nonnull align 16 dereferenceable(16) %205, i64 16) #5, !srcloc !11
  %210 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %121
  %211 = getelementptr inbounds nuw i8, ptr %52, i64 22528
  %212 = addrspacecast ptr %211 to ptr addrspace(3)
  %213 = ptrtoint ptr addrspace(3) %212 to i64
  %214 = trunc i64 %213 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %214, ptr nonnull align 16 dereferenceable(16) %210, i64 16) #5, !srcloc !11
  %215 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %128
  %216 = getelementptr inbounds nuw i8, ptr %52, i64 24576
  %217 = addrspacecast ptr %216 to ptr addrspace(3)
  %218 = ptrtoint ptr addrspace(3) %217 to i64
  %219 = trunc i64 %218 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %219, ptr nonnull align 16 dereferenceable(16) %215, i64 16) #5, !srcloc !11
  %220 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %135
  %221 = getelementptr inbounds nuw i8, ptr %52, i64 26624
  %222 = addrspacecast ptr %221 to ptr addrspace(3)
  %223 = ptrtoint ptr addrspace(3) %222 to i64
  %224 = trunc i64 %223 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %224, ptr nonnull align 16 dereferenceable(16) %220, i64 16) #5, !srcloc !11
  %225 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %142
  %226 = getelementptr inbounds nuw i8, ptr %52, i64 28672
  %227 = addrspacecast ptr %226 to ptr addrspace(3)
  %228 = ptrtoint ptr addrspace(3) %227 to i64
  %229 = trunc i64 %228 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %229, ptr nonnull align 16 dereferenceable(16) %225, i64 16) #5, !srcloc !11
  %230 = getelementptr inbounds %"struct.cutlass::half_t", ptr %195, i64 %149
  %231 = getelementptr inbounds nuw i8, ptr %52, i64 30720
  %232 = addrspacecast ptr %231 to ptr addrspace(3)
  %233 = ptrtoint ptr addrspace(3) %232 to i64
  %234 = trunc i64 %233 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %234, ptr nonnull align 16 dereferenceable(16) %230, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  %235 = mul i32 %20, %22
  %236 = add i32 %235, %21
  %237 = shl i32 %236, 7
  %238 = zext i32 %237 to i64
  %239 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %10, i64 %238
  %240 = shl nsw i32 %20, 6
  %241 = shl nsw i32 %20, 3
  %242 = lshr i32 %31, 2
  %243 = shl nuw nsw i32 %31, 1
  %244 = and i32 %243, 6
  %245 = mul i32 %244, %20
  %246 = and i32 %242, 7
  %247 = lshr i32 %31, 1
  %248 = and i32 %247, 48
  %249 = or disjoint i32 %246, %248
  %250 = add i32 %249, %245
  %251 = zext i32 %250 to i64
  %252 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %239, i64 %251
  %253 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %254 = and i32 %253, 16383
  %255 = or disjoint i32 %254, 65536
  %256 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %257 = and i32 %256, 16383
  %258 = or disjoint i32 %257, 65536
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %259 = icmp sgt i32 %17, 0
  br i1 %259, label %260, label %265

260:                                              ; preds = %15
  %261 = add nuw nsw i32 %17, 63
  %262 = lshr i32 %261, 6
  %263 = add nsw i32 %262, -1
  %264 = load i32, ptr %12, align 4
  br label %2313

265:                                              ; preds = %2313, %15
  %266 = phi i32 [ 0, %15 ], [ %2915, %2313 ]
  %267 = phi i32 [ 0, %15 ], [ %2914, %2313 ]
  %268 = phi i32 [ 0, %15 ], [ %2913, %2313 ]
  %269 = phi i32 [ 0, %15 ], [ %2912, %2313 ]
  %270 = phi i32 [ 0, %15 ], [ %2911, %2313 ]
  %271 = phi i32 [ 0, %15 ], [ %2910, %2313 ]
  %272 = phi i32 [ 0, %15 ], [ %2909, %2313 ]
  %273 = phi i32 [ 0, %15 ], [ %2908, %2313 ]
  %274 = phi i32 [ 0, %15 ], [ %2907, %2313 ]
  %275 = phi i32 [ 0, %15 ], [ %2906, %2313 ]
  %276 = phi i32 [ 0, %15 ], [ %2905, %2313 ]
  %277 = phi i32 [ 0, %15 ], [ %2904, %2313 ]
  %278 = phi i32 [ 0, %15 ], [ %2903, %2313 ]
  %279 = phi i32 [ 0, %15 ], [ %2902, %2313 ]
  %280 = phi i32 [ 0, %15 ], [ %2901, %2313 ]
  %281 = phi i32 [ 0, %15 ], [ %2900, %2313 ]
  %282 = phi i32 [ 0, %15 ], [ %2899, %2313 ]
  %283 = phi i32 [ 0, %15 ], [ %2898, %2313 ]
  %284 = phi i32 [ 0, %15 ], [ %2897, %2313 ]
  %285 = phi i32 [ 0, %15 ], [ %2896, %2313 ]
  %286 = phi i32 [ 0, %15 ], [ %2895, %2313 ]
  %287 = phi i32 [ 0, %15 ], [ %2894, %2313 ]
  %288 = phi i32 [ 0, %15 ], [ %2893, %2313 ]
  %289 = phi i32 [ 0, %15 ], [ %2892, %2313 ]
  %290 = phi i32 [ 0, %15 ], [ %2891, %2313 ]
  %291 = phi i32 [ 0, %15 ], [ %2890, %2313 ]
  %292 = phi i32 [ 0, %15 ], [ %2889, %2313 ]
  %293 = phi i32 [ 0, %15 ], [ %2888, %2313 ]
  %294 = phi i32 [ 0, %15 ], [ %2887, %2313 ]
  %295 = phi i32 [ 0, %15 ], [ %2886, %2313 ]
  %296 = phi i32 [ 0, %15 ], [ %2885, %2313 ]
  %297 = phi i32 [ 0, %15 ], [ %2884, %2313 ]
  %298 = phi i32 [ 0, %15 ], [ %2883, %2313 ]
  %299 = phi i32 [ 0, %15 ], [ %2882, %2313 ]
  %300 = phi i32 [ 0, %15 ], [ %2881, %2313 ]
  %301 = phi i32 [ 0, %15 ], [ %2880, %2313 ]
  %302 = phi i32 [ 0, %15 ], [ %2879, %2313 ]
  %303 = phi i32 [ 0, %15 ], [ %2878, %2313 ]
  %304 = phi i32 [ 0, %15 ], [ %2877, %2313 ]
  %305 = phi i32 [ 0, %15 ], [ %2876, %2313 ]
  %306 = phi i32 [ 0, %15 ], [ %2875, %2313 ]
  %307 = phi i32 [ 0, %15 ], [ %2874, %2313 ]
  %308 = phi i32 [ 0, %15 ], [ %2873, %2313 ]
  %309 = phi i32 [ 0, %15 ], [ %2872, %2313 ]
  %310 = phi i32 [ 0, %15 ], [ %2871, %2313 ]
  %311 = phi i32 [ 0, %15 ], [ %2870, %2313 ]
  %312 = phi i32 [ 0, %15 ], [ %2869, %2313 ]
  %313 = phi i32 [ 0, %15 ], [ %2868, %2313 ]
  %314 = phi i32 [ 0, %15 ], [ %2867, %2313 ]
  %315 = phi i32 [ 0, %15 ], [ %2866, %2313 ]
  %316 = phi i32 [ 0, %15 ], [ %2865, %2313 ]
  %317 = phi i32 [ 0, %15 ], [ %2864, %2313 ]
  %318 = phi i32 [ 0, %15 ], [ %2863, %2313 ]
  %319 = phi i32 [ 0, %15 ], [ %2862, %2313 ]
  %320 = phi i32 [ 0, %15 ], [ %2861, %2313 ]
  %321 = phi i32 [ 0, %15 ], [ %2860, %2313 ]
  %322 = phi i32 [ 0, %15 ], [ %2859, %2313 ]
  %323 = phi i32 [ 0, %15 ], [ %2858, %2313 ]
  %324 = phi i32 [ 0, %15 ], [ %2857, %2313 ]
  %325 = phi i32 [ 0, %15 ], [ %2856, %2313 ]
  %326 = phi i32 [ 0, %15 ], [ %2855, %2313 ]
  %327 = phi i32 [ 0, %15 ], [ %2854, %2313 ]
  %328 = phi i32 [ 0, %15 ], [ %2853, %2313 ]
  %329 = phi i32 [ 0, %15 ], [ %2852, %2313 ]
  %330 = load i16, ptr %14, align 2, !tbaa !13
  %331 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %330) #6, !srcloc !15
  %332 = fcmp contract oeq float %331, 0.000000e+00
  %333 = load i16, ptr %13, align 2
  %334 = trunc i32 %329 to i16
  br i1 %332, label %335, label %337

335:                                              ; preds = %265
  %336 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %334) #6, !srcloc !16
  br label %342

337:                                              ; preds = %265
  %338 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %334) #6, !srcloc !16
  %339 = load i16, ptr %252, align 2, !tbaa !13
  %340 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %339) #6, !srcloc !16
  %341 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %338, i16 %340) #6, !srcloc !17
  br label %342

342:                                              ; preds = %337, %335
  %343 = phi i16 [ %336, %335 ], [ %341, %337 ]
  store i16 %343, ptr %252, align 2, !tbaa !13
  %344 = lshr i32 %329, 16
  %345 = trunc nuw i32 %344 to i16
  %346 = sext i32 %20 to i64
  br i1 %332, label %353, label %347

347:                                              ; preds = %342
  %348 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %345) #6, !srcloc !16
  %349 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %346
  %350 = load i16, ptr %349, align 2, !tbaa !13
  %351 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %350) #6, !srcloc !16
  %352 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %348, i16 %351) #6, !srcloc !17
  br label %355

353:                                              ; preds = %342
  %354 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %345) #6, !srcloc !16
  br label %355

355:                                              ; preds = %353, %347
  %356 = phi i16 [ %354, %353 ], [ %352, %347 ]
  %357 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %346
  store i16 %356, ptr %357, align 2, !tbaa !13
  %358 = trunc i32 %328 to i16
  br i1 %332, label %365, label %359

359:                                              ; preds = %355
  %360 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %358) #6, !srcloc !16
  %361 = getelementptr inbounds nuw i8, ptr %252, i64 16
  %362 = load i16, ptr %361, align 2, !tbaa !13
  %363 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %362) #6, !srcloc !16
  %364 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %360, i16 %363) #6, !srcloc !17
  br label %367

365:                                              ; preds = %355
  %366 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %358) #6, !srcloc !16
  br label %367

367:                                              ; preds = %365, %359
  %368 = phi i16 [ %366, %365 ], [ %364, %359 ]
  %369 = getelementptr inbounds nuw i8, ptr %252, i64 16
  store i16 %368, ptr %369, align 2, !tbaa !13
  %370 = lshr i32 %328, 16
  %371 = trunc nuw i32 %370 to i16
  %372 = add i32 %20, 8
  %373 = sext i32 %372 to i64
  br i1 %332, label %380, label %374

374:                                              ; preds = %367
  %375 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %371) #6, !srcloc !16
  %376 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %373
  %377 = load i16, ptr %376, align 2, !tbaa !13
  %378 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %377) #6, !srcloc !16
  %379 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %375, i16 %378) #6, !srcloc !17
  br label %382

380:                                              ; preds = %367
  %381 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %371) #6, !srcloc !16
  br label %382

382:                                              ; preds = %380, %374
  %383 = phi i16 [ %381, %380 ], [ %379, %374 ]
  %384 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %373
  store i16 %383, ptr %384, align 2, !tbaa !13
  %385 = trunc i32 %327 to i16
  %386 = sext i32 %241 to i64
  br i1 %332, label %393, label %387

387:                                              ; preds = %382
  %388 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %385) #6, !srcloc !16
  %389 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %386
  %390 = load i16, ptr %389, align 2, !tbaa !13
  %391 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %390) #6, !srcloc !16
  %392 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %388, i16 %391) #6, !srcloc !17
  br label %395

393:                                              ; preds = %382
  %394 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %385) #6, !srcloc !16
  br label %395

395:                                              ; preds = %393, %387
  %396 = phi i16 [ %394, %393 ], [ %392, %387 ]
  %397 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %386
  store i16 %396, ptr %397, align 2, !tbaa !13
  %398 = lshr i32 %327, 16
  %399 = trunc nuw i32 %398 to i16
  %400 = mul i32 %20, 9
  %401 = sext i32 %400 to i64
  br i1 %332, label %408, label %402

402:                                              ; preds = %395
  %403 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %399) #6, !srcloc !16
  %404 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %401
  %405 = load i16, ptr %404, align 2, !tbaa !13
  %406 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %405) #6, !srcloc !16
  %407 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %403, i16 %406) #6, !srcloc !17
  br label %410

408:                                              ; preds = %395
  %409 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %399) #6, !srcloc !16
  br label %410

410:                                              ; preds = %408, %402
  %411 = phi i16 [ %409, %408 ], [ %407, %402 ]
  %412 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %401
  store i16 %411, ptr %412, align 2, !tbaa !13
  %413 = trunc i32 %326 to i16
  %414 = add i32 %241, 8
  %415 = sext i32 %414 to i64
  br i1 %332, label %422, label %416

416:                                              ; preds = %410
  %417 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %413) #6, !srcloc !16
  %418 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %415
  %419 = load i16, ptr %418, align 2, !tbaa !13
  %420 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %419) #6, !srcloc !16
  %421 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %417, i16 %420) #6, !srcloc !17
  br label %424

422:                                              ; preds = %410
  %423 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %413) #6, !srcloc !16
  br label %424

424:                                              ; preds = %422, %416
  %425 = phi i16 [ %423, %422 ], [ %421, %416 ]
  %426 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %415
  store i16 %425, ptr %426, align 2, !tbaa !13
  %427 = lshr i32 %326, 16
  %428 = trunc nuw i32 %427 to i16
  br i1 %332, label %437, label %429

429:                                              ; preds = %424
  %430 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %428) #6, !srcloc !16
  %431 = add i32 %400, 8
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %432
  %434 = load i16, ptr %433, align 2, !tbaa !13
  %435 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %434) #6, !srcloc !16
  %436 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %430, i16 %435) #6, !srcloc !17
  br label %439

437:                                              ; preds = %424
  %438 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %428) #6, !srcloc !16
  br label %439

439:                                              ; preds = %437, %429
  %440 = phi i16 [ %438, %437 ], [ %436, %429 ]
  %441 = add i32 %372, %241
  %442 = sext i32 %441 to i64
  %443 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %442
  store i16 %440, ptr %443, align 2, !tbaa !13
  %444 = trunc i32 %325 to i16
  %445 = shl nsw i32 %20, 4
  %446 = sext i32 %445 to i64
  br i1 %332, label %453, label %447

447:                                              ; preds = %439
  %448 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %444) #6, !srcloc !16
  %449 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %446
  %450 = load i16, ptr %449, align 2, !tbaa !13
  %451 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %450) #6, !srcloc !16
  %452 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %448, i16 %451) #6, !srcloc !17
  br label %455

453:                                              ; preds = %439
  %454 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %444) #6, !srcloc !16
  br label %455

455:                                              ; preds = %453, %447
  %456 = phi i16 [ %454, %453 ], [ %452, %447 ]
  %457 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %446
  store i16 %456, ptr %457, align 2, !tbaa !13
  %458 = lshr i32 %325, 16
  %459 = trunc nuw i32 %458 to i16
  %460 = mul i32 %20, 17
  %461 = sext i32 %460 to i64
  br i1 %332, label %468, label %462

462:                                              ; preds = %455
  %463 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %459) #6, !srcloc !16
  %464 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %461
  %465 = load i16, ptr %464, align 2, !tbaa !13
  %466 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %465) #6, !srcloc !16
  %467 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %463, i16 %466) #6, !srcloc !17
  br label %470

468:                                              ; preds = %455
  %469 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %459) #6, !srcloc !16
  br label %470

470:                                              ; preds = %468, %462
  %471 = phi i16 [ %469, %468 ], [ %467, %462 ]
  %472 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %461
  store i16 %471, ptr %472, align 2, !tbaa !13
  %473 = trunc i32 %324 to i16
  %474 = or disjoint i32 %445, 8
  %475 = sext i32 %474 to i64
  br i1 %332, label %482, label %476

476:                                              ; preds = %470
  %477 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %473) #6, !srcloc !16
  %478 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %475
  %479 = load i16, ptr %478, align 2, !tbaa !13
  %480 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %479) #6, !srcloc !16
  %481 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %477, i16 %480) #6, !srcloc !17
  br label %484

482:                                              ; preds = %470
  %483 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %473) #6, !srcloc !16
  br label %484

484:                                              ; preds = %482, %476
  %485 = phi i16 [ %483, %482 ], [ %481, %476 ]
  %486 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %475
  store i16 %485, ptr %486, align 2, !tbaa !13
  %487 = lshr i32 %324, 16
  %488 = trunc nuw i32 %487 to i16
  br i1 %332, label %497, label %489

489:                                              ; preds = %484
  %490 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %488) #6, !srcloc !16
  %491 = add i32 %460, 8
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %492
  %494 = load i16, ptr %493, align 2, !tbaa !13
  %495 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %494) #6, !srcloc !16
  %496 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %490, i16 %495) #6, !srcloc !17
  br label %499

497:                                              ; preds = %484
  %498 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %488) #6, !srcloc !16
  br label %499

499:                                              ; preds = %497, %489
  %500 = phi i16 [ %498, %497 ], [ %496, %489 ]
  %501 = add i32 %372, %445
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %502
  store i16 %500, ptr %503, align 2, !tbaa !13
  %504 = trunc i32 %323 to i16
  %505 = mul nsw i32 %20, 24
  %506 = sext i32 %505 to i64
  br i1 %332, label %513, label %507

507:                                              ; preds = %499
  %508 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %504) #6, !srcloc !16
  %509 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %506
  %510 = load i16, ptr %509, align 2, !tbaa !13
  %511 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %510) #6, !srcloc !16
  %512 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %508, i16 %511) #6, !srcloc !17
  br label %515

513:                                              ; preds = %499
  %514 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %504) #6, !srcloc !16
  br label %515

515:                                              ; preds = %513, %507
  %516 = phi i16 [ %514, %513 ], [ %512, %507 ]
  %517 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %506
  store i16 %516, ptr %517, align 2, !tbaa !13
  %518 = lshr i32 %323, 16
  %519 = trunc nuw i32 %518 to i16
  %520 = mul i32 %20, 25
  %521 = sext i32 %520 to i64
  br i1 %332, label %528, label %522

522:                                              ; preds = %515
  %523 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %519) #6, !srcloc !16
  %524 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %521
  %525 = load i16, ptr %524, align 2, !tbaa !13
  %526 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %525) #6, !srcloc !16
  %527 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %523, i16 %526) #6, !srcloc !17
  br label %530

528:                                              ; preds = %515
  %529 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %519) #6, !srcloc !16
  br label %530

530:                                              ; preds = %528, %522
  %531 = phi i16 [ %529, %528 ], [ %527, %522 ]
  %532 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %521
  store i16 %531, ptr %532, align 2, !tbaa !13
  %533 = trunc i32 %322 to i16
  %534 = add i32 %505, 8
  %535 = sext i32 %534 to i64
  br i1 %332, label %542, label %536

536:                                              ; preds = %530
  %537 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %533) #6, !srcloc !16
  %538 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %535
  %539 = load i16, ptr %538, align 2, !tbaa !13
  %540 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %539) #6, !srcloc !16
  %541 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %537, i16 %540) #6, !srcloc !17
  br label %544

542:                                              ; preds = %530
  %543 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %533) #6, !srcloc !16
  br label %544

544:                                              ; preds = %542, %536
  %545 = phi i16 [ %543, %542 ], [ %541, %536 ]
  %546 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %535
  store i16 %545, ptr %546, align 2, !tbaa !13
  %547 = lshr i32 %322, 16
  %548 = trunc nuw i32 %547 to i16
  br i1 %332, label %557, label %549

549:                                              ; preds = %544
  %550 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %548) #6, !srcloc !16
  %551 = add i32 %520, 8
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %552
  %554 = load i16, ptr %553, align 2, !tbaa !13
  %555 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %554) #6, !srcloc !16
  %556 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %550, i16 %555) #6, !srcloc !17
  br label %559

557:                                              ; preds = %544
  %558 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %548) #6, !srcloc !16
  br label %559

559:                                              ; preds = %557, %549
  %560 = phi i16 [ %558, %557 ], [ %556, %549 ]
  %561 = add i32 %372, %505
  %562 = sext i32 %561 to i64
  %563 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %562
  store i16 %560, ptr %563, align 2, !tbaa !13
  %564 = trunc i32 %321 to i16
  %565 = shl nsw i32 %20, 5
  %566 = sext i32 %565 to i64
  br i1 %332, label %573, label %567

567:                                              ; preds = %559
  %568 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %564) #6, !srcloc !16
  %569 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %566
  %570 = load i16, ptr %569, align 2, !tbaa !13
  %571 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %570) #6, !srcloc !16
  %572 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %568, i16 %571) #6, !srcloc !17
  br label %575

573:                                              ; preds = %559
  %574 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %564) #6, !srcloc !16
  br label %575

575:                                              ; preds = %573, %567
  %576 = phi i16 [ %574, %573 ], [ %572, %567 ]
  %577 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %566
  store i16 %576, ptr %577, align 2, !tbaa !13
  %578 = lshr i32 %321, 16
  %579 = trunc nuw i32 %578 to i16
  %580 = mul i32 %20, 33
  %581 = sext i32 %580 to i64
  br i1 %332, label %588, label %582

582:                                              ; preds = %575
  %583 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %579) #6, !srcloc !16
  %584 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %581
  %585 = load i16, ptr %584, align 2, !tbaa !13
  %586 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %585) #6, !srcloc !16
  %587 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %583, i16 %586) #6, !srcloc !17
  br label %590

588:                                              ; preds = %575
  %589 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %579) #6, !srcloc !16
  br label %590

590:                                              ; preds = %588, %582
  %591 = phi i16 [ %589, %588 ], [ %587, %582 ]
  %592 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %581
  store i16 %591, ptr %592, align 2, !tbaa !13
  %593 = trunc i32 %320 to i16
  %594 = or disjoint i32 %565, 8
  %595 = sext i32 %594 to i64
  br i1 %332, label %602, label %596

596:                                              ; preds = %590
  %597 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %593) #6, !srcloc !16
  %598 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %595
  %599 = load i16, ptr %598, align 2, !tbaa !13
  %600 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %599) #6, !srcloc !16
  %601 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %597, i16 %600) #6, !srcloc !17
  br label %604

602:                                              ; preds = %590
  %603 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %593) #6, !srcloc !16
  br label %604

604:                                              ; preds = %602, %596
  %605 = phi i16 [ %603, %602 ], [ %601, %596 ]
  %606 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %595
  store i16 %605, ptr %606, align 2, !tbaa !13
  %607 = lshr i32 %320, 16
  %608 = trunc nuw i32 %607 to i16
  br i1 %332, label %617, label %609

609:                                              ; preds = %604
  %610 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %608) #6, !srcloc !16
  %611 = add i32 %580, 8
  %612 = sext i32 %611 to i64
  %613 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %612
  %614 = load i16, ptr %613, align 2, !tbaa !13
  %615 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %614) #6, !srcloc !16
  %616 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %610, i16 %615) #6, !srcloc !17
  br label %619

617:                                              ; preds = %604
  %618 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %608) #6, !srcloc !16
  br label %619

619:                                              ; preds = %617, %609
  %620 = phi i16 [ %618, %617 ], [ %616, %609 ]
  %621 = add i32 %372, %565
  %622 = sext i32 %621 to i64
  %623 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %622
  store i16 %620, ptr %623, align 2, !tbaa !13
  %624 = trunc i32 %319 to i16
  %625 = mul nsw i32 %20, 40
  %626 = sext i32 %625 to i64
  br i1 %332, label %633, label %627

627:                                              ; preds = %619
  %628 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %624) #6, !srcloc !16
  %629 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %626
  %630 = load i16, ptr %629, align 2, !tbaa !13
  %631 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %630) #6, !srcloc !16
  %632 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %628, i16 %631) #6, !srcloc !17
  br label %635

633:                                              ; preds = %619
  %634 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %624) #6, !srcloc !16
  br label %635

635:                                              ; preds = %633, %627
  %636 = phi i16 [ %634, %633 ], [ %632, %627 ]
  %637 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %626
  store i16 %636, ptr %637, align 2, !tbaa !13
  %638 = lshr i32 %319, 16
  %639 = trunc nuw i32 %638 to i16
  %640 = mul i32 %20, 41
  %641 = sext i32 %640 to i64
  br i1 %332, label %648, label %642

642:                                              ; preds = %635
  %643 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %639) #6, !srcloc !16
  %644 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %641
  %645 = load i16, ptr %644, align 2, !tbaa !13
  %646 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %645) #6, !srcloc !16
  %647 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %643, i16 %646) #6, !srcloc !17
  br label %650

648:                                              ; preds = %635
  %649 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %639) #6, !srcloc !16
  br label %650

650:                                              ; preds = %648, %642
  %651 = phi i16 [ %649, %648 ], [ %647, %642 ]
  %652 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %641
  store i16 %651, ptr %652, align 2, !tbaa !13
  %653 = trunc i32 %318 to i16
  %654 = add i32 %625, 8
  %655 = sext i32 %654 to i64
  br i1 %332, label %662, label %656

656:                                              ; preds = %650
  %657 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %653) #6, !srcloc !16
  %658 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %655
  %659 = load i16, ptr %658, align 2, !tbaa !13
  %660 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %659) #6, !srcloc !16
  %661 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %657, i16 %660) #6, !srcloc !17
  br label %664

662:                                              ; preds = %650
  %663 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %653) #6, !srcloc !16
  br label %664

664:                                              ; preds = %662, %656
  %665 = phi i16 [ %663, %662 ], [ %661, %656 ]
  %666 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %655
  store i16 %665, ptr %666, align 2, !tbaa !13
  %667 = lshr i32 %318, 16
  %668 = trunc nuw i32 %667 to i16
  br i1 %332, label %677, label %669

669:                                              ; preds = %664
  %670 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %668) #6, !srcloc !16
  %671 = add i32 %640, 8
  %672 = sext i32 %671 to i64
  %673 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %672
  %674 = load i16, ptr %673, align 2, !tbaa !13
  %675 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %674) #6, !srcloc !16
  %676 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %670, i16 %675) #6, !srcloc !17
  br label %679

677:                                              ; preds = %664
  %678 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %668) #6, !srcloc !16
  br label %679

679:                                              ; preds = %677, %669
  %680 = phi i16 [ %678, %677 ], [ %676, %669 ]
  %681 = add i32 %372, %625
  %682 = sext i32 %681 to i64
  %683 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %682
  store i16 %680, ptr %683, align 2, !tbaa !13
  %684 = trunc i32 %317 to i16
  %685 = mul nsw i32 %20, 48
  %686 = sext i32 %685 to i64
  br i1 %332, label %693, label %687

687:                                              ; preds = %679
  %688 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %684) #6, !srcloc !16
  %689 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %686
  %690 = load i16, ptr %689, align 2, !tbaa !13
  %691 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %690) #6, !srcloc !16
  %692 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %688, i16 %691) #6, !srcloc !17
  br label %695

693:                                              ; preds = %679
  %694 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %684) #6, !srcloc !16
  br label %695

695:                                              ; preds = %693, %687
  %696 = phi i16 [ %694, %693 ], [ %692, %687 ]
  %697 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %686
  store i16 %696, ptr %697, align 2, !tbaa !13
  %698 = lshr i32 %317, 16
  %699 = trunc nuw i32 %698 to i16
  %700 = mul i32 %20, 49
  %701 = sext i32 %700 to i64
  br i1 %332, label %708, label %702

702:                                              ; preds = %695
  %703 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %699) #6, !srcloc !16
  %704 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %701
  %705 = load i16, ptr %704, align 2, !tbaa !13
  %706 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %705) #6, !srcloc !16
  %707 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %703, i16 %706) #6, !srcloc !17
  br label %710

708:                                              ; preds = %695
  %709 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %699) #6, !srcloc !16
  br label %710

710:                                              ; preds = %708, %702
  %711 = phi i16 [ %709, %708 ], [ %707, %702 ]
  %712 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %701
  store i16 %711, ptr %712, align 2, !tbaa !13
  %713 = trunc i32 %316 to i16
  %714 = or disjoint i32 %685, 8
  %715 = sext i32 %714 to i64
  br i1 %332, label %722, label %716

716:                                              ; preds = %710
  %717 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %713) #6, !srcloc !16
  %718 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %715
  %719 = load i16, ptr %718, align 2, !tbaa !13
  %720 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %719) #6, !srcloc !16
  %721 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %717, i16 %720) #6, !srcloc !17
  br label %724

722:                                              ; preds = %710
  %723 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %713) #6, !srcloc !16
  br label %724

724:                                              ; preds = %722, %716
  %725 = phi i16 [ %723, %722 ], [ %721, %716 ]
  %726 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %715
  store i16 %725, ptr %726, align 2, !tbaa !13
  %727 = lshr i32 %316, 16
  %728 = trunc nuw i32 %727 to i16
  br i1 %332, label %737, label %729

729:                                              ; preds = %724
  %730 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %728) #6, !srcloc !16
  %731 = add i32 %700, 8
  %732 = sext i32 %731 to i64
  %733 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %732
  %734 = load i16, ptr %733, align 2, !tbaa !13
  %735 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %734) #6, !srcloc !16
  %736 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %730, i16 %735) #6, !srcloc !17
  br label %739

737:                                              ; preds = %724
  %738 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %728) #6, !srcloc !16
  br label %739

739:                                              ; preds = %737, %729
  %740 = phi i16 [ %738, %737 ], [ %736, %729 ]
  %741 = add i32 %372, %685
  %742 = sext i32 %741 to i64
  %743 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %742
  store i16 %740, ptr %743, align 2, !tbaa !13
  %744 = trunc i32 %315 to i16
  %745 = mul nsw i32 %20, 56
  %746 = sext i32 %745 to i64
  br i1 %332, label %753, label %747

747:                                              ; preds = %739
  %748 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %744) #6, !srcloc !16
  %749 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %746
  %750 = load i16, ptr %749, align 2, !tbaa !13
  %751 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %750) #6, !srcloc !16
  %752 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %748, i16 %751) #6, !srcloc !17
  br label %755

753:                                              ; preds = %739
  %754 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %744) #6, !srcloc !16
  br label %755

755:                                              ; preds = %753, %747
  %756 = phi i16 [ %754, %753 ], [ %752, %747 ]
  %757 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %746
  store i16 %756, ptr %757, align 2, !tbaa !13
  %758 = lshr i32 %315, 16
  %759 = trunc nuw i32 %758 to i16
  %760 = mul i32 %20, 57
  %761 = sext i32 %760 to i64
  br i1 %332, label %768, label %762

762:                                              ; preds = %755
  %763 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %759) #6, !srcloc !16
  %764 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %761
  %765 = load i16, ptr %764, align 2, !tbaa !13
  %766 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %765) #6, !srcloc !16
  %767 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %763, i16 %766) #6, !srcloc !17
  br label %770

768:                                              ; preds = %755
  %769 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %759) #6, !srcloc !16
  br label %770

770:                                              ; preds = %768, %762
  %771 = phi i16 [ %769, %768 ], [ %767, %762 ]
  %772 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %761
  store i16 %771, ptr %772, align 2, !tbaa !13
  %773 = trunc i32 %314 to i16
  %774 = add i32 %745, 8
  %775 = sext i32 %774 to i64
  br i1 %332, label %782, label %776

776:                                              ; preds = %770
  %777 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %773) #6, !srcloc !16
  %778 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %775
  %779 = load i16, ptr %778, align 2, !tbaa !13
  %780 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %779) #6, !srcloc !16
  %781 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %777, i16 %780) #6, !srcloc !17
  br label %784

782:                                              ; preds = %770
  %783 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %773) #6, !srcloc !16
  br label %784

784:                                              ; preds = %782, %776
  %785 = phi i16 [ %783, %782 ], [ %781, %776 ]
  %786 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %775
  store i16 %785, ptr %786, align 2, !tbaa !13
  %787 = lshr i32 %314, 16
  %788 = trunc nuw i32 %787 to i16
  br i1 %332, label %797, label %789

789:                                              ; preds = %784
  %790 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %788) #6, !srcloc !16
  %791 = add i32 %760, 8
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %792
  %794 = load i16, ptr %793, align 2, !tbaa !13
  %795 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %794) #6, !srcloc !16
  %796 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %790, i16 %795) #6, !srcloc !17
  br label %799

797:                                              ; preds = %784
  %798 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %788) #6, !srcloc !16
  br label %799

799:                                              ; preds = %797, %789
  %800 = phi i16 [ %798, %797 ], [ %796, %789 ]
  %801 = add i32 %372, %745
  %802 = sext i32 %801 to i64
  %803 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %802
  store i16 %800, ptr %803, align 2, !tbaa !13
  %804 = trunc i32 %313 to i16
  br i1 %332, label %811, label %805

805:                                              ; preds = %799
  %806 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %804) #6, !srcloc !16
  %807 = getelementptr inbounds nuw i8, ptr %252, i64 128
  %808 = load i16, ptr %807, align 2, !tbaa !13
  %809 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %808) #6, !srcloc !16
  %810 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %806, i16 %809) #6, !srcloc !17
  br label %813

811:                                              ; preds = %799
  %812 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %804) #6, !srcloc !16
  br label %813

813:                                              ; preds = %811, %805
  %814 = phi i16 [ %812, %811 ], [ %810, %805 ]
  %815 = getelementptr inbounds nuw i8, ptr %252, i64 128
  store i16 %814, ptr %815, align 2, !tbaa !13
  %816 = lshr i32 %313, 16
  %817 = trunc nuw i32 %816 to i16
  %818 = add i32 %20, 64
  %819 = sext i32 %818 to i64
  br i1 %332, label %826, label %820

820:                                              ; preds = %813
  %821 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %817) #6, !srcloc !16
  %822 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %819
  %823 = load i16, ptr %822, align 2, !tbaa !13
  %824 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %823) #6, !srcloc !16
  %825 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %821, i16 %824) #6, !srcloc !17
  br label %828

826:                                              ; preds = %813
  %827 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %817) #6, !srcloc !16
  br label %828

828:                                              ; preds = %826, %820
  %829 = phi i16 [ %827, %826 ], [ %825, %820 ]
  %830 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %819
  store i16 %829, ptr %830, align 2, !tbaa !13
  %831 = trunc i32 %312 to i16
  br i1 %332, label %838, label %832

832:                                              ; preds = %828
  %833 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %831) #6, !srcloc !16
  %834 = getelementptr inbounds nuw i8, ptr %252, i64 144
  %835 = load i16, ptr %834, align 2, !tbaa !13
  %836 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %835) #6, !srcloc !16
  %837 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %833, i16 %836) #6, !srcloc !17
  br label %840

838:                                              ; preds = %828
  %839 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %831) #6, !srcloc !16
  br label %840

840:                                              ; preds = %838, %832
  %841 = phi i16 [ %839, %838 ], [ %837, %832 ]
  %842 = getelementptr inbounds nuw i8, ptr %252, i64 144
  store i16 %841, ptr %842, align 2, !tbaa !13
  %843 = lshr i32 %312, 16
  %844 = trunc nuw i32 %843 to i16
  %845 = add i32 %20, 72
  %846 = sext i32 %845 to i64
  br i1 %332, label %853, label %847

847:                                              ; preds = %840
  %848 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %844) #6, !srcloc !16
  %849 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %846
  %850 = load i16, ptr %849, align 2, !tbaa !13
  %851 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %850) #6, !srcloc !16
  %852 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %848, i16 %851) #6, !srcloc !17
  br label %855

853:                                              ; preds = %840
  %854 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %844) #6, !srcloc !16
  br label %855

855:                                              ; preds = %853, %847
  %856 = phi i16 [ %854, %853 ], [ %852, %847 ]
  %857 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %846
  store i16 %856, ptr %857, align 2, !tbaa !13
  %858 = trunc i32 %311 to i16
  %859 = add i32 %241, 64
  %860 = sext i32 %859 to i64
  br i1 %332, label %867, label %861

861:                                              ; preds = %855
  %862 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %858) #6, !srcloc !16
  %863 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %860
  %864 = load i16, ptr %863, align 2, !tbaa !13
  %865 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %864) #6, !srcloc !16
  %866 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %862, i16 %865) #6, !srcloc !17
  br label %869

867:                                              ; preds = %855
  %868 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %858) #6, !srcloc !16
  br label %869

869:                                              ; preds = %867, %861
  %870 = phi i16 [ %868, %867 ], [ %866, %861 ]
  %871 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %860
  store i16 %870, ptr %871, align 2, !tbaa !13
  %872 = lshr i32 %311, 16
  %873 = trunc nuw i32 %872 to i16
  %874 = add i32 %818, %241
  %875 = sext i32 %874 to i64
  br i1 %332, label %882, label %876

876:                                              ; preds = %869
  %877 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %873) #6, !srcloc !16
  %878 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %875
  %879 = load i16, ptr %878, align 2, !tbaa !13
  %880 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %879) #6, !srcloc !16
  %881 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %877, i16 %880) #6, !srcloc !17
  br label %884

882:                                              ; preds = %869
  %883 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %873) #6, !srcloc !16
  br label %884

884:                                              ; preds = %882, %876
  %885 = phi i16 [ %883, %882 ], [ %881, %876 ]
  %886 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %875
  store i16 %885, ptr %886, align 2, !tbaa !13
  %887 = trunc i32 %310 to i16
  br i1 %332, label %896, label %888

888:                                              ; preds = %884
  %889 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %887) #6, !srcloc !16
  %890 = add i32 %241, 72
  %891 = sext i32 %890 to i64
  %892 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %891
  %893 = load i16, ptr %892, align 2, !tbaa !13
  %894 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %893) #6, !srcloc !16
  %895 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %889, i16 %894) #6, !srcloc !17
  br label %898

896:                                              ; preds = %884
  %897 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %887) #6, !srcloc !16
  br label %898

898:                                              ; preds = %896, %888
  %899 = phi i16 [ %897, %896 ], [ %895, %888 ]
  %900 = add i32 %241, 72
  %901 = sext i32 %900 to i64
  %902 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %901
  store i16 %899, ptr %902, align 2, !tbaa !13
  %903 = lshr i32 %310, 16
  %904 = trunc nuw i32 %903 to i16
  br i1 %332, label %913, label %905

905:                                              ; preds = %898
  %906 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %904) #6, !srcloc !16
  %907 = add i32 %874, 8
  %908 = sext i32 %907 to i64
  %909 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %908
  %910 = load i16, ptr %909, align 2, !tbaa !13
  %911 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %910) #6, !srcloc !16
  %912 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %906, i16 %911) #6, !srcloc !17
  br label %915

913:                                              ; preds = %898
  %914 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %904) #6, !srcloc !16
  br label %915

915:                                              ; preds = %913, %905
  %916 = phi i16 [ %914, %913 ], [ %912, %905 ]
  %917 = add i32 %845, %241
  %918 = sext i32 %917 to i64
  %919 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %918
  store i16 %916, ptr %919, align 2, !tbaa !13
  %920 = trunc i32 %309 to i16
  %921 = add i32 %445, 64
  %922 = sext i32 %921 to i64
  br i1 %332, label %929, label %923

923:                                              ; preds = %915
  %924 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %920) #6, !srcloc !16
  %925 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %922
  %926 = load i16, ptr %925, align 2, !tbaa !13
  %927 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %926) #6, !srcloc !16
  %928 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %924, i16 %927) #6, !srcloc !17
  br label %931

929:                                              ; preds = %915
  %930 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %920) #6, !srcloc !16
  br label %931

931:                                              ; preds = %929, %923
  %932 = phi i16 [ %930, %929 ], [ %928, %923 ]
  %933 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %922
  store i16 %932, ptr %933, align 2, !tbaa !13
  %934 = lshr i32 %309, 16
  %935 = trunc nuw i32 %934 to i16
  %936 = add i32 %818, %445
  %937 = sext i32 %936 to i64
  br i1 %332, label %944, label %938

938:                                              ; preds = %931
  %939 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %935) #6, !srcloc !16
  %940 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %937
  %941 = load i16, ptr %940, align 2, !tbaa !13
  %942 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %941) #6, !srcloc !16
  %943 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %939, i16 %942) #6, !srcloc !17
  br label %946

944:                                              ; preds = %931
  %945 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %935) #6, !srcloc !16
  br label %946

946:                                              ; preds = %944, %938
  %947 = phi i16 [ %945, %944 ], [ %943, %938 ]
  %948 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %937
  store i16 %947, ptr %948, align 2, !tbaa !13
  %949 = trunc i32 %308 to i16
  br i1 %332, label %958, label %950

950:                                              ; preds = %946
  %951 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %949) #6, !srcloc !16
  %952 = add i32 %445, 72
  %953 = sext i32 %952 to i64
  %954 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %953
  %955 = load i16, ptr %954, align 2, !tbaa !13
  %956 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %955) #6, !srcloc !16
  %957 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %951, i16 %956) #6, !srcloc !17
  br label %960

958:                                              ; preds = %946
  %959 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %949) #6, !srcloc !16
  br label %960

960:                                              ; preds = %958, %950
  %961 = phi i16 [ %959, %958 ], [ %957, %950 ]
  %962 = add i32 %445, 72
  %963 = sext i32 %962 to i64
  %964 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %963
  store i16 %961, ptr %964, align 2, !tbaa !13
  %965 = lshr i32 %308, 16
  %966 = trunc nuw i32 %965 to i16
  br i1 %332, label %975, label %967

967:                                              ; preds = %960
  %968 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %966) #6, !srcloc !16
  %969 = add i32 %936, 8
  %970 = sext i32 %969 to i64
  %971 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %970
  %972 = load i16, ptr %971, align 2, !tbaa !13
  %973 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %972) #6, !srcloc !16
  %974 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %968, i16 %973) #6, !srcloc !17
  br label %977

975:                                              ; preds = %960
  %976 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %966) #6, !srcloc !16
  br label %977

977:                                              ; preds = %975, %967
  %978 = phi i16 [ %976, %975 ], [ %974, %967 ]
  %979 = add i32 %845, %445
  %980 = sext i32 %979 to i64
  %981 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %980
  store i16 %978, ptr %981, align 2, !tbaa !13
  %982 = trunc i32 %307 to i16
  %983 = add i32 %505, 64
  %984 = sext i32 %983 to i64
  br i1 %332, label %991, label %985

985:                                              ; preds = %977
  %986 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %982) #6, !srcloc !16
  %987 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %984
  %988 = load i16, ptr %987, align 2, !tbaa !13
  %989 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %988) #6, !srcloc !16
  %990 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %986, i16 %989) #6, !srcloc !17
  br label %993

991:                                              ; preds = %977
  %992 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %982) #6, !srcloc !16
  br label %993

993:                                              ; preds = %991, %985
  %994 = phi i16 [ %992, %991 ], [ %990, %985 ]
  %995 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %984
  store i16 %994, ptr %995, align 2, !tbaa !13
  %996 = lshr i32 %307, 16
  %997 = trunc nuw i32 %996 to i16
  %998 = add i32 %818, %505
  %999 = sext i32 %998 to i64
  br i1 %332, label %1006, label %1000

1000:                                             ; preds = %993
  %1001 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %997) #6, !srcloc !16
  %1002 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %999
  %1003 = load i16, ptr %1002, align 2, !tbaa !13
  %1004 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1003) #6, !srcloc !16
  %1005 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1001, i16 %1004) #6, !srcloc !17
  br label %1008

1006:                                             ; preds = %993
  %1007 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %997) #6, !srcloc !16
  br label %1008

1008:                                             ; preds = %1006, %1000
  %1009 = phi i16 [ %1007, %1006 ], [ %1005, %1000 ]
  %1010 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %999
  store i16 %1009, ptr %1010, align 2, !tbaa !13
  %1011 = trunc i32 %306 to i16
  br i1 %332, label %1020, label %1012

1012:                                             ; preds = %1008
  %1013 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1011) #6, !srcloc !16
  %1014 = add i32 %505, 72
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1015
  %1017 = load i16, ptr %1016, align 2, !tbaa !13
  %1018 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1017) #6, !srcloc !16
  %1019 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1013, i16 %1018) #6, !srcloc !17
  br label %1022

1020:                                             ; preds = %1008
  %1021 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1011) #6, !srcloc !16
  br label %1022

1022:                                             ; preds = %1020, %1012
  %1023 = phi i16 [ %1021, %1020 ], [ %1019, %1012 ]
  %1024 = add i32 %505, 72
  %1025 = sext i32 %1024 to i64
  %1026 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1025
  store i16 %1023, ptr %1026, align 2, !tbaa !13
  %1027 = lshr i32 %306, 16
  %1028 = trunc nuw i32 %1027 to i16
  br i1 %332, label %1037, label %1029

1029:                                             ; preds = %1022
  %1030 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1028) #6, !srcloc !16
  %1031 = add i32 %998, 8
  %1032 = sext i32 %1031 to i64
  %1033 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1032
  %1034 = load i16, ptr %1033, align 2, !tbaa !13
  %1035 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1034) #6, !srcloc !16
  %1036 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1030, i16 %1035) #6, !srcloc !17
  br label %1039

1037:                                             ; preds = %1022
  %1038 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1028) #6, !srcloc !16
  br label %1039

1039:                                             ; preds = %1037, %1029
  %1040 = phi i16 [ %1038, %1037 ], [ %1036, %1029 ]
  %1041 = add i32 %845, %505
  %1042 = sext i32 %1041 to i64
  %1043 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1042
  store i16 %1040, ptr %1043, align 2, !tbaa !13
  %1044 = trunc i32 %305 to i16
  %1045 = add i32 %565, 64
  %1046 = sext i32 %1045 to i64
  br i1 %332, label %1053, label %1047

1047:                                             ; preds = %1039
  %1048 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1044) #6, !srcloc !16
  %1049 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1046
  %1050 = load i16, ptr %1049, align 2, !tbaa !13
  %1051 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1050) #6, !srcloc !16
  %1052 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1048, i16 %1051) #6, !srcloc !17
  br label %1055

1053:                                             ; preds = %1039
  %1054 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1044) #6, !srcloc !16
  br label %1055

1055:                                             ; preds = %1053, %1047
  %1056 = phi i16 [ %1054, %1053 ], [ %1052, %1047 ]
  %1057 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1046
  store i16 %1056, ptr %1057, align 2, !tbaa !13
  %1058 = lshr i32 %305, 16
  %1059 = trunc nuw i32 %1058 to i16
  %1060 = add i32 %818, %565
  %1061 = sext i32 %1060 to i64
  br i1 %332, label %1068, label %1062

1062:                                             ; preds = %1055
  %1063 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1059) #6, !srcloc !16
  %1064 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1061
  %1065 = load i16, ptr %1064, align 2, !tbaa !13
  %1066 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1065) #6, !srcloc !16
  %1067 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1063, i16 %1066) #6, !srcloc !17
  br label %1070

1068:                                             ; preds = %1055
  %1069 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1059) #6, !srcloc !16
  br label %1070

1070:                                             ; preds = %1068, %1062
  %1071 = phi i16 [ %1069, %1068 ], [ %1067, %1062 ]
  %1072 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1061
  store i16 %1071, ptr %1072, align 2, !tbaa !13
  %1073 = trunc i32 %304 to i16
  br i1 %332, label %1082, label %1074

1074:                                             ; preds = %1070
  %1075 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1073) #6, !srcloc !16
  %1076 = add i32 %565, 72
  %1077 = sext i32 %1076 to i64
  %1078 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1077
  %1079 = load i16, ptr %1078, align 2, !tbaa !13
  %1080 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1079) #6, !srcloc !16
  %1081 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1075, i16 %1080) #6, !srcloc !17
  br label %1084

1082:                                             ; preds = %1070
  %1083 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1073) #6, !srcloc !16
  br label %1084

1084:                                             ; preds = %1082, %1074
  %1085 = phi i16 [ %1083, %1082 ], [ %1081, %1074 ]
  %1086 = add i32 %565, 72
  %1087 = sext i32 %1086 to i64
  %1088 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1087
  store i16 %1085, ptr %1088, align 2, !tbaa !13
  %1089 = lshr i32 %304, 16
  %1090 = trunc nuw i32 %1089 to i16
  br i1 %332, label %1099, label %1091

1091:                                             ; preds = %1084
  %1092 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1090) #6, !srcloc !16
  %1093 = add i32 %1060, 8
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1094
  %1096 = load i16, ptr %1095, align 2, !tbaa !13
  %1097 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1096) #6, !srcloc !16
  %1098 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1092, i16 %1097) #6, !srcloc !17
  br label %1101

1099:                                             ; preds = %1084
  %1100 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1090) #6, !srcloc !16
  br label %1101

1101:                                             ; preds = %1099, %1091
  %1102 = phi i16 [ %1100, %1099 ], [ %1098, %1091 ]
  %1103 = add i32 %845, %565
  %1104 = sext i32 %1103 to i64
  %1105 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1104
  store i16 %1102, ptr %1105, align 2, !tbaa !13
  %1106 = trunc i32 %303 to i16
  %1107 = add i32 %625, 64
  %1108 = sext i32 %1107 to i64
  br i1 %332, label %1115, label %1109

1109:                                             ; preds = %1101
  %1110 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1106) #6, !srcloc !16
  %1111 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1108
  %1112 = load i16, ptr %1111, align 2, !tbaa !13
  %1113 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1112) #6, !srcloc !16
  %1114 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1110, i16 %1113) #6, !srcloc !17
  br label %1117

1115:                                             ; preds = %1101
  %1116 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1106) #6, !srcloc !16
  br label %1117

1117:                                             ; preds = %1115, %1109
  %1118 = phi i16 [ %1116, %1115 ], [ %1114, %1109 ]
  %1119 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1108
  store i16 %1118, ptr %1119, align 2, !tbaa !13
  %1120 = lshr i32 %303, 16
  %1121 = trunc nuw i32 %1120 to i16
  %1122 = add i32 %818, %625
  %1123 = sext i32 %1122 to i64
  br i1 %332, label %1130, label %1124

1124:                                             ; preds = %1117
  %1125 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1121) #6, !srcloc !16
  %1126 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1123
  %1127 = load i16, ptr %1126, align 2, !tbaa !13
  %1128 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1127) #6, !srcloc !16
  %1129 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1125, i16 %1128) #6, !srcloc !17
  br label %1132

1130:                                             ; preds = %1117
  %1131 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1121) #6, !srcloc !16
  br label %1132

1132:                                             ; preds = %1130, %1124
  %1133 = phi i16 [ %1131, %1130 ], [ %1129, %1124 ]
  %1134 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1123
  store i16 %1133, ptr %1134, align 2, !tbaa !13
  %1135 = trunc i32 %302 to i16
  br i1 %332, label %1144, label %1136

1136:                                             ; preds = %1132
  %1137 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1135) #6, !srcloc !16
  %1138 = add i32 %625, 72
  %1139 = sext i32 %1138 to i64
  %1140 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1139
  %1141 = load i16, ptr %1140, align 2, !tbaa !13
  %1142 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1141) #6, !srcloc !16
  %1143 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1137, i16 %1142) #6, !srcloc !17
  br label %1146

1144:                                             ; preds = %1132
  %1145 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1135) #6, !srcloc !16
  br label %1146

1146:                                             ; preds = %1144, %1136
  %1147 = phi i16 [ %1145, %1144 ], [ %1143, %1136 ]
  %1148 = add i32 %625, 72
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1149
  store i16 %1147, ptr %1150, align 2, !tbaa !13
  %1151 = lshr i32 %302, 16
  %1152 = trunc nuw i32 %1151 to i16
  br i1 %332, label %1161, label %1153

1153:                                             ; preds = %1146
  %1154 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1152) #6, !srcloc !16
  %1155 = add i32 %1122, 8
  %1156 = sext i32 %1155 to i64
  %1157 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1156
  %1158 = load i16, ptr %1157, align 2, !tbaa !13
  %1159 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1158) #6, !srcloc !16
  %1160 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1154, i16 %1159) #6, !srcloc !17
  br label %1163

1161:                                             ; preds = %1146
  %1162 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1152) #6, !srcloc !16
  br label %1163

1163:                                             ; preds = %1161, %1153
  %1164 = phi i16 [ %1162, %1161 ], [ %1160, %1153 ]
  %1165 = add i32 %845, %625
  %1166 = sext i32 %1165 to i64
  %1167 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1166
  store i16 %1164, ptr %1167, align 2, !tbaa !13
  %1168 = trunc i32 %301 to i16
  %1169 = add i32 %685, 64
  %1170 = sext i32 %1169 to i64
  br i1 %332, label %1177, label %1171

1171:                                             ; preds = %1163
  %1172 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1168) #6, !srcloc !16
  %1173 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1170
  %1174 = load i16, ptr %1173, align 2, !tbaa !13
  %1175 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1174) #6, !srcloc !16
  %1176 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1172, i16 %1175) #6, !srcloc !17
  br label %1179

1177:                                             ; preds = %1163
  %1178 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1168) #6, !srcloc !16
  br label %1179

1179:                                             ; preds = %1177, %1171
  %1180 = phi i16 [ %1178, %1177 ], [ %1176, %1171 ]
  %1181 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1170
  store i16 %1180, ptr %1181, align 2, !tbaa !13
  %1182 = lshr i32 %301, 16
  %1183 = trunc nuw i32 %1182 to i16
  %1184 = add i32 %818, %685
  %1185 = sext i32 %1184 to i64
  br i1 %332, label %1192, label %1186

1186:                                             ; preds = %1179
  %1187 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1183) #6, !srcloc !16
  %1188 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1185
  %1189 = load i16, ptr %1188, align 2, !tbaa !13
  %1190 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1189) #6, !srcloc !16
  %1191 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1187, i16 %1190) #6, !srcloc !17
  br label %1194

1192:                                             ; preds = %1179
  %1193 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1183) #6, !srcloc !16
  br label %1194

1194:                                             ; preds = %1192, %1186
  %1195 = phi i16 [ %1193, %1192 ], [ %1191, %1186 ]
  %1196 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1185
  store i16 %1195, ptr %1196, align 2, !tbaa !13
  %1197 = trunc i32 %300 to i16
  br i1 %332, label %1206, label %1198

1198:                                             ; preds = %1194
  %1199 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1197) #6, !srcloc !16
  %1200 = add i32 %685, 72
  %1201 = sext i32 %1200 to i64
  %1202 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1201
  %1203 = load i16, ptr %1202, align 2, !tbaa !13
  %1204 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1203) #6, !srcloc !16
  %1205 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1199, i16 %1204) #6, !srcloc !17
  br label %1208

1206:                                             ; preds = %1194
  %1207 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1197) #6, !srcloc !16
  br label %1208

1208:                                             ; preds = %1206, %1198
  %1209 = phi i16 [ %1207, %1206 ], [ %1205, %1198 ]
  %1210 = add i32 %685, 72
  %1211 = sext i32 %1210 to i64
  %1212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1211
  store i16 %1209, ptr %1212, align 2, !tbaa !13
  %1213 = lshr i32 %300, 16
  %1214 = trunc nuw i32 %1213 to i16
  br i1 %332, label %1223, label %1215

1215:                                             ; preds = %1208
  %1216 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1214) #6, !srcloc !16
  %1217 = add i32 %1184, 8
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1218
  %1220 = load i16, ptr %1219, align 2, !tbaa !13
  %1221 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1220) #6, !srcloc !16
  %1222 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1216, i16 %1221) #6, !srcloc !17
  br label %1225

1223:                                             ; preds = %1208
  %1224 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1214) #6, !srcloc !16
  br label %1225

1225:                                             ; preds = %1223, %1215
  %1226 = phi i16 [ %1224, %1223 ], [ %1222, %1215 ]
  %1227 = add i32 %845, %685
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1228
  store i16 %1226, ptr %1229, align 2, !tbaa !13
  %1230 = trunc i32 %299 to i16
  %1231 = add i32 %745, 64
  %1232 = sext i32 %1231 to i64
  br i1 %332, label %1239, label %1233

1233:                                             ; preds = %1225
  %1234 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1230) #6, !srcloc !16
  %1235 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1232
  %1236 = load i16, ptr %1235, align 2, !tbaa !13
  %1237 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1236) #6, !srcloc !16
  %1238 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1234, i16 %1237) #6, !srcloc !17
  br label %1241

1239:                                             ; preds = %1225
  %1240 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1230) #6, !srcloc !16
  br label %1241

1241:                                             ; preds = %1239, %1233
  %1242 = phi i16 [ %1240, %1239 ], [ %1238, %1233 ]
  %1243 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1232
  store i16 %1242, ptr %1243, align 2, !tbaa !13
  %1244 = lshr i32 %299, 16
  %1245 = trunc nuw i32 %1244 to i16
  %1246 = add i32 %818, %745
  %1247 = sext i32 %1246 to i64
  br i1 %332, label %1254, label %1248

1248:                                             ; preds = %1241
  %1249 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1245) #6, !srcloc !16
  %1250 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1247
  %1251 = load i16, ptr %1250, align 2, !tbaa !13
  %1252 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1251) #6, !srcloc !16
  %1253 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1249, i16 %1252) #6, !srcloc !17
  br label %1256

1254:                                             ; preds = %1241
  %1255 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1245) #6, !srcloc !16
  br label %1256

1256:                                             ; preds = %1254, %1248
  %1257 = phi i16 [ %1255, %1254 ], [ %1253, %1248 ]
  %1258 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1247
  store i16 %1257, ptr %1258, align 2, !tbaa !13
  %1259 = trunc i32 %298 to i16
  br i1 %332, label %1268, label %1260

1260:                                             ; preds = %1256
  %1261 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1259) #6, !srcloc !16
  %1262 = add i32 %745, 72
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1263
  %1265 = load i16, ptr %1264, align 2, !tbaa !13
  %1266 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1265) #6, !srcloc !16
  %1267 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1261, i16 %1266) #6, !srcloc !17
  br label %1270

1268:                                             ; preds = %1256
  %1269 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1259) #6, !srcloc !16
  br label %1270

1270:                                             ; preds = %1268, %1260
  %1271 = phi i16 [ %1269, %1268 ], [ %1267, %1260 ]
  %1272 = add i32 %745, 72
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1273
  store i16 %1271, ptr %1274, align 2, !tbaa !13
  %1275 = lshr i32 %298, 16
  %1276 = trunc nuw i32 %1275 to i16
  br i1 %332, label %1285, label %1277

1277:                                             ; preds = %1270
  %1278 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1276) #6, !srcloc !16
  %1279 = add i32 %1246, 8
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1280
  %1282 = load i16, ptr %1281, align 2, !tbaa !13
  %1283 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1282) #6, !srcloc !16
  %1284 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1278, i16 %1283) #6, !srcloc !17
  br label %1287

1285:                                             ; preds = %1270
  %1286 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1276) #6, !srcloc !16
  br label %1287

1287:                                             ; preds = %1285, %1277
  %1288 = phi i16 [ %1286, %1285 ], [ %1284, %1277 ]
  %1289 = add i32 %845, %745
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1290
  store i16 %1288, ptr %1291, align 2, !tbaa !13
  %1292 = trunc i32 %297 to i16
  %1293 = sext i32 %240 to i64
  br i1 %332, label %1300, label %1294

1294:                                             ; preds = %1287
  %1295 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1292) #6, !srcloc !16
  %1296 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1293
  %1297 = load i16, ptr %1296, align 2, !tbaa !13
  %1298 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1297) #6, !srcloc !16
  %1299 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1295, i16 %1298) #6, !srcloc !17
  br label %1302

1300:                                             ; preds = %1287
  %1301 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1292) #6, !srcloc !16
  br label %1302

1302:                                             ; preds = %1300, %1294
  %1303 = phi i16 [ %1301, %1300 ], [ %1299, %1294 ]
  %1304 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1293
  store i16 %1303, ptr %1304, align 2, !tbaa !13
  %1305 = lshr i32 %297, 16
  %1306 = trunc nuw i32 %1305 to i16
  %1307 = mul i32 %20, 65
  %1308 = sext i32 %1307 to i64
  br i1 %332, label %1315, label %1309

1309:                                             ; preds = %1302
  %1310 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1306) #6, !srcloc !16
  %1311 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1308
  %1312 = load i16, ptr %1311, align 2, !tbaa !13
  %1313 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1312) #6, !srcloc !16
  %1314 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1310, i16 %1313) #6, !srcloc !17
  br label %1317

1315:                                             ; preds = %1302
  %1316 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1306) #6, !srcloc !16
  br label %1317

1317:                                             ; preds = %1315, %1309
  %1318 = phi i16 [ %1316, %1315 ], [ %1314, %1309 ]
  %1319 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1308
  store i16 %1318, ptr %1319, align 2, !tbaa !13
  %1320 = trunc i32 %296 to i16
  br i1 %332, label %1329, label %1321

1321:                                             ; preds = %1317
  %1322 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1320) #6, !srcloc !16
  %1323 = sext i32 %240 to i64
  %1324 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %1323
  %1325 = getelementptr i8, ptr %1324, i64 16
  %1326 = load i16, ptr %1325, align 2, !tbaa !13
  %1327 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1326) #6, !srcloc !16
  %1328 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1322, i16 %1327) #6, !srcloc !17
  br label %1331

1329:                                             ; preds = %1317
  %1330 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1320) #6, !srcloc !16
  br label %1331

1331:                                             ; preds = %1329, %1321
  %1332 = phi i16 [ %1330, %1329 ], [ %1328, %1321 ]
  %1333 = or disjoint i32 %240, 8
  %1334 = sext i32 %1333 to i64
  %1335 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1334
  store i16 %1332, ptr %1335, align 2, !tbaa !13
  %1336 = lshr i32 %296, 16
  %1337 = trunc nuw i32 %1336 to i16
  br i1 %332, label %1346, label %1338

1338:                                             ; preds = %1331
  %1339 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1337) #6, !srcloc !16
  %1340 = add i32 %1307, 8
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1341
  %1343 = load i16, ptr %1342, align 2, !tbaa !13
  %1344 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1343) #6, !srcloc !16
  %1345 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1339, i16 %1344) #6, !srcloc !17
  br label %1348

1346:                                             ; preds = %1331
  %1347 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1337) #6, !srcloc !16
  br label %1348

1348:                                             ; preds = %1346, %1338
  %1349 = phi i16 [ %1347, %1346 ], [ %1345, %1338 ]
  %1350 = add i32 %1333, %20
  %1351 = sext i32 %1350 to i64
  %1352 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1351
  store i16 %1349, ptr %1352, align 2, !tbaa !13
  %1353 = trunc i32 %295 to i16
  %1354 = mul i32 %20, 72
  %1355 = sext i32 %1354 to i64
  br i1 %332, label %1362, label %1356

1356:                                             ; preds = %1348
  %1357 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1353) #6, !srcloc !16
  %1358 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1355
  %1359 = load i16, ptr %1358, align 2, !tbaa !13
  %1360 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1359) #6, !srcloc !16
  %1361 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1357, i16 %1360) #6, !srcloc !17
  br label %1364

1362:                                             ; preds = %1348
  %1363 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1353) #6, !srcloc !16
  br label %1364

1364:                                             ; preds = %1362, %1356
  %1365 = phi i16 [ %1363, %1362 ], [ %1361, %1356 ]
  %1366 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1355
  store i16 %1365, ptr %1366, align 2, !tbaa !13
  %1367 = lshr i32 %295, 16
  %1368 = trunc nuw i32 %1367 to i16
  %1369 = mul i32 %20, 73
  %1370 = sext i32 %1369 to i64
  br i1 %332, label %1377, label %1371

1371:                                             ; preds = %1364
  %1372 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1368) #6, !srcloc !16
  %1373 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1370
  %1374 = load i16, ptr %1373, align 2, !tbaa !13
  %1375 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1374) #6, !srcloc !16
  %1376 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1372, i16 %1375) #6, !srcloc !17
  br label %1379

1377:                                             ; preds = %1364
  %1378 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1368) #6, !srcloc !16
  br label %1379

1379:                                             ; preds = %1377, %1371
  %1380 = phi i16 [ %1378, %1377 ], [ %1376, %1371 ]
  %1381 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1370
  store i16 %1380, ptr %1381, align 2, !tbaa !13
  %1382 = trunc i32 %294 to i16
  br i1 %332, label %1391, label %1383

1383:                                             ; preds = %1379
  %1384 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1382) #6, !srcloc !16
  %1385 = add i32 %1354, 8
  %1386 = sext i32 %1385 to i64
  %1387 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1386
  %1388 = load i16, ptr %1387, align 2, !tbaa !13
  %1389 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1388) #6, !srcloc !16
  %1390 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1384, i16 %1389) #6, !srcloc !17
  br label %1393

1391:                                             ; preds = %1379
  %1392 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1382) #6, !srcloc !16
  br label %1393

1393:                                             ; preds = %1391, %1383
  %1394 = phi i16 [ %1392, %1391 ], [ %1390, %1383 ]
  %1395 = add i32 %1333, %241
  %1396 = sext i32 %1395 to i64
  %1397 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1396
  store i16 %1394, ptr %1397, align 2, !tbaa !13
  %1398 = lshr i32 %294, 16
  %1399 = trunc nuw i32 %1398 to i16
  br i1 %332, label %1408, label %1400

1400:                                             ; preds = %1393
  %1401 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1399) #6, !srcloc !16
  %1402 = add i32 %1369, 8
  %1403 = sext i32 %1402 to i64
  %1404 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1403
  %1405 = load i16, ptr %1404, align 2, !tbaa !13
  %1406 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1405) #6, !srcloc !16
  %1407 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1401, i16 %1406) #6, !srcloc !17
  br label %1410

1408:                                             ; preds = %1393
  %1409 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1399) #6, !srcloc !16
  br label %1410

1410:                                             ; preds = %1408, %1400
  %1411 = phi i16 [ %1409, %1408 ], [ %1407, %1400 ]
  %1412 = add i32 %1350, %241
  %1413 = sext i32 %1412 to i64
  %1414 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1413
  store i16 %1411, ptr %1414, align 2, !tbaa !13
  %1415 = trunc i32 %293 to i16
  %1416 = mul i32 %20, 80
  %1417 = sext i32 %1416 to i64
  br i1 %332, label %1424, label %1418

1418:                                             ; preds = %1410
  %1419 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1415) #6, !srcloc !16
  %1420 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1417
  %1421 = load i16, ptr %1420, align 2, !tbaa !13
  %1422 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1421) #6, !srcloc !16
  %1423 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1419, i16 %1422) #6, !srcloc !17
  br label %1426

1424:                                             ; preds = %1410
  %1425 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1415) #6, !srcloc !16
  br label %1426

1426:                                             ; preds = %1424, %1418
  %1427 = phi i16 [ %1425, %1424 ], [ %1423, %1418 ]
  %1428 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1417
  store i16 %1427, ptr %1428, align 2, !tbaa !13
  %1429 = lshr i32 %293, 16
  %1430 = trunc nuw i32 %1429 to i16
  %1431 = mul i32 %20, 81
  %1432 = sext i32 %1431 to i64
  br i1 %332, label %1439, label %1433

1433:                                             ; preds = %1426
  %1434 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1430) #6, !srcloc !16
  %1435 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1432
  %1436 = load i16, ptr %1435, align 2, !tbaa !13
  %1437 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1436) #6, !srcloc !16
  %1438 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1434, i16 %1437) #6, !srcloc !17
  br label %1441

1439:                                             ; preds = %1426
  %1440 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1430) #6, !srcloc !16
  br label %1441

1441:                                             ; preds = %1439, %1433
  %1442 = phi i16 [ %1440, %1439 ], [ %1438, %1433 ]
  %1443 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1432
  store i16 %1442, ptr %1443, align 2, !tbaa !13
  %1444 = trunc i32 %292 to i16
  br i1 %332, label %1453, label %1445

1445:                                             ; preds = %1441
  %1446 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1444) #6, !srcloc !16
  %1447 = sext i32 %1416 to i64
  %1448 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %1447
  %1449 = getelementptr i8, ptr %1448, i64 16
  %1450 = load i16, ptr %1449, align 2, !tbaa !13
  %1451 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1450) #6, !srcloc !16
  %1452 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1446, i16 %1451) #6, !srcloc !17
  br label %1455

1453:                                             ; preds = %1441
  %1454 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1444) #6, !srcloc !16
  br label %1455

1455:                                             ; preds = %1453, %1445
  %1456 = phi i16 [ %1454, %1453 ], [ %1452, %1445 ]
  %1457 = add i32 %1333, %445
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1458
  store i16 %1456, ptr %1459, align 2, !tbaa !13
  %1460 = lshr i32 %292, 16
  %1461 = trunc nuw i32 %1460 to i16
  br i1 %332, label %1470, label %1462

1462:                                             ; preds = %1455
  %1463 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1461) #6, !srcloc !16
  %1464 = add i32 %1431, 8
  %1465 = sext i32 %1464 to i64
  %1466 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1465
  %1467 = load i16, ptr %1466, align 2, !tbaa !13
  %1468 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1467) #6, !srcloc !16
  %1469 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1463, i16 %1468) #6, !srcloc !17
  br label %1472

1470:                                             ; preds = %1455
  %1471 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1461) #6, !srcloc !16
  br label %1472

1472:                                             ; preds = %1470, %1462
  %1473 = phi i16 [ %1471, %1470 ], [ %1469, %1462 ]
  %1474 = add i32 %1350, %445
  %1475 = sext i32 %1474 to i64
  %1476 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1475
  store i16 %1473, ptr %1476, align 2, !tbaa !13
  %1477 = trunc i32 %291 to i16
  %1478 = mul i32 %20, 88
  %1479 = sext i32 %1478 to i64
  br i1 %332, label %1486, label %1480

1480:                                             ; preds = %1472
  %1481 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1477) #6, !srcloc !16
  %1482 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1479
  %1483 = load i16, ptr %1482, align 2, !tbaa !13
  %1484 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1483) #6, !srcloc !16
  %1485 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1481, i16 %1484) #6, !srcloc !17
  br label %1488

1486:                                             ; preds = %1472
  %1487 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1477) #6, !srcloc !16
  br label %1488

1488:                                             ; preds = %1486, %1480
  %1489 = phi i16 [ %1487, %1486 ], [ %1485, %1480 ]
  %1490 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1479
  store i16 %1489, ptr %1490, align 2, !tbaa !13
  %1491 = lshr i32 %291, 16
  %1492 = trunc nuw i32 %1491 to i16
  %1493 = mul i32 %20, 89
  %1494 = sext i32 %1493 to i64
  br i1 %332, label %1501, label %1495

1495:                                             ; preds = %1488
  %1496 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1492) #6, !srcloc !16
  %1497 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1494
  %1498 = load i16, ptr %1497, align 2, !tbaa !13
  %1499 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1498) #6, !srcloc !16
  %1500 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1496, i16 %1499) #6, !srcloc !17
  br label %1503

1501:                                             ; preds = %1488
  %1502 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1492) #6, !srcloc !16
  br label %1503

1503:                                             ; preds = %1501, %1495
  %1504 = phi i16 [ %1502, %1501 ], [ %1500, %1495 ]
  %1505 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1494
  store i16 %1504, ptr %1505, align 2, !tbaa !13
  %1506 = trunc i32 %290 to i16
  br i1 %332, label %1515, label %1507

1507:                                             ; preds = %1503
  %1508 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1506) #6, !srcloc !16
  %1509 = add i32 %1478, 8
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1510
  %1512 = load i16, ptr %1511, align 2, !tbaa !13
  %1513 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1512) #6, !srcloc !16
  %1514 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1508, i16 %1513) #6, !srcloc !17
  br label %1517

1515:                                             ; preds = %1503
  %1516 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1506) #6, !srcloc !16
  br label %1517

1517:                                             ; preds = %1515, %1507
  %1518 = phi i16 [ %1516, %1515 ], [ %1514, %1507 ]
  %1519 = add i32 %1333, %505
  %1520 = sext i32 %1519 to i64
  %1521 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1520
  store i16 %1518, ptr %1521, align 2, !tbaa !13
  %1522 = lshr i32 %290, 16
  %1523 = trunc nuw i32 %1522 to i16
  br i1 %332, label %1532, label %1524

1524:                                             ; preds = %1517
  %1525 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1523) #6, !srcloc !16
  %1526 = add i32 %1493, 8
  %1527 = sext i32 %1526 to i64
  %1528 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1527
  %1529 = load i16, ptr %1528, align 2, !tbaa !13
  %1530 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1529) #6, !srcloc !16
  %1531 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1525, i16 %1530) #6, !srcloc !17
  br label %1534

1532:                                             ; preds = %1517
  %1533 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1523) #6, !srcloc !16
  br label %1534

1534:                                             ; preds = %1532, %1524
  %1535 = phi i16 [ %1533, %1532 ], [ %1531, %1524 ]
  %1536 = add i32 %1350, %505
  %1537 = sext i32 %1536 to i64
  %1538 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1537
  store i16 %1535, ptr %1538, align 2, !tbaa !13
  %1539 = trunc i32 %289 to i16
  %1540 = mul i32 %20, 96
  %1541 = sext i32 %1540 to i64
  br i1 %332, label %1548, label %1542

1542:                                             ; preds = %1534
  %1543 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1539) #6, !srcloc !16
  %1544 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1541
  %1545 = load i16, ptr %1544, align 2, !tbaa !13
  %1546 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1545) #6, !srcloc !16
  %1547 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1543, i16 %1546) #6, !srcloc !17
  br label %1550

1548:                                             ; preds = %1534
  %1549 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1539) #6, !srcloc !16
  br label %1550

1550:                                             ; preds = %1548, %1542
  %1551 = phi i16 [ %1549, %1548 ], [ %1547, %1542 ]
  %1552 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1541
  store i16 %1551, ptr %1552, align 2, !tbaa !13
  %1553 = lshr i32 %289, 16
  %1554 = trunc nuw i32 %1553 to i16
  %1555 = mul i32 %20, 97
  %1556 = sext i32 %1555 to i64
  br i1 %332, label %1563, label %1557

1557:                                             ; preds = %1550
  %1558 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1554) #6, !srcloc !16
  %1559 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1556
  %1560 = load i16, ptr %1559, align 2, !tbaa !13
  %1561 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1560) #6, !srcloc !16
  %1562 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1558, i16 %1561) #6, !srcloc !17
  br label %1565

1563:                                             ; preds = %1550
  %1564 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1554) #6, !srcloc !16
  br label %1565

1565:                                             ; preds = %1563, %1557
  %1566 = phi i16 [ %1564, %1563 ], [ %1562, %1557 ]
  %1567 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1556
  store i16 %1566, ptr %1567, align 2, !tbaa !13
  %1568 = trunc i32 %288 to i16
  br i1 %332, label %1577, label %1569

1569:                                             ; preds = %1565
  %1570 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1568) #6, !srcloc !16
  %1571 = sext i32 %1540 to i64
  %1572 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %1571
  %1573 = getelementptr i8, ptr %1572, i64 16
  %1574 = load i16, ptr %1573, align 2, !tbaa !13
  %1575 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1574) #6, !srcloc !16
  %1576 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1570, i16 %1575) #6, !srcloc !17
  br label %1579

1577:                                             ; preds = %1565
  %1578 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1568) #6, !srcloc !16
  br label %1579

1579:                                             ; preds = %1577, %1569
  %1580 = phi i16 [ %1578, %1577 ], [ %1576, %1569 ]
  %1581 = add i32 %1333, %565
  %1582 = sext i32 %1581 to i64
  %1583 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1582
  store i16 %1580, ptr %1583, align 2, !tbaa !13
  %1584 = lshr i32 %288, 16
  %1585 = trunc nuw i32 %1584 to i16
  br i1 %332, label %1594, label %1586

1586:                                             ; preds = %1579
  %1587 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1585) #6, !srcloc !16
  %1588 = add i32 %1555, 8
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1589
  %1591 = load i16, ptr %1590, align 2, !tbaa !13
  %1592 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1591) #6, !srcloc !16
  %1593 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1587, i16 %1592) #6, !srcloc !17
  br label %1596

1594:                                             ; preds = %1579
  %1595 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1585) #6, !srcloc !16
  br label %1596

1596:                                             ; preds = %1594, %1586
  %1597 = phi i16 [ %1595, %1594 ], [ %1593, %1586 ]
  %1598 = add i32 %1350, %565
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1599
  store i16 %1597, ptr %1600, align 2, !tbaa !13
  %1601 = trunc i32 %287 to i16
  %1602 = mul i32 %20, 104
  %1603 = sext i32 %1602 to i64
  br i1 %332, label %1610, label %1604

1604:                                             ; preds = %1596
  %1605 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1601) #6, !srcloc !16
  %1606 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1603
  %1607 = load i16, ptr %1606, align 2, !tbaa !13
  %1608 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1607) #6, !srcloc !16
  %1609 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1605, i16 %1608) #6, !srcloc !17
  br label %1612

1610:                                             ; preds = %1596
  %1611 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1601) #6, !srcloc !16
  br label %1612

1612:                                             ; preds = %1610, %1604
  %1613 = phi i16 [ %1611, %1610 ], [ %1609, %1604 ]
  %1614 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1603
  store i16 %1613, ptr %1614, align 2, !tbaa !13
  %1615 = lshr i32 %287, 16
  %1616 = trunc nuw i32 %1615 to i16
  %1617 = mul i32 %20, 105
  %1618 = sext i32 %1617 to i64
  br i1 %332, label %1625, label %1619

1619:                                             ; preds = %1612
  %1620 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1616) #6, !srcloc !16
  %1621 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1618
  %1622 = load i16, ptr %1621, align 2, !tbaa !13
  %1623 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1622) #6, !srcloc !16
  %1624 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1620, i16 %1623) #6, !srcloc !17
  br label %1627

1625:                                             ; preds = %1612
  %1626 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1616) #6, !srcloc !16
  br label %1627

1627:                                             ; preds = %1625, %1619
  %1628 = phi i16 [ %1626, %1625 ], [ %1624, %1619 ]
  %1629 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1618
  store i16 %1628, ptr %1629, align 2, !tbaa !13
  %1630 = trunc i32 %286 to i16
  br i1 %332, label %1639, label %1631

1631:                                             ; preds = %1627
  %1632 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1630) #6, !srcloc !16
  %1633 = add i32 %1602, 8
  %1634 = sext i32 %1633 to i64
  %1635 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1634
  %1636 = load i16, ptr %1635, align 2, !tbaa !13
  %1637 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1636) #6, !srcloc !16
  %1638 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1632, i16 %1637) #6, !srcloc !17
  br label %1641

1639:                                             ; preds = %1627
  %1640 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1630) #6, !srcloc !16
  br label %1641

1641:                                             ; preds = %1639, %1631
  %1642 = phi i16 [ %1640, %1639 ], [ %1638, %1631 ]
  %1643 = add i32 %1333, %625
  %1644 = sext i32 %1643 to i64
  %1645 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1644
  store i16 %1642, ptr %1645, align 2, !tbaa !13
  %1646 = lshr i32 %286, 16
  %1647 = trunc nuw i32 %1646 to i16
  br i1 %332, label %1656, label %1648

1648:                                             ; preds = %1641
  %1649 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1647) #6, !srcloc !16
  %1650 = add i32 %1617, 8
  %1651 = sext i32 %1650 to i64
  %1652 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1651
  %1653 = load i16, ptr %1652, align 2, !tbaa !13
  %1654 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1653) #6, !srcloc !16
  %1655 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1649, i16 %1654) #6, !srcloc !17
  br label %1658

1656:                                             ; preds = %1641
  %1657 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1647) #6, !srcloc !16
  br label %1658

1658:                                             ; preds = %1656, %1648
  %1659 = phi i16 [ %1657, %1656 ], [ %1655, %1648 ]
  %1660 = add i32 %1350, %625
  %1661 = sext i32 %1660 to i64
  %1662 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1661
  store i16 %1659, ptr %1662, align 2, !tbaa !13
  %1663 = trunc i32 %285 to i16
  %1664 = mul i32 %20, 112
  %1665 = sext i32 %1664 to i64
  br i1 %332, label %1672, label %1666

1666:                                             ; preds = %1658
  %1667 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1663) #6, !srcloc !16
  %1668 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1665
  %1669 = load i16, ptr %1668, align 2, !tbaa !13
  %1670 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1669) #6, !srcloc !16
  %1671 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1667, i16 %1670) #6, !srcloc !17
  br label %1674

1672:                                             ; preds = %1658
  %1673 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1663) #6, !srcloc !16
  br label %1674

1674:                                             ; preds = %1672, %1666
  %1675 = phi i16 [ %1673, %1672 ], [ %1671, %1666 ]
  %1676 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1665
  store i16 %1675, ptr %1676, align 2, !tbaa !13
  %1677 = lshr i32 %285, 16
  %1678 = trunc nuw i32 %1677 to i16
  %1679 = mul i32 %20, 113
  %1680 = sext i32 %1679 to i64
  br i1 %332, label %1687, label %1681

1681:                                             ; preds = %1674
  %1682 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1678) #6, !srcloc !16
  %1683 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1680
  %1684 = load i16, ptr %1683, align 2, !tbaa !13
  %1685 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1684) #6, !srcloc !16
  %1686 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1682, i16 %1685) #6, !srcloc !17
  br label %1689

1687:                                             ; preds = %1674
  %1688 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1678) #6, !srcloc !16
  br label %1689

1689:                                             ; preds = %1687, %1681
  %1690 = phi i16 [ %1688, %1687 ], [ %1686, %1681 ]
  %1691 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1680
  store i16 %1690, ptr %1691, align 2, !tbaa !13
  %1692 = trunc i32 %284 to i16
  br i1 %332, label %1701, label %1693

1693:                                             ; preds = %1689
  %1694 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1692) #6, !srcloc !16
  %1695 = sext i32 %1664 to i64
  %1696 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %1695
  %1697 = getelementptr i8, ptr %1696, i64 16
  %1698 = load i16, ptr %1697, align 2, !tbaa !13
  %1699 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1698) #6, !srcloc !16
  %1700 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1694, i16 %1699) #6, !srcloc !17
  br label %1703

1701:                                             ; preds = %1689
  %1702 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1692) #6, !srcloc !16
  br label %1703

1703:                                             ; preds = %1701, %1693
  %1704 = phi i16 [ %1702, %1701 ], [ %1700, %1693 ]
  %1705 = add i32 %1333, %685
  %1706 = sext i32 %1705 to i64
  %1707 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1706
  store i16 %1704, ptr %1707, align 2, !tbaa !13
  %1708 = lshr i32 %284, 16
  %1709 = trunc nuw i32 %1708 to i16
  br i1 %332, label %1718, label %1710

1710:                                             ; preds = %1703
  %1711 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1709) #6, !srcloc !16
  %1712 = add i32 %1679, 8
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1713
  %1715 = load i16, ptr %1714, align 2, !tbaa !13
  %1716 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1715) #6, !srcloc !16
  %1717 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1711, i16 %1716) #6, !srcloc !17
  br label %1720

1718:                                             ; preds = %1703
  %1719 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1709) #6, !srcloc !16
  br label %1720

1720:                                             ; preds = %1718, %1710
  %1721 = phi i16 [ %1719, %1718 ], [ %1717, %1710 ]
  %1722 = add i32 %1350, %685
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1723
  store i16 %1721, ptr %1724, align 2, !tbaa !13
  %1725 = trunc i32 %283 to i16
  %1726 = mul i32 %20, 120
  %1727 = sext i32 %1726 to i64
  br i1 %332, label %1734, label %1728

1728:                                             ; preds = %1720
  %1729 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1725) #6, !srcloc !16
  %1730 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1727
  %1731 = load i16, ptr %1730, align 2, !tbaa !13
  %1732 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1731) #6, !srcloc !16
  %1733 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1729, i16 %1732) #6, !srcloc !17
  br label %1736

1734:                                             ; preds = %1720
  %1735 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1725) #6, !srcloc !16
  br label %1736

1736:                                             ; preds = %1734, %1728
  %1737 = phi i16 [ %1735, %1734 ], [ %1733, %1728 ]
  %1738 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1727
  store i16 %1737, ptr %1738, align 2, !tbaa !13
  %1739 = lshr i32 %283, 16
  %1740 = trunc nuw i32 %1739 to i16
  %1741 = mul i32 %20, 121
  %1742 = sext i32 %1741 to i64
  br i1 %332, label %1749, label %1743

1743:                                             ; preds = %1736
  %1744 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1740) #6, !srcloc !16
  %1745 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1742
  %1746 = load i16, ptr %1745, align 2, !tbaa !13
  %1747 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1746) #6, !srcloc !16
  %1748 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1744, i16 %1747) #6, !srcloc !17
  br label %1751

1749:                                             ; preds = %1736
  %1750 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1740) #6, !srcloc !16
  br label %1751

1751:                                             ; preds = %1749, %1743
  %1752 = phi i16 [ %1750, %1749 ], [ %1748, %1743 ]
  %1753 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1742
  store i16 %1752, ptr %1753, align 2, !tbaa !13
  %1754 = trunc i32 %282 to i16
  br i1 %332, label %1763, label %1755

1755:                                             ; preds = %1751
  %1756 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1754) #6, !srcloc !16
  %1757 = add i32 %1726, 8
  %1758 = sext i32 %1757 to i64
  %1759 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1758
  %1760 = load i16, ptr %1759, align 2, !tbaa !13
  %1761 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1760) #6, !srcloc !16
  %1762 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1756, i16 %1761) #6, !srcloc !17
  br label %1765

1763:                                             ; preds = %1751
  %1764 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1754) #6, !srcloc !16
  br label %1765

1765:                                             ; preds = %1763, %1755
  %1766 = phi i16 [ %1764, %1763 ], [ %1762, %1755 ]
  %1767 = add i32 %1333, %745
  %1768 = sext i32 %1767 to i64
  %1769 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1768
  store i16 %1766, ptr %1769, align 2, !tbaa !13
  %1770 = lshr i32 %282, 16
  %1771 = trunc nuw i32 %1770 to i16
  br i1 %332, label %1780, label %1772

1772:                                             ; preds = %1765
  %1773 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1771) #6, !srcloc !16
  %1774 = add i32 %1741, 8
  %1775 = sext i32 %1774 to i64
  %1776 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1775
  %1777 = load i16, ptr %1776, align 2, !tbaa !13
  %1778 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1777) #6, !srcloc !16
  %1779 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1773, i16 %1778) #6, !srcloc !17
  br label %1782

1780:                                             ; preds = %1765
  %1781 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1771) #6, !srcloc !16
  br label %1782

1782:                                             ; preds = %1780, %1772
  %1783 = phi i16 [ %1781, %1780 ], [ %1779, %1772 ]
  %1784 = add i32 %1350, %745
  %1785 = sext i32 %1784 to i64
  %1786 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1785
  store i16 %1783, ptr %1786, align 2, !tbaa !13
  %1787 = trunc i32 %281 to i16
  %1788 = add i32 %240, 64
  %1789 = sext i32 %1788 to i64
  br i1 %332, label %1796, label %1790

1790:                                             ; preds = %1782
  %1791 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1787) #6, !srcloc !16
  %1792 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1789
  %1793 = load i16, ptr %1792, align 2, !tbaa !13
  %1794 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1793) #6, !srcloc !16
  %1795 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1791, i16 %1794) #6, !srcloc !17
  br label %1798

1796:                                             ; preds = %1782
  %1797 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1787) #6, !srcloc !16
  br label %1798

1798:                                             ; preds = %1796, %1790
  %1799 = phi i16 [ %1797, %1796 ], [ %1795, %1790 ]
  %1800 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1789
  store i16 %1799, ptr %1800, align 2, !tbaa !13
  %1801 = lshr i32 %281, 16
  %1802 = trunc nuw i32 %1801 to i16
  br i1 %332, label %1811, label %1803

1803:                                             ; preds = %1798
  %1804 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1802) #6, !srcloc !16
  %1805 = add i32 %1307, 64
  %1806 = sext i32 %1805 to i64
  %1807 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1806
  %1808 = load i16, ptr %1807, align 2, !tbaa !13
  %1809 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1808) #6, !srcloc !16
  %1810 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1804, i16 %1809) #6, !srcloc !17
  br label %1813

1811:                                             ; preds = %1798
  %1812 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1802) #6, !srcloc !16
  br label %1813

1813:                                             ; preds = %1811, %1803
  %1814 = phi i16 [ %1812, %1811 ], [ %1810, %1803 ]
  %1815 = add i32 %1788, %20
  %1816 = sext i32 %1815 to i64
  %1817 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1816
  store i16 %1814, ptr %1817, align 2, !tbaa !13
  %1818 = trunc i32 %280 to i16
  br i1 %332, label %1827, label %1819

1819:                                             ; preds = %1813
  %1820 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1818) #6, !srcloc !16
  %1821 = add i32 %240, 72
  %1822 = sext i32 %1821 to i64
  %1823 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1822
  %1824 = load i16, ptr %1823, align 2, !tbaa !13
  %1825 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1824) #6, !srcloc !16
  %1826 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1820, i16 %1825) #6, !srcloc !17
  br label %1829

1827:                                             ; preds = %1813
  %1828 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1818) #6, !srcloc !16
  br label %1829

1829:                                             ; preds = %1827, %1819
  %1830 = phi i16 [ %1828, %1827 ], [ %1826, %1819 ]
  %1831 = or disjoint i32 %1788, 8
  %1832 = sext i32 %1831 to i64
  %1833 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1832
  store i16 %1830, ptr %1833, align 2, !tbaa !13
  %1834 = lshr i32 %280, 16
  %1835 = trunc nuw i32 %1834 to i16
  br i1 %332, label %1844, label %1836

1836:                                             ; preds = %1829
  %1837 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1835) #6, !srcloc !16
  %1838 = add i32 %1307, 72
  %1839 = sext i32 %1838 to i64
  %1840 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1839
  %1841 = load i16, ptr %1840, align 2, !tbaa !13
  %1842 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1841) #6, !srcloc !16
  %1843 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1837, i16 %1842) #6, !srcloc !17
  br label %1846

1844:                                             ; preds = %1829
  %1845 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1835) #6, !srcloc !16
  br label %1846

1846:                                             ; preds = %1844, %1836
  %1847 = phi i16 [ %1845, %1844 ], [ %1843, %1836 ]
  %1848 = add i32 %1831, %20
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1849
  store i16 %1847, ptr %1850, align 2, !tbaa !13
  %1851 = trunc i32 %279 to i16
  %1852 = add i32 %1788, %241
  %1853 = sext i32 %1852 to i64
  br i1 %332, label %1860, label %1854

1854:                                             ; preds = %1846
  %1855 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1851) #6, !srcloc !16
  %1856 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1853
  %1857 = load i16, ptr %1856, align 2, !tbaa !13
  %1858 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1857) #6, !srcloc !16
  %1859 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1855, i16 %1858) #6, !srcloc !17
  br label %1862

1860:                                             ; preds = %1846
  %1861 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1851) #6, !srcloc !16
  br label %1862

1862:                                             ; preds = %1860, %1854
  %1863 = phi i16 [ %1861, %1860 ], [ %1859, %1854 ]
  %1864 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1853
  store i16 %1863, ptr %1864, align 2, !tbaa !13
  %1865 = lshr i32 %279, 16
  %1866 = trunc nuw i32 %1865 to i16
  br i1 %332, label %1876, label %1867

1867:                                             ; preds = %1862
  %1868 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1866) #6, !srcloc !16
  %1869 = add i32 %1307, 64
  %1870 = add i32 %1869, %241
  %1871 = sext i32 %1870 to i64
  %1872 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1871
  %1873 = load i16, ptr %1872, align 2, !tbaa !13
  %1874 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1873) #6, !srcloc !16
  %1875 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1868, i16 %1874) #6, !srcloc !17
  br label %1878

1876:                                             ; preds = %1862
  %1877 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1866) #6, !srcloc !16
  br label %1878

1878:                                             ; preds = %1876, %1867
  %1879 = phi i16 [ %1877, %1876 ], [ %1875, %1867 ]
  %1880 = add i32 %1815, %241
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1881
  store i16 %1879, ptr %1882, align 2, !tbaa !13
  %1883 = trunc i32 %278 to i16
  br i1 %332, label %1892, label %1884

1884:                                             ; preds = %1878
  %1885 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1883) #6, !srcloc !16
  %1886 = add i32 %1852, 8
  %1887 = sext i32 %1886 to i64
  %1888 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1887
  %1889 = load i16, ptr %1888, align 2, !tbaa !13
  %1890 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1889) #6, !srcloc !16
  %1891 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1885, i16 %1890) #6, !srcloc !17
  br label %1894

1892:                                             ; preds = %1878
  %1893 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1883) #6, !srcloc !16
  br label %1894

1894:                                             ; preds = %1892, %1884
  %1895 = phi i16 [ %1893, %1892 ], [ %1891, %1884 ]
  %1896 = add i32 %1831, %241
  %1897 = sext i32 %1896 to i64
  %1898 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1897
  store i16 %1895, ptr %1898, align 2, !tbaa !13
  %1899 = lshr i32 %278, 16
  %1900 = trunc nuw i32 %1899 to i16
  br i1 %332, label %1910, label %1901

1901:                                             ; preds = %1894
  %1902 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1900) #6, !srcloc !16
  %1903 = add i32 %241, 72
  %1904 = add i32 %1903, %1307
  %1905 = sext i32 %1904 to i64
  %1906 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1905
  %1907 = load i16, ptr %1906, align 2, !tbaa !13
  %1908 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1907) #6, !srcloc !16
  %1909 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1902, i16 %1908) #6, !srcloc !17
  br label %1912

1910:                                             ; preds = %1894
  %1911 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1900) #6, !srcloc !16
  br label %1912

1912:                                             ; preds = %1910, %1901
  %1913 = phi i16 [ %1911, %1910 ], [ %1909, %1901 ]
  %1914 = add i32 %1848, %241
  %1915 = sext i32 %1914 to i64
  %1916 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1915
  store i16 %1913, ptr %1916, align 2, !tbaa !13
  %1917 = trunc i32 %277 to i16
  %1918 = add i32 %1788, %445
  %1919 = sext i32 %1918 to i64
  br i1 %332, label %1926, label %1920

1920:                                             ; preds = %1912
  %1921 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1917) #6, !srcloc !16
  %1922 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1919
  %1923 = load i16, ptr %1922, align 2, !tbaa !13
  %1924 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1923) #6, !srcloc !16
  %1925 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1921, i16 %1924) #6, !srcloc !17
  br label %1928

1926:                                             ; preds = %1912
  %1927 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1917) #6, !srcloc !16
  br label %1928

1928:                                             ; preds = %1926, %1920
  %1929 = phi i16 [ %1927, %1926 ], [ %1925, %1920 ]
  %1930 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1919
  store i16 %1929, ptr %1930, align 2, !tbaa !13
  %1931 = lshr i32 %277, 16
  %1932 = trunc nuw i32 %1931 to i16
  br i1 %332, label %1942, label %1933

1933:                                             ; preds = %1928
  %1934 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1932) #6, !srcloc !16
  %1935 = add i32 %1307, 64
  %1936 = add i32 %1935, %445
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1937
  %1939 = load i16, ptr %1938, align 2, !tbaa !13
  %1940 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1939) #6, !srcloc !16
  %1941 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1934, i16 %1940) #6, !srcloc !17
  br label %1944

1942:                                             ; preds = %1928
  %1943 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1932) #6, !srcloc !16
  br label %1944

1944:                                             ; preds = %1942, %1933
  %1945 = phi i16 [ %1943, %1942 ], [ %1941, %1933 ]
  %1946 = add i32 %1815, %445
  %1947 = sext i32 %1946 to i64
  %1948 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1947
  store i16 %1945, ptr %1948, align 2, !tbaa !13
  %1949 = trunc i32 %276 to i16
  br i1 %332, label %1958, label %1950

1950:                                             ; preds = %1944
  %1951 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1949) #6, !srcloc !16
  %1952 = sext i32 %1918 to i64
  %1953 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %1952
  %1954 = getelementptr i8, ptr %1953, i64 16
  %1955 = load i16, ptr %1954, align 2, !tbaa !13
  %1956 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1955) #6, !srcloc !16
  %1957 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1951, i16 %1956) #6, !srcloc !17
  br label %1960

1958:                                             ; preds = %1944
  %1959 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1949) #6, !srcloc !16
  br label %1960

1960:                                             ; preds = %1958, %1950
  %1961 = phi i16 [ %1959, %1958 ], [ %1957, %1950 ]
  %1962 = add i32 %1831, %445
  %1963 = sext i32 %1962 to i64
  %1964 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1963
  store i16 %1961, ptr %1964, align 2, !tbaa !13
  %1965 = lshr i32 %276, 16
  %1966 = trunc nuw i32 %1965 to i16
  br i1 %332, label %1976, label %1967

1967:                                             ; preds = %1960
  %1968 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1966) #6, !srcloc !16
  %1969 = add i32 %445, 72
  %1970 = add i32 %1969, %1307
  %1971 = sext i32 %1970 to i64
  %1972 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1971
  %1973 = load i16, ptr %1972, align 2, !tbaa !13
  %1974 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1973) #6, !srcloc !16
  %1975 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1968, i16 %1974) #6, !srcloc !17
  br label %1978

1976:                                             ; preds = %1960
  %1977 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1966) #6, !srcloc !16
  br label %1978

1978:                                             ; preds = %1976, %1967
  %1979 = phi i16 [ %1977, %1976 ], [ %1975, %1967 ]
  %1980 = add i32 %1848, %445
  %1981 = sext i32 %1980 to i64
  %1982 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1981
  store i16 %1979, ptr %1982, align 2, !tbaa !13
  %1983 = trunc i32 %275 to i16
  %1984 = add i32 %1788, %505
  %1985 = sext i32 %1984 to i64
  br i1 %332, label %1992, label %1986

1986:                                             ; preds = %1978
  %1987 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1983) #6, !srcloc !16
  %1988 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1985
  %1989 = load i16, ptr %1988, align 2, !tbaa !13
  %1990 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %1989) #6, !srcloc !16
  %1991 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1987, i16 %1990) #6, !srcloc !17
  br label %1994

1992:                                             ; preds = %1978
  %1993 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1983) #6, !srcloc !16
  br label %1994

1994:                                             ; preds = %1992, %1986
  %1995 = phi i16 [ %1993, %1992 ], [ %1991, %1986 ]
  %1996 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %1985
  store i16 %1995, ptr %1996, align 2, !tbaa !13
  %1997 = lshr i32 %275, 16
  %1998 = trunc nuw i32 %1997 to i16
  br i1 %332, label %2008, label %1999

1999:                                             ; preds = %1994
  %2000 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1998) #6, !srcloc !16
  %2001 = add i32 %1307, 64
  %2002 = add i32 %2001, %505
  %2003 = sext i32 %2002 to i64
  %2004 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2003
  %2005 = load i16, ptr %2004, align 2, !tbaa !13
  %2006 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2005) #6, !srcloc !16
  %2007 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2000, i16 %2006) #6, !srcloc !17
  br label %2010

2008:                                             ; preds = %1994
  %2009 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %1998) #6, !srcloc !16
  br label %2010

2010:                                             ; preds = %2008, %1999
  %2011 = phi i16 [ %2009, %2008 ], [ %2007, %1999 ]
  %2012 = add i32 %1815, %505
  %2013 = sext i32 %2012 to i64
  %2014 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2013
  store i16 %2011, ptr %2014, align 2, !tbaa !13
  %2015 = trunc i32 %274 to i16
  br i1 %332, label %2024, label %2016

2016:                                             ; preds = %2010
  %2017 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2015) #6, !srcloc !16
  %2018 = add i32 %1984, 8
  %2019 = sext i32 %2018 to i64
  %2020 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2019
  %2021 = load i16, ptr %2020, align 2, !tbaa !13
  %2022 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2021) #6, !srcloc !16
  %2023 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2017, i16 %2022) #6, !srcloc !17
  br label %2026

2024:                                             ; preds = %2010
  %2025 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2015) #6, !srcloc !16
  br label %2026

2026:                                             ; preds = %2024, %2016
  %2027 = phi i16 [ %2025, %2024 ], [ %2023, %2016 ]
  %2028 = add i32 %1831, %505
  %2029 = sext i32 %2028 to i64
  %2030 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2029
  store i16 %2027, ptr %2030, align 2, !tbaa !13
  %2031 = lshr i32 %274, 16
  %2032 = trunc nuw i32 %2031 to i16
  br i1 %332, label %2042, label %2033

2033:                                             ; preds = %2026
  %2034 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2032) #6, !srcloc !16
  %2035 = add i32 %505, 72
  %2036 = add i32 %2035, %1307
  %2037 = sext i32 %2036 to i64
  %2038 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2037
  %2039 = load i16, ptr %2038, align 2, !tbaa !13
  %2040 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2039) #6, !srcloc !16
  %2041 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2034, i16 %2040) #6, !srcloc !17
  br label %2044

2042:                                             ; preds = %2026
  %2043 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2032) #6, !srcloc !16
  br label %2044

2044:                                             ; preds = %2042, %2033
  %2045 = phi i16 [ %2043, %2042 ], [ %2041, %2033 ]
  %2046 = add i32 %1848, %505
  %2047 = sext i32 %2046 to i64
  %2048 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2047
  store i16 %2045, ptr %2048, align 2, !tbaa !13
  %2049 = trunc i32 %273 to i16
  %2050 = add i32 %1788, %565
  %2051 = sext i32 %2050 to i64
  br i1 %332, label %2058, label %2052

2052:                                             ; preds = %2044
  %2053 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2049) #6, !srcloc !16
  %2054 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2051
  %2055 = load i16, ptr %2054, align 2, !tbaa !13
  %2056 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2055) #6, !srcloc !16
  %2057 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2053, i16 %2056) #6, !srcloc !17
  br label %2060

2058:                                             ; preds = %2044
  %2059 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2049) #6, !srcloc !16
  br label %2060

2060:                                             ; preds = %2058, %2052
  %2061 = phi i16 [ %2059, %2058 ], [ %2057, %2052 ]
  %2062 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2051
  store i16 %2061, ptr %2062, align 2, !tbaa !13
  %2063 = lshr i32 %273, 16
  %2064 = trunc nuw i32 %2063 to i16
  br i1 %332, label %2074, label %2065

2065:                                             ; preds = %2060
  %2066 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2064) #6, !srcloc !16
  %2067 = add i32 %1307, 64
  %2068 = add i32 %2067, %565
  %2069 = sext i32 %2068 to i64
  %2070 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2069
  %2071 = load i16, ptr %2070, align 2, !tbaa !13
  %2072 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2071) #6, !srcloc !16
  %2073 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2066, i16 %2072) #6, !srcloc !17
  br label %2076

2074:                                             ; preds = %2060
  %2075 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2064) #6, !srcloc !16
  br label %2076

2076:                                             ; preds = %2074, %2065
  %2077 = phi i16 [ %2075, %2074 ], [ %2073, %2065 ]
  %2078 = add i32 %1815, %565
  %2079 = sext i32 %2078 to i64
  %2080 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2079
  store i16 %2077, ptr %2080, align 2, !tbaa !13
  %2081 = trunc i32 %272 to i16
  br i1 %332, label %2090, label %2082

2082:                                             ; preds = %2076
  %2083 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2081) #6, !srcloc !16
  %2084 = sext i32 %2050 to i64
  %2085 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %2084
  %2086 = getelementptr i8, ptr %2085, i64 16
  %2087 = load i16, ptr %2086, align 2, !tbaa !13
  %2088 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2087) #6, !srcloc !16
  %2089 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2083, i16 %2088) #6, !srcloc !17
  br label %2092

2090:                                             ; preds = %2076
  %2091 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2081) #6, !srcloc !16
  br label %2092

2092:                                             ; preds = %2090, %2082
  %2093 = phi i16 [ %2091, %2090 ], [ %2089, %2082 ]
  %2094 = add i32 %1831, %565
  %2095 = sext i32 %2094 to i64
  %2096 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2095
  store i16 %2093, ptr %2096, align 2, !tbaa !13
  %2097 = lshr i32 %272, 16
  %2098 = trunc nuw i32 %2097 to i16
  br i1 %332, label %2108, label %2099

2099:                                             ; preds = %2092
  %2100 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2098) #6, !srcloc !16
  %2101 = add i32 %565, 72
  %2102 = add i32 %2101, %1307
  %2103 = sext i32 %2102 to i64
  %2104 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2103
  %2105 = load i16, ptr %2104, align 2, !tbaa !13
  %2106 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2105) #6, !srcloc !16
  %2107 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2100, i16 %2106) #6, !srcloc !17
  br label %2110

2108:                                             ; preds = %2092
  %2109 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2098) #6, !srcloc !16
  br label %2110

2110:                                             ; preds = %2108, %2099
  %2111 = phi i16 [ %2109, %2108 ], [ %2107, %2099 ]
  %2112 = add i32 %1848, %565
  %2113 = sext i32 %2112 to i64
  %2114 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2113
  store i16 %2111, ptr %2114, align 2, !tbaa !13
  %2115 = trunc i32 %271 to i16
  %2116 = add i32 %1788, %625
  %2117 = sext i32 %2116 to i64
  br i1 %332, label %2124, label %2118

2118:                                             ; preds = %2110
  %2119 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2115) #6, !srcloc !16
  %2120 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2117
  %2121 = load i16, ptr %2120, align 2, !tbaa !13
  %2122 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2121) #6, !srcloc !16
  %2123 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2119, i16 %2122) #6, !srcloc !17
  br label %2126

2124:                                             ; preds = %2110
  %2125 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2115) #6, !srcloc !16
  br label %2126

2126:                                             ; preds = %2124, %2118
  %2127 = phi i16 [ %2125, %2124 ], [ %2123, %2118 ]
  %2128 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2117
  store i16 %2127, ptr %2128, align 2, !tbaa !13
  %2129 = lshr i32 %271, 16
  %2130 = trunc nuw i32 %2129 to i16
  br i1 %332, label %2140, label %2131

2131:                                             ; preds = %2126
  %2132 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2130) #6, !srcloc !16
  %2133 = add i32 %1307, 64
  %2134 = add i32 %2133, %625
  %2135 = sext i32 %2134 to i64
  %2136 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2135
  %2137 = load i16, ptr %2136, align 2, !tbaa !13
  %2138 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2137) #6, !srcloc !16
  %2139 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2132, i16 %2138) #6, !srcloc !17
  br label %2142

2140:                                             ; preds = %2126
  %2141 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2130) #6, !srcloc !16
  br label %2142

2142:                                             ; preds = %2140, %2131
  %2143 = phi i16 [ %2141, %2140 ], [ %2139, %2131 ]
  %2144 = add i32 %1815, %625
  %2145 = sext i32 %2144 to i64
  %2146 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2145
  store i16 %2143, ptr %2146, align 2, !tbaa !13
  %2147 = trunc i32 %270 to i16
  br i1 %332, label %2156, label %2148

2148:                                             ; preds = %2142
  %2149 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2147) #6, !srcloc !16
  %2150 = add i32 %2116, 8
  %2151 = sext i32 %2150 to i64
  %2152 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2151
  %2153 = load i16, ptr %2152, align 2, !tbaa !13
  %2154 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2153) #6, !srcloc !16
  %2155 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2149, i16 %2154) #6, !srcloc !17
  br label %2158

2156:                                             ; preds = %2142
  %2157 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2147) #6, !srcloc !16
  br label %2158

2158:                                             ; preds = %2156, %2148
  %2159 = phi i16 [ %2157, %2156 ], [ %2155, %2148 ]
  %2160 = add i32 %1831, %625
  %2161 = sext i32 %2160 to i64
  %2162 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2161
  store i16 %2159, ptr %2162, align 2, !tbaa !13
  %2163 = lshr i32 %270, 16
  %2164 = trunc nuw i32 %2163 to i16
  br i1 %332, label %2174, label %2165

2165:                                             ; preds = %2158
  %2166 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2164) #6, !srcloc !16
  %2167 = add i32 %625, 72
  %2168 = add i32 %2167, %1307
  %2169 = sext i32 %2168 to i64
  %2170 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2169
  %2171 = load i16, ptr %2170, align 2, !tbaa !13
  %2172 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2171) #6, !srcloc !16
  %2173 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2166, i16 %2172) #6, !srcloc !17
  br label %2176

2174:                                             ; preds = %2158
  %2175 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2164) #6, !srcloc !16
  br label %2176

2176:                                             ; preds = %2174, %2165
  %2177 = phi i16 [ %2175, %2174 ], [ %2173, %2165 ]
  %2178 = add i32 %1848, %625
  %2179 = sext i32 %2178 to i64
  %2180 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2179
  store i16 %2177, ptr %2180, align 2, !tbaa !13
  %2181 = trunc i32 %269 to i16
  %2182 = add i32 %1788, %685
  %2183 = sext i32 %2182 to i64
  br i1 %332, label %2190, label %2184

2184:                                             ; preds = %2176
  %2185 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2181) #6, !srcloc !16
  %2186 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2183
  %2187 = load i16, ptr %2186, align 2, !tbaa !13
  %2188 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2187) #6, !srcloc !16
  %2189 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2185, i16 %2188) #6, !srcloc !17
  br label %2192

2190:                                             ; preds = %2176
  %2191 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2181) #6, !srcloc !16
  br label %2192

2192:                                             ; preds = %2190, %2184
  %2193 = phi i16 [ %2191, %2190 ], [ %2189, %2184 ]
  %2194 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2183
  store i16 %2193, ptr %2194, align 2, !tbaa !13
  %2195 = lshr i32 %269, 16
  %2196 = trunc nuw i32 %2195 to i16
  br i1 %332, label %2206, label %2197

2197:                                             ; preds = %2192
  %2198 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2196) #6, !srcloc !16
  %2199 = add i32 %1307, 64
  %2200 = add i32 %2199, %685
  %2201 = sext i32 %2200 to i64
  %2202 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2201
  %2203 = load i16, ptr %2202, align 2, !tbaa !13
  %2204 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2203) #6, !srcloc !16
  %2205 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2198, i16 %2204) #6, !srcloc !17
  br label %2208

2206:                                             ; preds = %2192
  %2207 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2196) #6, !srcloc !16
  br label %2208

2208:                                             ; preds = %2206, %2197
  %2209 = phi i16 [ %2207, %2206 ], [ %2205, %2197 ]
  %2210 = add i32 %1815, %685
  %2211 = sext i32 %2210 to i64
  %2212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2211
  store i16 %2209, ptr %2212, align 2, !tbaa !13
  %2213 = trunc i32 %268 to i16
  br i1 %332, label %2222, label %2214

2214:                                             ; preds = %2208
  %2215 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2213) #6, !srcloc !16
  %2216 = sext i32 %2182 to i64
  %2217 = getelementptr %"struct.cutlass::half_t", ptr %252, i64 %2216
  %2218 = getelementptr i8, ptr %2217, i64 16
  %2219 = load i16, ptr %2218, align 2, !tbaa !13
  %2220 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2219) #6, !srcloc !16
  %2221 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2215, i16 %2220) #6, !srcloc !17
  br label %2224

2222:                                             ; preds = %2208
  %2223 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2213) #6, !srcloc !16
  br label %2224

2224:                                             ; preds = %2222, %2214
  %2225 = phi i16 [ %2223, %2222 ], [ %2221, %2214 ]
  %2226 = add i32 %1831, %685
  %2227 = sext i32 %2226 to i64
  %2228 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2227
  store i16 %2225, ptr %2228, align 2, !tbaa !13
  %2229 = lshr i32 %268, 16
  %2230 = trunc nuw i32 %2229 to i16
  br i1 %332, label %2240, label %2231

2231:                                             ; preds = %2224
  %2232 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2230) #6, !srcloc !16
  %2233 = add i32 %685, 72
  %2234 = add i32 %2233, %1307
  %2235 = sext i32 %2234 to i64
  %2236 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2235
  %2237 = load i16, ptr %2236, align 2, !tbaa !13
  %2238 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2237) #6, !srcloc !16
  %2239 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2232, i16 %2238) #6, !srcloc !17
  br label %2242

2240:                                             ; preds = %2224
  %2241 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2230) #6, !srcloc !16
  br label %2242

2242:                                             ; preds = %2240, %2231
  %2243 = phi i16 [ %2241, %2240 ], [ %2239, %2231 ]
  %2244 = add i32 %1848, %685
  %2245 = sext i32 %2244 to i64
  %2246 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2245
  store i16 %2243, ptr %2246, align 2, !tbaa !13
  %2247 = trunc i32 %267 to i16
  %2248 = add i32 %1788, %745
  %2249 = sext i32 %2248 to i64
  br i1 %332, label %2256, label %2250

2250:                                             ; preds = %2242
  %2251 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2247) #6, !srcloc !16
  %2252 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2249
  %2253 = load i16, ptr %2252, align 2, !tbaa !13
  %2254 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2253) #6, !srcloc !16
  %2255 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2251, i16 %2254) #6, !srcloc !17
  br label %2258

2256:                                             ; preds = %2242
  %2257 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2247) #6, !srcloc !16
  br label %2258

2258:                                             ; preds = %2256, %2250
  %2259 = phi i16 [ %2257, %2256 ], [ %2255, %2250 ]
  %2260 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2249
  store i16 %2259, ptr %2260, align 2, !tbaa !13
  %2261 = lshr i32 %267, 16
  %2262 = trunc nuw i32 %2261 to i16
  br i1 %332, label %2272, label %2263

2263:                                             ; preds = %2258
  %2264 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2262) #6, !srcloc !16
  %2265 = add i32 %1307, 64
  %2266 = add i32 %2265, %745
  %2267 = sext i32 %2266 to i64
  %2268 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2267
  %2269 = load i16, ptr %2268, align 2, !tbaa !13
  %2270 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2269) #6, !srcloc !16
  %2271 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2264, i16 %2270) #6, !srcloc !17
  br label %2274

2272:                                             ; preds = %2258
  %2273 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2262) #6, !srcloc !16
  br label %2274

2274:                                             ; preds = %2272, %2263
  %2275 = phi i16 [ %2273, %2272 ], [ %2271, %2263 ]
  %2276 = add i32 %1815, %745
  %2277 = sext i32 %2276 to i64
  %2278 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2277
  store i16 %2275, ptr %2278, align 2, !tbaa !13
  %2279 = trunc i32 %266 to i16
  br i1 %332, label %2288, label %2280

2280:                                             ; preds = %2274
  %2281 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2279) #6, !srcloc !16
  %2282 = add i32 %2248, 8
  %2283 = sext i32 %2282 to i64
  %2284 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2283
  %2285 = load i16, ptr %2284, align 2, !tbaa !13
  %2286 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2285) #6, !srcloc !16
  %2287 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2281, i16 %2286) #6, !srcloc !17
  br label %2290

2288:                                             ; preds = %2274
  %2289 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2279) #6, !srcloc !16
  br label %2290

2290:                                             ; preds = %2288, %2280
  %2291 = phi i16 [ %2289, %2288 ], [ %2287, %2280 ]
  %2292 = add i32 %1831, %745
  %2293 = sext i32 %2292 to i64
  %2294 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2293
  store i16 %2291, ptr %2294, align 2, !tbaa !13
  %2295 = lshr i32 %266, 16
  %2296 = trunc nuw i32 %2295 to i16
  br i1 %332, label %2306, label %2297

2297:                                             ; preds = %2290
  %2298 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2296) #6, !srcloc !16
  %2299 = add i32 %745, 72
  %2300 = add i32 %2299, %1307
  %2301 = sext i32 %2300 to i64
  %2302 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2301
  %2303 = load i16, ptr %2302, align 2, !tbaa !13
  %2304 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %330, i16 %2303) #6, !srcloc !16
  %2305 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2298, i16 %2304) #6, !srcloc !17
  br label %2308

2306:                                             ; preds = %2290
  %2307 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %333, i16 %2296) #6, !srcloc !16
  br label %2308

2308:                                             ; preds = %2306, %2297
  %2309 = phi i16 [ %2307, %2306 ], [ %2305, %2297 ]
  %2310 = add i32 %1848, %745
  %2311 = sext i32 %2310 to i64
  %2312 = getelementptr inbounds %"struct.cutlass::half_t", ptr %252, i64 %2311
  store i16 %2309, ptr %2312, align 2, !tbaa !13
  ret void

2313:                                             ; preds = %260, %2313
  %2314 = phi i32 [ 0, %260 ], [ %2915, %2313 ]
  %2315 = phi i32 [ 0, %260 ], [ %2914, %2313 ]
  %2316 = phi i32 [ 0, %260 ], [ %2913, %2313 ]
  %2317 = phi i32 [ 0, %260 ], [ %2912, %2313 ]
  %2318 = phi i32 [ 0, %260 ], [ %2911, %2313 ]
  %2319 = phi i32 [ 0, %260 ], [ %2910, %2313 ]
  %2320 = phi i32 [ 0, %260 ], [ %2909, %2313 ]
  %2321 = phi i32 [ 0, %260 ], [ %2908, %2313 ]
  %2322 = phi i32 [ 0, %260 ], [ %2907, %2313 ]
  %2323 = phi i32 [ 0, %260 ], [ %2906, %2313 ]
  %2324 = phi i32 [ 0, %260 ], [ %2905, %2313 ]
  %2325 = phi i32 [ 0, %260 ], [ %2904, %2313 ]
  %2326 = phi i32 [ 0, %260 ], [ %2903, %2313 ]
  %2327 = phi i32 [ 0, %260 ], [ %2902, %2313 ]
  %2328 = phi i32 [ 0, %260 ], [ %2901, %2313 ]
  %2329 = phi i32 [ 0, %260 ], [ %2900, %2313 ]
  %2330 = phi i32 [ 0, %260 ], [ %2899, %2313 ]
  %2331 = phi i32 [ 0, %260 ], [ %2898, %2313 ]
  %2332 = phi i32 [ 0, %260 ], [ %2897, %2313 ]
  %2333 = phi i32 [ 0, %260 ], [ %2896, %2313 ]
  %2334 = phi i32 [ 0, %260 ], [ %2895, %2313 ]
  %2335 = phi i32 [ 0, %260 ], [ %2894, %2313 ]
  %2336 = phi i32 [ 0, %260 ], [ %2893, %2313 ]
  %2337 = phi i32 [ 0, %260 ], [ %2892, %2313 ]
  %2338 = phi i32 [ 0, %260 ], [ %2891, %2313 ]
  %2339 = phi i32 [ 0, %260 ], [ %2890, %2313 ]
  %2340 = phi i32 [ 0, %260 ], [ %2889, %2313 ]
  %2341 = phi i32 [ 0, %260 ], [ %2888, %2313 ]
  %2342 = phi i32 [ 0, %260 ], [ %2887, %2313 ]
  %2343 = phi i32 [ 0, %260 ], [ %2886, %2313 ]
  %2344 = phi i32 [ 0, %260 ], [ %2885, %2313 ]
  %2345 = phi i32 [ 0, %260 ], [ %2884, %2313 ]
  %2346 = phi i32 [ 0, %260 ], [ %2883, %2313 ]
  %2347 = phi i32 [ 0, %260 ], [ %2882, %2313 ]
  %2348 = phi i32 [ 0, %260 ], [ %2881, %2313 ]
  %2349 = phi i32 [ 0, %260 ], [ %2880, %2313 ]
  %2350 = phi i32 [ 0, %260 ], [ %2879, %2313 ]
  %2351 = phi i32 [ 0, %260 ], [ %2878, %2313 ]
  %2352 = phi i32 [ 0, %260 ], [ %2877, %2313 ]
  %2353 = phi i32 [ 0, %260 ], [ %2876, %2313 ]
  %2354 = phi i32 [ 0, %260 ], [ %2875, %2313 ]
  %2355 = phi i32 [ 0, %260 ], [ %2874, %2313 ]
  %2356 = phi i32 [ 0, %260 ], [ %2873, %2313 ]
  %2357 = phi i32 [ 0, %260 ], [ %2872, %2313 ]
  %2358 = phi i32 [ 0, %260 ], [ %2871, %2313 ]
  %2359 = phi i32 [ 0, %260 ], [ %2870, %2313 ]
  %2360 = phi i32 [ 0, %260 ], [ %2869, %2313 ]
  %2361 = phi i32 [ 0, %260 ], [ %2868, %2313 ]
  %2362 = phi i32 [ 0, %260 ], [ %2867, %2313 ]
  %2363 = phi i32 [ 0, %260 ], [ %2866, %2313 ]
  %2364 = phi i32 [ 0, %260 ], [ %2865, %2313 ]
  %2365 = phi i32 [ 0, %260 ], [ %2864, %2313 ]
  %2366 = phi i32 [ 0, %260 ], [ %2863, %2313 ]
  %2367 = phi i32 [ 0, %260 ], [ %2862, %2313 ]
  %2368 = phi i32 [ 0, %260 ], [ %2861, %2313 ]
  %2369 = phi i32 [ 0, %260 ], [ %2860, %2313 ]
  %2370 = phi i32 [ 0, %260 ], [ %2859, %2313 ]
  %2371 = phi i32 [ 0, %260 ], [ %2858, %2313 ]
  %2372 = phi i32 [ 0, %260 ], [ %2857, %2313 ]
  %2373 = phi i32 [ 0, %260 ], [ %2856, %2313 ]
  %2374 = phi i32 [ 0, %260 ], [ %2855, %2313 ]
  %2375 = phi i32 [ 0, %260 ], [ %2854, %2313 ]
  %2376 = phi i32 [ 0, %260 ], [ %2853, %2313 ]
  %2377 = phi i32 [ 0, %260 ], [ %2852, %2313 ]
  %2378 = phi i32 [ 0, %260 ], [ %2922, %2313 ]
  %2379 = phi i32 [ 2, %260 ], [ %2918, %2313 ]
  %2380 = phi i32 [ 0, %260 ], [ %2921, %2313 ]
  %2381 = add nuw nsw i32 %2378, 2
  %2382 = tail call i32 @llvm.smin.i32(i32 %2381, i32 %263)
  %2383 = shl nsw i32 %2382, 6
  %2384 = sext i32 %2383 to i64
  %2385 = getelementptr inbounds %"struct.cutlass::half_t", ptr %39, i64 %2384
  %2386 = shl nsw i32 %2379, 13
  %2387 = sext i32 %2386 to i64
  %2388 = getelementptr inbounds %"struct.cutlass::half_t", ptr %46, i64 %2387
  %2389 = addrspacecast ptr %2388 to ptr addrspace(3)
  %2390 = ptrtoint ptr addrspace(3) %2389 to i64
  %2391 = trunc i64 %2390 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2391, ptr nonnull align 16 dereferenceable(16) %2385, i64 16) #5, !srcloc !11
  %2392 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %56
  %2393 = getelementptr inbounds nuw i8, ptr %2388, i64 2048
  %2394 = addrspacecast ptr %2393 to ptr addrspace(3)
  %2395 = ptrtoint ptr addrspace(3) %2394 to i64
  %2396 = trunc i64 %2395 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2396, ptr nonnull align 16 dereferenceable(16) %2392, i64 16) #5, !srcloc !11
  %2397 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %63
  %2398 = getelementptr inbounds nuw i8, ptr %2388, i64 4096
  %2399 = addrspacecast ptr %2398 to ptr addrspace(3)
  %2400 = ptrtoint ptr addrspace(3) %2399 to i64
  %2401 = trunc i64 %2400 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2401, ptr nonnull align 16 dereferenceable(16) %2397, i64 16) #5, !srcloc !11
  %2402 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %70
  %2403 = getelementptr inbounds nuw i8, ptr %2388, i64 6144
  %2404 = addrspacecast ptr %2403 to ptr addrspace(3)
  %2405 = ptrtoint ptr addrspace(3) %2404 to i64
  %2406 = trunc i64 %2405 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2406, ptr nonnull align 16 dereferenceable(16) %2402, i64 16) #5, !srcloc !11
  %2407 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %77
  %2408 = getelementptr inbounds nuw i8, ptr %2388, i64 8192
  %2409 = addrspacecast ptr %2408 to ptr addrspace(3)
  %2410 = ptrtoint ptr addrspace(3) %2409 to i64
  %2411 = trunc i64 %2410 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2411, ptr nonnull align 16 dereferenceable(16) %2407, i64 16) #5, !srcloc !11
  %2412 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %84
  %2413 = getelementptr inbounds nuw i8, ptr %2388, i64 10240
  %2414 = addrspacecast ptr %2413 to ptr addrspace(3)
  %2415 = ptrtoint ptr addrspace(3) %2414 to i64
  %2416 = trunc i64 %2415 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2416, ptr nonnull align 16 dereferenceable(16) %2412, i64 16) #5, !srcloc !11
  %2417 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %91
  %2418 = getelementptr inbounds nuw i8, ptr %2388, i64 12288
  %2419 = addrspacecast ptr %2418 to ptr addrspace(3)
  %2420 = ptrtoint ptr addrspace(3) %2419 to i64
  %2421 = trunc i64 %2420 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2421, ptr nonnull align 16 dereferenceable(16) %2417, i64 16) #5, !srcloc !11
  %2422 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2385, i64 %98
  %2423 = getelementptr inbounds nuw i8, ptr %2388, i64 14336
  %2424 = addrspacecast ptr %2423 to ptr addrspace(3)
  %2425 = ptrtoint ptr addrspace(3) %2424 to i64
  %2426 = trunc i64 %2425 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2426, ptr nonnull align 16 dereferenceable(16) %2422, i64 16) #5, !srcloc !11
  %2427 = getelementptr inbounds %"struct.cutlass::half_t", ptr %51, i64 %2384
  %2428 = getelementptr inbounds %"struct.cutlass::half_t", ptr %52, i64 %2387
  %2429 = addrspacecast ptr %2428 to ptr addrspace(3)
  %2430 = ptrtoint ptr addrspace(3) %2429 to i64
  %2431 = trunc i64 %2430 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2431, ptr nonnull align 16 dereferenceable(16) %2427, i64 16) #5, !srcloc !11
  %2432 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %107
  %2433 = getelementptr inbounds nuw i8, ptr %2428, i64 2048
  %2434 = addrspacecast ptr %2433 to ptr addrspace(3)
  %2435 = ptrtoint ptr addrspace(3) %2434 to i64
  %2436 = trunc i64 %2435 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2436, ptr nonnull align 16 dereferenceable(16) %2432, i64 16) #5, !srcloc !11
  %2437 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %114
  %2438 = getelementptr inbounds nuw i8, ptr %2428, i64 4096
  %2439 = addrspacecast ptr %2438 to ptr addrspace(3)
  %2440 = ptrtoint ptr addrspace(3) %2439 to i64
  %2441 = trunc i64 %2440 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2441, ptr nonnull align 16 dereferenceable(16) %2437, i64 16) #5, !srcloc !11
  %2442 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %121
  %2443 = getelementptr inbounds nuw i8, ptr %2428, i64 6144
  %2444 = addrspacecast ptr %2443 to ptr addrspace(3)
  %2445 = ptrtoint ptr addrspace(3) %2444 to i64
  %2446 = trunc i64 %2445 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2446, ptr nonnull align 16 dereferenceable(16) %2442, i64 16) #5, !srcloc !11
  %2447 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %128
  %2448 = getelementptr inbounds nuw i8, ptr %2428, i64 8192
  %2449 = addrspacecast ptr %2448 to ptr addrspace(3)
  %2450 = ptrtoint ptr addrspace(3) %2449 to i64
  %2451 = trunc i64 %2450 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2451, ptr nonnull align 16 dereferenceable(16) %2447, i64 16) #5, !srcloc !11
  %2452 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %135
  %2453 = getelementptr inbounds nuw i8, ptr %2428, i64 10240
  %2454 = addrspacecast ptr %2453 to ptr addrspace(3)
  %2455 = ptrtoint ptr addrspace(3) %2454 to i64
  %2456 = trunc i64 %2455 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2456, ptr nonnull align 16 dereferenceable(16) %2452, i64 16) #5, !srcloc !11
  %2457 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %142
  %2458 = getelementptr inbounds nuw i8, ptr %2428, i64 12288
  %2459 = addrspacecast ptr %2458 to ptr addrspace(3)
  %2460 = ptrtoint ptr addrspace(3) %2459 to i64
  %2461 = trunc i64 %2460 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2461, ptr nonnull align 16 dereferenceable(16) %2457, i64 16) #5, !srcloc !11
  %2462 = getelementptr inbounds %"struct.cutlass::half_t", ptr %2427, i64 %149
  %2463 = getelementptr inbounds nuw i8, ptr %2428, i64 14336
  %2464 = addrspacecast ptr %2463 to ptr addrspace(3)
  %2465 = ptrtoint ptr addrspace(3) %2464 to i64
  %2466 = trunc i64 %2465 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], $2;\0A", "r,l,n"(i32 %2466, ptr nonnull align 16 dereferenceable(16) %2462, i64 16) #5, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #5, !srcloc !12
  tail call void asm sideeffect "cp.async.wait_all;\0A", ""() #5, !srcloc !18
  %2467 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2377) #5, !srcloc !19
  %2468 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2376) #5, !srcloc !19
  %2469 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2375) #5, !srcloc !19
  %2470 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2374) #5, !srcloc !19
  %2471 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2373) #5, !srcloc !19
  %2472 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2372) #5, !srcloc !19
  %2473 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2371) #5, !srcloc !19
  %2474 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2370) #5, !srcloc !19
  %2475 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2369) #5, !srcloc !19
  %2476 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2368) #5, !srcloc !19
  %2477 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2367) #5, !srcloc !19
  %2478 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2366) #5, !srcloc !19
  %2479 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2365) #5, !srcloc !19
  %2480 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2364) #5, !srcloc !19
  %2481 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2363) #5, !srcloc !19
  %2482 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2362) #5, !srcloc !19
  %2483 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2361) #5, !srcloc !19
  %2484 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2360) #5, !srcloc !19
  %2485 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2359) #5, !srcloc !19
  %2486 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2358) #5, !srcloc !19
  %2487 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2357) #5, !srcloc !19
  %2488 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2356) #5, !srcloc !19
  %2489 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2355) #5, !srcloc !19
  %2490 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2354) #5, !srcloc !19
  %2491 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2353) #5, !srcloc !19
  %2492 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2352) #5, !srcloc !19
  %2493 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2351) #5, !srcloc !19
  %2494 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2350) #5, !srcloc !19
  %2495 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2349) #5, !srcloc !19
  %2496 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2348) #5, !srcloc !19
  %2497 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2347) #5, !srcloc !19
  %2498 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2346) #5, !srcloc !19
  %2499 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2345) #5, !srcloc !19
  %2500 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2344) #5, !srcloc !19
  %2501 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2343) #5, !srcloc !19
  %2502 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2342) #5, !srcloc !19
  %2503 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2341) #5, !srcloc !19
  %2504 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2340) #5, !srcloc !19
  %2505 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2339) #5, !srcloc !19
  %2506 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2338) #5, !srcloc !19
  %2507 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2337) #5, !srcloc !19
  %2508 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2336) #5, !srcloc !19
  %2509 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2335) #5, !srcloc !19
  %2510 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2334) #5, !srcloc !19
  %2511 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2333) #5, !srcloc !19
  %2512 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2332) #5, !srcloc !19
  %2513 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2331) #5, !srcloc !19
  %2514 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2330) #5, !srcloc !19
  %2515 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2329) #5, !srcloc !19
  %2516 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2328) #5, !srcloc !19
  %2517 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2327) #5, !srcloc !19
  %2518 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2326) #5, !srcloc !19
  %2519 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2325) #5, !srcloc !19
  %2520 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2324) #5, !srcloc !19
  %2521 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2323) #5, !srcloc !19
  %2522 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2322) #5, !srcloc !19
  %2523 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2321) #5, !srcloc !19
  %2524 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2320) #5, !srcloc !19
  %2525 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2319) #5, !srcloc !19
  %2526 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2318) #5, !srcloc !19
  %2527 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2317) #5, !srcloc !19
  %2528 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2316) #5, !srcloc !19
  %2529 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2315) #5, !srcloc !19
  %2530 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2314) #5, !srcloc !19
  tail call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #5, !srcloc !20
  %2531 = shl nsw i32 %2380, 10
  %2532 = add i32 %255, %2531
  %2533 = add i32 %258, %2531
  %2534 = zext i32 %2532 to i64
  %2535 = or disjoint i64 %2534, 4611686293305294848
  %2536 = zext i32 %2533 to i64
  %2537 = or disjoint i64 %2536, 4611686293305294848
  %2538 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2535, i64 %2537, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2467, i32 %2468, i32 %2469, i32 %2470, i32 %2471, i32 %2472, i32 %2473, i32 %2474, i32 %2475, i32 %2476, i32 %2477, i32 %2478, i32 %2479, i32 %2480, i32 %2481, i32 %2482) #5, !srcloc !21
  %2539 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 0
  %2540 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 1
  %2541 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 2
  %2542 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 3
  %2543 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 4
  %2544 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 5
  %2545 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 6
  %2546 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 7
  %2547 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 8
  %2548 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 9
  %2549 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 10
  %2550 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 11
  %2551 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 12
  %2552 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 13
  %2553 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 14
  %2554 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2538, 15
  %2555 = add i32 %2533, 512
  %2556 = zext i32 %2555 to i64
  %2557 = or disjoint i64 %2556, 4611686293305294848
  %2558 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2535, i64 %2557, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2499, i32 %2500, i32 %2501, i32 %2502, i32 %2503, i32 %2504, i32 %2505, i32 %2506, i32 %2507, i32 %2508, i32 %2509, i32 %2510, i32 %2511, i32 %2512, i32 %2513, i32 %2514) #5, !srcloc !21
  %2559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 0
  %2560 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 1
  %2561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 2
  %2562 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 3
  %2563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 4
  %2564 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 5
  %2565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 6
  %2566 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 7
  %2567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 8
  %2568 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 9
  %2569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 10
  %2570 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 11
  %2571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 12
  %2572 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 13
  %2573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 14
  %2574 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2558, 15
  %2575 = add i32 %2532, 512
  %2576 = zext i32 %2575 to i64
  %2577 = or disjoint i64 %2576, 4611686293305294848
  %2578 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2577, i64 %2557, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2515, i32 %2516, i32 %2517, i32 %2518, i32 %2519, i32 %2520, i32 %2521, i32 %2522, i32 %2523, i32 %2524, i32 %2525, i32 %2526, i32 %2527, i32 %2528, i32 %2529, i32 %2530) #5, !srcloc !21
  %2579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 0
  %2580 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 1
  %2581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 2
  %2582 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 3
  %2583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 4
  %2584 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 5
  %2585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 6
  %2586 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 7
  %2587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 8
  %2588 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 9
  %2589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 10
  %2590 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 11
  %2591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 12
  %2592 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 13
  %2593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 14
  %2594 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2578, 15
  %2595 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2577, i64 %2537, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2483, i32 %2484, i32 %2485, i32 %2486, i32 %2487, i32 %2488, i32 %2489, i32 %2490, i32 %2491, i32 %2492, i32 %2493, i32 %2494, i32 %2495, i32 %2496, i32 %2497, i32 %2498) #5, !srcloc !21
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
  %2612 = add i32 %2532, 2
  %2613 = add i32 %2533, 2
  %2614 = zext i32 %2612 to i64
  %2615 = or disjoint i64 %2614, 4611686293305294848
  %2616 = zext i32 %2613 to i64
  %2617 = or disjoint i64 %2616, 4611686293305294848
  %2618 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2615, i64 %2617, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2539, i32 %2540, i32 %2541, i32 %2542, i32 %2543, i32 %2544, i32 %2545, i32 %2546, i32 %2547, i32 %2548, i32 %2549, i32 %2550, i32 %2551, i32 %2552, i32 %2553, i32 %2554) #5, !srcloc !21
  %2619 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 0
  %2620 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 1
  %2621 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 2
  %2622 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 3
  %2623 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 4
  %2624 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 5
  %2625 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 6
  %2626 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 7
  %2627 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 8
  %2628 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 9
  %2629 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 10
  %2630 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 11
  %2631 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 12
  %2632 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 13
  %2633 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 14
  %2634 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2618, 15
  %2635 = add i32 %2533, 514
  %2636 = zext i32 %2635 to i64
  %2637 = or disjoint i64 %2636, 4611686293305294848
  %2638 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2615, i64 %2637, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2559, i32 %2560, i32 %2561, i32 %2562, i32 %2563, i32 %2564, i32 %2565, i32 %2566, i32 %2567, i32 %2568, i32 %2569, i32 %2570, i32 %2571, i32 %2572, i32 %2573, i32 %2574) #5, !srcloc !21
  %2639 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 0
  %2640 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 1
  %2641 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 2
  %2642 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 3
  %2643 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 4
  %2644 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 5
  %2645 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 6
  %2646 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 7
  %2647 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 8
  %2648 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 9
  %2649 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 10
  %2650 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 11
  %2651 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 12
  %2652 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 13
  %2653 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 14
  %2654 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2638, 15
  %2655 = add i32 %2532, 514
  %2656 = zext i32 %2655 to i64
  %2657 = or disjoint i64 %2656, 4611686293305294848
  %2658 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2657, i64 %2637, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2579, i32 %2580, i32 %2581, i32 %2582, i32 %2583, i32 %2584, i32 %2585, i32 %2586, i32 %2587, i32 %2588, i32 %2589, i32 %2590, i32 %2591, i32 %2592, i32 %2593, i32 %2594) #5, !srcloc !21
  %2659 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 0
  %2660 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 1
  %2661 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 2
  %2662 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 3
  %2663 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 4
  %2664 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 5
  %2665 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 6
  %2666 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 7
  %2667 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 8
  %2668 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 9
  %2669 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 10
  %2670 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 11
  %2671 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 12
  %2672 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 13
  %2673 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 14
  %2674 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2658, 15
  %2675 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2657, i64 %2617, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2596, i32 %2597, i32 %2598, i32 %2599, i32 %2600, i32 %2601, i32 %2602, i32 %2603, i32 %2604, i32 %2605, i32 %2606, i32 %2607, i32 %2608, i32 %2609, i32 %2610, i32 %2611) #5, !srcloc !21
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
  %2692 = add i32 %2532, 4
  %2693 = add i32 %2533, 4
  %2694 = zext i32 %2692 to i64
  %2695 = or disjoint i64 %2694, 4611686293305294848
  %2696 = zext i32 %2693 to i64
  %2697 = or disjoint i64 %2696, 4611686293305294848
  %2698 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2695, i64 %2697, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2619, i32 %2620, i32 %2621, i32 %2622, i32 %2623, i32 %2624, i32 %2625, i32 %2626, i32 %2627, i32 %2628, i32 %2629, i32 %2630, i32 %2631, i32 %2632, i32 %2633, i32 %2634) #5, !srcloc !21
  %2699 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 0
  %2700 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 1
  %2701 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 2
  %2702 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 3
  %2703 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 4
  %2704 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 5
  %2705 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 6
  %2706 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 7
  %2707 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 8
  %2708 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 9
  %2709 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 10
  %2710 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 11
  %2711 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 12
  %2712 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 13
  %2713 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 14
  %2714 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2698, 15
  %2715 = add i32 %2533, 516
  %2716 = zext i32 %2715 to i64
  %2717 = or disjoint i64 %2716, 4611686293305294848
  %2718 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2695, i64 %2717, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2639, i32 %2640, i32 %2641, i32 %2642, i32 %2643, i32 %2644, i32 %2645, i32 %2646, i32 %2647, i32 %2648, i32 %2649, i32 %2650, i32 %2651, i32 %2652, i32 %2653, i32 %2654) #5, !srcloc !21
  %2719 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 0
  %2720 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 1
  %2721 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 2
  %2722 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 3
  %2723 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 4
  %2724 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 5
  %2725 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 6
  %2726 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 7
  %2727 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 8
  %2728 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 9
  %2729 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 10
  %2730 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 11
  %2731 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 12
  %2732 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 13
  %2733 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 14
  %2734 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2718, 15
  %2735 = add i32 %2532, 516
  %2736 = zext i32 %2735 to i64
  %2737 = or disjoint i64 %2736, 4611686293305294848
  %2738 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2737, i64 %2717, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2659, i32 %2660, i32 %2661, i32 %2662, i32 %2663, i32 %2664, i32 %2665, i32 %2666, i32 %2667, i32 %2668, i32 %2669, i32 %2670, i32 %2671, i32 %2672, i32 %2673, i32 %2674) #5, !srcloc !21
  %2739 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 0
  %2740 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 1
  %2741 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 2
  %2742 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 3
  %2743 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 4
  %2744 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 5
  %2745 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 6
  %2746 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 7
  %2747 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 8
  %2748 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 9
  %2749 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 10
  %2750 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 11
  %2751 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 12
  %2752 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 13
  %2753 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 14
  %2754 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2738, 15
  %2755 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2737, i64 %2697, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2676, i32 %2677, i32 %2678, i32 %2679, i32 %2680, i32 %2681, i32 %2682, i32 %2683, i32 %2684, i32 %2685, i32 %2686, i32 %2687, i32 %2688, i32 %2689, i32 %2690, i32 %2691) #5, !srcloc !21
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
  %2772 = add i32 %2532, 6
  %2773 = add i32 %2533, 6
  %2774 = zext i32 %2772 to i64
  %2775 = or disjoint i64 %2774, 4611686293305294848
  %2776 = zext i32 %2773 to i64
  %2777 = or disjoint i64 %2776, 4611686293305294848
  %2778 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2775, i64 %2777, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2699, i32 %2700, i32 %2701, i32 %2702, i32 %2703, i32 %2704, i32 %2705, i32 %2706, i32 %2707, i32 %2708, i32 %2709, i32 %2710, i32 %2711, i32 %2712, i32 %2713, i32 %2714) #5, !srcloc !21
  %2779 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 0
  %2780 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 1
  %2781 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 2
  %2782 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 3
  %2783 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 4
  %2784 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 5
  %2785 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 6
  %2786 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 7
  %2787 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 8
  %2788 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 9
  %2789 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 10
  %2790 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 11
  %2791 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 12
  %2792 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 13
  %2793 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 14
  %2794 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2778, 15
  %2795 = add i32 %2533, 518
  %2796 = zext i32 %2795 to i64
  %2797 = or disjoint i64 %2796, 4611686293305294848
  %2798 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2775, i64 %2797, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2719, i32 %2720, i32 %2721, i32 %2722, i32 %2723, i32 %2724, i32 %2725, i32 %2726, i32 %2727, i32 %2728, i32 %2729, i32 %2730, i32 %2731, i32 %2732, i32 %2733, i32 %2734) #5, !srcloc !21
  %2799 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 0
  %2800 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 1
  %2801 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 2
  %2802 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 3
  %2803 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 4
  %2804 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 5
  %2805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 6
  %2806 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 7
  %2807 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 8
  %2808 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 9
  %2809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 10
  %2810 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 11
  %2811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 12
  %2812 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 13
  %2813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 14
  %2814 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2798, 15
  %2815 = add i32 %2532, 518
  %2816 = zext i32 %2815 to i64
  %2817 = or disjoint i64 %2816, 4611686293305294848
  %2818 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2817, i64 %2797, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2739, i32 %2740, i32 %2741, i32 %2742, i32 %2743, i32 %2744, i32 %2745, i32 %2746, i32 %2747, i32 %2748, i32 %2749, i32 %2750, i32 %2751, i32 %2752, i32 %2753, i32 %2754) #5, !srcloc !21
  %2819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 0
  %2820 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 1
  %2821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 2
  %2822 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 3
  %2823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 4
  %2824 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 5
  %2825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 6
  %2826 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 7
  %2827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 8
  %2828 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 9
  %2829 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 10
  %2830 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 11
  %2831 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 12
  %2832 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 13
  %2833 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 14
  %2834 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %2818, 15
  %2835 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %2817, i64 %2777, i32 %264, i32 1, i32 1, i32 0, i32 0, i32 %2756, i32 %2757, i32 %2758, i32 %2759, i32 %2760, i32 %2761, i32 %2762, i32 %2763, i32 %2764, i32 %2765, i32 %2766, i32 %2767, i32 %2768, i32 %2769, i32 %2770, i32 %2771) #5, !srcloc !21
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
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #5, !srcloc !22
  tail call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #5, !srcloc !23
  %2852 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2779) #5, !srcloc !19
  %2853 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2780) #5, !srcloc !19
  %2854 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2781) #5, !srcloc !19
  %2855 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2782) #5, !srcloc !19
  %2856 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2783) #5, !srcloc !19
  %2857 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2784) #5, !srcloc !19
  %2858 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2785) #5, !srcloc !19
  %2859 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2786) #5, !srcloc !19
  %2860 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2787) #5, !srcloc !19
  %2861 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2788) #5, !srcloc !19
  %2862 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2789) #5, !srcloc !19
  %2863 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2790) #5, !srcloc !19
  %2864 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2791) #5, !srcloc !19
  %2865 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2792) #5, !srcloc !19
  %2866 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2793) #5, !srcloc !19
  %2867 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2794) #5, !srcloc !19
  %2868 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2836) #5, !srcloc !19
  %2869 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2837) #5, !srcloc !19
  %2870 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2838) #5, !srcloc !19
  %2871 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2839) #5, !srcloc !19
  %2872 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2840) #5, !srcloc !19
  %2873 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2841) #5, !srcloc !19
  %2874 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2842) #5, !srcloc !19
  %2875 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2843) #5, !srcloc !19
  %2876 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2844) #5, !srcloc !19
  %2877 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2845) #5, !srcloc !19
  %2878 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2846) #5, !srcloc !19
  %2879 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2847) #5, !srcloc !19
  %2880 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2848) #5, !srcloc !19
  %2881 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2849) #5, !srcloc !19
  %2882 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2850) #5, !srcloc !19
  %2883 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2851) #5, !srcloc !19
  %2884 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2799) #5, !srcloc !19
  %2885 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2800) #5, !srcloc !19
  %2886 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2801) #5, !srcloc !19
  %2887 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2802) #5, !srcloc !19
  %2888 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2803) #5, !srcloc !19
  %2889 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2804) #5, !srcloc !19
  %2890 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2805) #5, !srcloc !19
  %2891 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2806) #5, !srcloc !19
  %2892 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2807) #5, !srcloc !19
  %2893 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2808) #5, !srcloc !19
  %2894 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2809) #5, !srcloc !19
  %2895 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2810) #5, !srcloc !19
  %2896 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2811) #5, !srcloc !19
  %2897 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2812) #5, !srcloc !19
  %2898 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2813) #5, !srcloc !19
  %2899 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2814) #5, !srcloc !19
  %2900 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2819) #5, !srcloc !19
  %2901 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2820) #5, !srcloc !19
  %2902 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2821) #5, !srcloc !19
  %2903 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2822) #5, !srcloc !19
  %2904 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2823) #5, !srcloc !19
  %2905 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2824) #5, !srcloc !19
  %2906 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2825) #5, !srcloc !19
  %2907 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2826) #5, !srcloc !19
  %2908 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2827) #5, !srcloc !19
  %2909 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2828) #5, !srcloc !19
  %2910 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2829) #5, !srcloc !19
  %2911 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2830) #5, !srcloc !19
  %2912 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2831) #5, !srcloc !19
  %2913 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2832) #5, !srcloc !19
  %2914 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2833) #5, !srcloc !19
  %2915 = tail call i32 asm sideeffect "", "=r,0,~{memory}"(i32 %2834) #5, !srcloc !19
  %2916 = add nsw i32 %2379, 1
  %2917 = icmp eq i32 %2916, 3
  %2918 = select i1 %2917, i32 0, i32 %2916
  %2919 = add nsw i32 %2380, 1
  %2920 = icmp eq i32 %2919, 3
  %2921 = select i1 %2920, i32 0, i32 %2919
  %2922 = add nuw nsw i32 %2378, 1
  %2923 = icmp eq i32 %2922, %262
  br i1 %2923, label %265, label %2313, !llvm.loop !27
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind memory(none) }

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
!11 = !{i64 46691907}
!12 = !{i64 46695296}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{i64 2158984108}
!16 = !{i64 2160335384, i64 2160335411}
!17 = !{i64 2160305048, i64 2160305075}
!18 = !{i64 46695670}
!19 = !{i64 42485069}
!20 = !{i64 42483825}
!21 = !{i64 42495719, i64 42495732, i64 42495756, i64 42495789, i64 42496011}
!22 = !{i64 42484658}
!23 = !{i64 42484233}
!24 = distinct !{!24, !25, !26}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !25, !26}
