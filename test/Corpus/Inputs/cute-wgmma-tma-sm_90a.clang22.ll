; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument $CUTLASS/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu -o cute-wgmma-tma-sm_90a.clang22.ll
; ModuleID = '$CUTLASS/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/hopper/wgmma_tma_sm90.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cute::tuple" = type { %"struct.cute::eso::ESO" }
%"struct.cute::eso::ESO" = type { i32, %"struct.cute::eso::ESO.0" }
%"struct.cute::eso::ESO.0" = type { i32, %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { i32 }
%"struct.cute::tuple.2" = type { i8 }
%"struct.cute::Copy_Atom" = type { %"struct.cute::Copy_Traits.base", [127 x i8] }
%"struct.cute::Copy_Traits.base" = type <{ %struct.CUtensorMap_st, i8 }>
%struct.CUtensorMap_st = type { [16 x i64] }
%"struct.cute::tuple.4" = type { %"struct.cute::eso::ESO.5" }
%"struct.cute::eso::ESO.5" = type { %"struct.cute::eso::ESO.1" }
%"struct.cute::TiledMMA" = type <{ %"struct.cute::MMA_Atom", [4 x i8] }>
%"struct.cute::MMA_Atom" = type { %"struct.cute::MMA_Atom.6" }
%"struct.cute::MMA_Atom.6" = type { %"struct.cute::MMA_Traits" }
%"struct.cute::MMA_Traits" = type { i32 }
%"struct.cutlass::half_t" = type { i16 }
%"struct.cute::Copy_Atom.2973" = type { %"struct.cute::Copy_Traits.base.2975", [127 x i8] }
%"struct.cute::Copy_Traits.base.2975" = type <{ %struct.CUtensorMap_st, i8 }>
%"struct.cute::TiledMMA.2977" = type <{ %"struct.cute::MMA_Atom.2978", [4 x i8] }>
%"struct.cute::MMA_Atom.2978" = type { %"struct.cute::MMA_Atom.2979" }
%"struct.cute::MMA_Atom.2979" = type { %"struct.cute::MMA_Traits.2980" }
%"struct.cute::MMA_Traits.2980" = type { i32 }

$_ZN3cub17CUB_300001_SM_9006detail11EmptyKernelIvEEvv = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESH_EEENS1_IJNS3_ILi1EEENS3_ILi3EEEEEEEEENS1_IJNS1_IJSJ_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9Copy_AtomIJNS0_11Copy_TraitsINS0_13SM90_TMA_LOADEJSS_NS0_12AuxTmaParamsINS1_IJNS0_11ScaledBasisISJ_JLi0EEEENS11_ISJ_JLi1EEEEEEERKNSE_INS1_IJS5_SH_EEES14_EERKSB_EEEEES8_EEES8_SW_S1D_S8_NS1_IJSJ_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1I_5MajorE1ELS1K_1ELNS1I_7ScaleInE1ELS1L_1EEEEEENSE_INS1_IJSJ_SJ_SJ_EEENS1_IJSR_SR_SR_EEEEENS1_IJNS0_10UnderscoreES1R_S1R_EEEEES8_S8_EvT_T0_PKT1_T3_PKT4_T6_PT7_T8_T9_T10_T11_ = comdat any

$_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_NS3_ILi1EEEEEENS1_IJSI_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJSI_NS3_ILi0EEEEEENS1_IJSP_NS3_ILi8192EEEEEEEEEEEEENS0_9Copy_AtomIJNS0_11Copy_TraitsINS0_13SM90_TMA_LOADEJNS3_ILi131072EEENS0_12AuxTmaParamsINS1_IJNS0_11ScaledBasisISI_JLi1EEEENS11_ISI_JLi0EEEEEEERKNSE_INS1_IJS5_S4_EEES14_EERKSB_EEEEES8_EEES8_SV_S1D_S8_NS1_IJSI_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1I_5MajorE0ELS1K_0ELNS1I_7ScaleInE1ELS1L_1EEEEEENSE_INS1_IJSI_SI_SI_EEENS1_IJSP_SP_SP_EEEEENS1_IJNS0_10UnderscoreES1R_S1R_EEEEES8_S8_EvT_T0_PKT1_T3_PKT4_T6_PT7_T8_T9_T10_T11_ = comdat any

@shared_memory = external dso_local addrspace(3) global [0 x i8], align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden ptx_kernel void @_ZN3cub17CUB_300001_SM_9006detail11EmptyKernelIvEEvv() local_unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJS5_NS3_ILi2EEEEEENS1_IJNS3_ILi8EEESH_EEENS1_IJNS3_ILi1EEENS3_ILi3EEEEEEEEENS1_IJNS1_IJSJ_NS3_ILi512EEEEEENS1_IJS5_NS3_ILi1024EEEEEENS1_IJNS3_ILi0EEENS3_ILi8192EEEEEEEEEEEEENS0_9Copy_AtomIJNS0_11Copy_TraitsINS0_13SM90_TMA_LOADEJSS_NS0_12AuxTmaParamsINS1_IJNS0_11ScaledBasisISJ_JLi0EEEENS11_ISJ_JLi1EEEEEEERKNSE_INS1_IJS5_SH_EEES14_EERKSB_EEEEES8_EEES8_SW_S1D_S8_NS1_IJSJ_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1I_5MajorE1ELS1K_1ELNS1I_7ScaleInE1ELS1L_1EEEEEENSE_INS1_IJSJ_SJ_SJ_EEENS1_IJSR_SR_SR_EEEEENS1_IJNS0_10UnderscoreES1R_S1R_EEEEES8_S8_EvT_T0_PKT1_T3_PKT4_T6_PT7_T8_T9_T10_T11_(ptr noundef readonly byval(%"struct.cute::tuple") align 4 captures(none) %0, ptr noundef readnone byval(%"struct.cute::tuple.2") align 1 captures(none) %1, ptr noundef readnone captures(none) %2, ptr noundef byval(%"struct.cute::Copy_Atom") align 128 %3, ptr noundef readnone captures(none) %4, ptr noundef byval(%"struct.cute::Copy_Atom") align 128 %5, ptr noundef %6, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %7, ptr noundef readonly byval(%"struct.cute::TiledMMA") align 4 captures(none) %8, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %9, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %10) local_unnamed_addr #1 comdat {
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %7, align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = lshr i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %16, i32 0, i32 31)
  %18 = tail call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #4, !srcloc !11
  %19 = extractvalue { i32, i32 } %18, 1
  %20 = icmp eq i32 %17, 0
  %21 = icmp ne i32 %19, 0
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %11
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98336) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98344) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  br label %24

24:                                               ; preds = %11, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %27 = add nsw i32 %13, 63
  %28 = sdiv i32 %27, 64
  %29 = shl i32 %25, 7
  %30 = shl nuw nsw i32 %26, 7
  tail call void asm sideeffect "barrier.cluster.arrive.aligned;\0A", ""() #4, !srcloc !13
  tail call void asm sideeffect "barrier.cluster.wait.aligned;\0A", ""() #4, !srcloc !14
  %31 = ptrtoint ptr %3 to i64
  %32 = ptrtoint ptr %5 to i64
  br i1 %22, label %39, label %46

33:                                               ; preds = %46
  %34 = add nsw i32 %28, -3
  %35 = load i32, ptr %8, align 4
  %36 = or disjoint i32 %29, 64
  %37 = or disjoint i32 %30, 64
  %38 = add nuw nsw i32 %28, 2
  br label %70

39:                                               ; preds = %24
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 0, i64 1152921504606846976) #4, !srcloc !16
  %40 = or disjoint i32 %29, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 1024) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 0, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 2048) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 8, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 3072) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 8, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 4096) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 16, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 5120) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 16, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 6144) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 24, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 7168) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 24, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 8192) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 32, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 9216) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 32, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 10240) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 40, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 11264) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 40, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 12288) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 48, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 13312) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 48, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 14336) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %29, i32 56, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 15360) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %40, i32 56, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 0, i64 1152921504606846976) #4, !srcloc !16
  %41 = or disjoint i32 %30, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 50176) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 0, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 51200) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 8, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 52224) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 8, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 53248) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 16, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 54272) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 16, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 55296) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 24, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 56320) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 24, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 57344) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 32, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 58368) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 32, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 59392) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 40, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 60416) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 40, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 61440) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 48, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 62464) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 48, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 63488) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %30, i32 56, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 64512) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 %41, i32 56, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 64, i64 1152921504606846976) #4, !srcloc !16
  %42 = or disjoint i32 %29, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 17408) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 64, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 18432) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 72, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 19456) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 72, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 20480) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 80, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 21504) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 80, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 22528) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 88, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 23552) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 88, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 24576) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 96, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 25600) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 96, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 26624) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 104, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 27648) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 104, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 28672) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 112, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 29696) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 112, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 30720) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %29, i32 120, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 31744) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %42, i32 120, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 65536) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 64, i64 1152921504606846976) #4, !srcloc !16
  %43 = or disjoint i32 %30, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 66560) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 64, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 67584) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 72, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 68608) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 72, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 69632) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 80, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 70656) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 80, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 71680) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 88, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 72704) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 88, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 73728) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 96, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 74752) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 96, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 75776) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 104, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 76800) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 104, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 77824) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 112, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 78848) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 112, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 79872) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %30, i32 120, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 80896) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 %43, i32 120, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32768) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 128, i64 1152921504606846976) #4, !srcloc !16
  %44 = or disjoint i32 %29, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 33792) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 128, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 34816) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 136, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 35840) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 136, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 36864) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 144, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 37888) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 144, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 38912) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 152, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 39936) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 152, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 40960) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 160, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 41984) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 160, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 43008) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 168, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 44032) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 168, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 45056) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 176, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 46080) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 176, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 47104) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %29, i32 184, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 48128) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %44, i32 184, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 81920) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 128, i64 1152921504606846976) #4, !srcloc !16
  %45 = or disjoint i32 %30, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 82944) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 128, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 83968) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 136, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 84992) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 136, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 86016) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 144, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 87040) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 144, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 88064) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 152, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 89088) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 152, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 90112) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 160, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 91136) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 160, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 92160) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 168, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 93184) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 168, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 94208) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 176, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 95232) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 176, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 96256) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %30, i32 184, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 97280) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 %45, i32 184, i64 1152921504606846976) #4, !srcloc !16
  br label %46

46:                                               ; preds = %24, %39
  %47 = mul i32 %14, %26
  %48 = add i32 %47, %25
  %49 = shl i32 %48, 7
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %6, i64 %50
  %52 = shl nsw i32 %14, 6
  %53 = shl nsw i32 %14, 3
  %54 = lshr i32 %15, 2
  %55 = shl nuw nsw i32 %15, 1
  %56 = and i32 %55, 6
  %57 = mul i32 %56, %14
  %58 = and i32 %54, 7
  %59 = lshr i32 %15, 1
  %60 = and i32 %59, 48
  %61 = or disjoint i32 %58, %60
  %62 = add i32 %61, %57
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %51, i64 %63
  %65 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %66 = and i32 %65, 16383
  %67 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %68 = and i32 %67, 16383
  %69 = icmp sgt i32 %13, 0
  br i1 %69, label %33, label %637

70:                                               ; preds = %33, %631
  %71 = phi i32 [ 0, %33 ], [ %449, %631 ]
  %72 = phi i32 [ 0, %33 ], [ %448, %631 ]
  %73 = phi i32 [ 0, %33 ], [ %447, %631 ]
  %74 = phi i32 [ 0, %33 ], [ %446, %631 ]
  %75 = phi i32 [ 0, %33 ], [ %445, %631 ]
  %76 = phi i32 [ 0, %33 ], [ %444, %631 ]
  %77 = phi i32 [ 0, %33 ], [ %443, %631 ]
  %78 = phi i32 [ 0, %33 ], [ %442, %631 ]
  %79 = phi i32 [ 0, %33 ], [ %441, %631 ]
  %80 = phi i32 [ 0, %33 ], [ %440, %631 ]
  %81 = phi i32 [ 0, %33 ], [ %439, %631 ]
  %82 = phi i32 [ 0, %33 ], [ %438, %631 ]
  %83 = phi i32 [ 0, %33 ], [ %437, %631 ]
  %84 = phi i32 [ 0, %33 ], [ %436, %631 ]
  %85 = phi i32 [ 0, %33 ], [ %435, %631 ]
  %86 = phi i32 [ 0, %33 ], [ %434, %631 ]
  %87 = phi i32 [ 0, %33 ], [ %429, %631 ]
  %88 = phi i32 [ 0, %33 ], [ %428, %631 ]
  %89 = phi i32 [ 0, %33 ], [ %427, %631 ]
  %90 = phi i32 [ 0, %33 ], [ %426, %631 ]
  %91 = phi i32 [ 0, %33 ], [ %425, %631 ]
  %92 = phi i32 [ 0, %33 ], [ %424, %631 ]
  %93 = phi i32 [ 0, %33 ], [ %423, %631 ]
  %94 = phi i32 [ 0, %33 ], [ %422, %631 ]
  %95 = phi i32 [ 0, %33 ], [ %421, %631 ]
  %96 = phi i32 [ 0, %33 ], [ %420, %631 ]
  %97 = phi i32 [ 0, %33 ], [ %419, %631 ]
  %98 = phi i32 [ 0, %33 ], [ %418, %631 ]
  %99 = phi i32 [ 0, %33 ], [ %417, %631 ]
  %100 = phi i32 [ 0, %33 ], [ %416, %631 ]
  %101 = phi i32 [ 0, %33 ], [ %415, %631 ]
  %102 = phi i32 [ 0, %33 ], [ %414, %631 ]
  %103 = phi i32 [ 0, %33 ], [ %466, %631 ]
  %104 = phi i32 [ 0, %33 ], [ %465, %631 ]
  %105 = phi i32 [ 0, %33 ], [ %464, %631 ]
  %106 = phi i32 [ 0, %33 ], [ %463, %631 ]
  %107 = phi i32 [ 0, %33 ], [ %462, %631 ]
  %108 = phi i32 [ 0, %33 ], [ %461, %631 ]
  %109 = phi i32 [ 0, %33 ], [ %460, %631 ]
  %110 = phi i32 [ 0, %33 ], [ %459, %631 ]
  %111 = phi i32 [ 0, %33 ], [ %458, %631 ]
  %112 = phi i32 [ 0, %33 ], [ %457, %631 ]
  %113 = phi i32 [ 0, %33 ], [ %456, %631 ]
  %114 = phi i32 [ 0, %33 ], [ %455, %631 ]
  %115 = phi i32 [ 0, %33 ], [ %454, %631 ]
  %116 = phi i32 [ 0, %33 ], [ %453, %631 ]
  %117 = phi i32 [ 0, %33 ], [ %452, %631 ]
  %118 = phi i32 [ 0, %33 ], [ %451, %631 ]
  %119 = phi i32 [ 0, %33 ], [ %409, %631 ]
  %120 = phi i32 [ 0, %33 ], [ %408, %631 ]
  %121 = phi i32 [ 0, %33 ], [ %407, %631 ]
  %122 = phi i32 [ 0, %33 ], [ %406, %631 ]
  %123 = phi i32 [ 0, %33 ], [ %405, %631 ]
  %124 = phi i32 [ 0, %33 ], [ %404, %631 ]
  %125 = phi i32 [ 0, %33 ], [ %403, %631 ]
  %126 = phi i32 [ 0, %33 ], [ %402, %631 ]
  %127 = phi i32 [ 0, %33 ], [ %401, %631 ]
  %128 = phi i32 [ 0, %33 ], [ %400, %631 ]
  %129 = phi i32 [ 0, %33 ], [ %399, %631 ]
  %130 = phi i32 [ 0, %33 ], [ %398, %631 ]
  %131 = phi i32 [ 0, %33 ], [ %397, %631 ]
  %132 = phi i32 [ 0, %33 ], [ %396, %631 ]
  %133 = phi i32 [ 0, %33 ], [ %395, %631 ]
  %134 = phi i32 [ 0, %33 ], [ %394, %631 ]
  %135 = phi i32 [ %34, %33 ], [ %634, %631 ]
  %136 = phi i32 [ 0, %33 ], [ %475, %631 ]
  %137 = phi i32 [ 0, %33 ], [ %474, %631 ]
  %138 = phi i32 [ 0, %33 ], [ %633, %631 ]
  %139 = phi i32 [ 0, %33 ], [ %632, %631 ]
  %140 = phi i32 [ 3, %33 ], [ %635, %631 ]
  %141 = sext i32 %136 to i64
  %142 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304), i64 %141
  %143 = addrspacecast ptr %142 to ptr addrspace(3)
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1, $2; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r,~{memory}"(i32 %145, i32 %137, i32 10000000) #4, !srcloc !17
  call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #4, !srcloc !18
  %146 = shl nsw i32 %136, 10
  %147 = add i32 %146, %66
  %148 = add i32 %146, %68
  %149 = zext i32 %147 to i64
  %150 = or disjoint i64 %149, 4611686568183201792
  %151 = zext i32 %148 to i64
  %152 = or disjoint i64 %151, 4611686568183201792
  %153 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %150, i64 %152, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %134, i32 %133, i32 %132, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %125, i32 %124, i32 %123, i32 %122, i32 %121, i32 %120, i32 %119) #4, !srcloc !19
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 0
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 1
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 2
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 3
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 4
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 5
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 6
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 7
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 8
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 9
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 10
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 11
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 12
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 13
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 14
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %153, 15
  %170 = add i32 %148, 64
  %171 = zext i32 %170 to i64
  %172 = or disjoint i64 %171, 4611686568183201792
  %173 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %150, i64 %172, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %102, i32 %101, i32 %100, i32 %99, i32 %98, i32 %97, i32 %96, i32 %95, i32 %94, i32 %93, i32 %92, i32 %91, i32 %90, i32 %89, i32 %88, i32 %87) #4, !srcloc !19
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 0
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 1
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 2
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 3
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 4
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 5
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 6
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 7
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 8
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 9
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 10
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 11
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 12
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 13
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 14
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %173, 15
  %190 = add i32 %147, 64
  %191 = zext i32 %190 to i64
  %192 = or disjoint i64 %191, 4611686568183201792
  %193 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %192, i64 %172, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %86, i32 %85, i32 %84, i32 %83, i32 %82, i32 %81, i32 %80, i32 %79, i32 %78, i32 %77, i32 %76, i32 %75, i32 %74, i32 %73, i32 %72, i32 %71) #4, !srcloc !19
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 0
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 1
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 2
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 3
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 4
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 5
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 6
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 7
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 8
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 9
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 10
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 11
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 12
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 13
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 14
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %193, 15
  %210 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %192, i64 %152, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %118, i32 %117, i32 %116, i32 %115, i32 %114, i32 %113, i32 %112, i32 %111, i32 %110, i32 %109, i32 %108, i32 %107, i32 %106, i32 %105, i32 %104, i32 %103) #4, !srcloc !19
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 0
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 1
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 2
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 3
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 4
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 5
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 6
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 7
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 8
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 9
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 10
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 11
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 12
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 13
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 14
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %210, 15
  %227 = add i32 %147, 256
  %228 = add i32 %148, 256
  %229 = zext i32 %227 to i64
  %230 = or disjoint i64 %229, 4611686568183201792
  %231 = zext i32 %228 to i64
  %232 = or disjoint i64 %231, 4611686568183201792
  %233 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %230, i64 %232, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %154, i32 %155, i32 %156, i32 %157, i32 %158, i32 %159, i32 %160, i32 %161, i32 %162, i32 %163, i32 %164, i32 %165, i32 %166, i32 %167, i32 %168, i32 %169) #4, !srcloc !19
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 0
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 1
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 2
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 3
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 4
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 5
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 6
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 7
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 8
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 9
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 10
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 11
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 12
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 13
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 14
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %233, 15
  %250 = add i32 %148, 320
  %251 = zext i32 %250 to i64
  %252 = or disjoint i64 %251, 4611686568183201792
  %253 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %230, i64 %252, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %174, i32 %175, i32 %176, i32 %177, i32 %178, i32 %179, i32 %180, i32 %181, i32 %182, i32 %183, i32 %184, i32 %185, i32 %186, i32 %187, i32 %188, i32 %189) #4, !srcloc !19
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 0
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 1
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 2
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 3
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 4
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 5
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 6
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 7
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 8
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 9
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 10
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 11
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 12
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 13
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 14
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %253, 15
  %270 = add i32 %147, 320
  %271 = zext i32 %270 to i64
  %272 = or disjoint i64 %271, 4611686568183201792
  %273 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %272, i64 %252, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %194, i32 %195, i32 %196, i32 %197, i32 %198, i32 %199, i32 %200, i32 %201, i32 %202, i32 %203, i32 %204, i32 %205, i32 %206, i32 %207, i32 %208, i32 %209) #4, !srcloc !19
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 0
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 1
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 2
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 3
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 4
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 5
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 6
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 7
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 8
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 9
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 10
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 11
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 12
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 13
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 14
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %273, 15
  %290 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %272, i64 %232, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %211, i32 %212, i32 %213, i32 %214, i32 %215, i32 %216, i32 %217, i32 %218, i32 %219, i32 %220, i32 %221, i32 %222, i32 %223, i32 %224, i32 %225, i32 %226) #4, !srcloc !19
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 0
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 1
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 2
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 3
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 4
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 5
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 6
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 7
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 8
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 9
  %301 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 10
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 11
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 12
  %304 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 13
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 14
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %290, 15
  %307 = add i32 %147, 512
  %308 = add i32 %148, 512
  %309 = zext i32 %307 to i64
  %310 = or disjoint i64 %309, 4611686568183201792
  %311 = zext i32 %308 to i64
  %312 = or disjoint i64 %311, 4611686568183201792
  %313 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %310, i64 %312, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %234, i32 %235, i32 %236, i32 %237, i32 %238, i32 %239, i32 %240, i32 %241, i32 %242, i32 %243, i32 %244, i32 %245, i32 %246, i32 %247, i32 %248, i32 %249) #4, !srcloc !19
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 0
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 1
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 2
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 3
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 4
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 5
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 6
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 7
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 8
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 9
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 10
  %325 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 11
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 12
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 13
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 14
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %313, 15
  %330 = add i32 %148, 576
  %331 = zext i32 %330 to i64
  %332 = or disjoint i64 %331, 4611686568183201792
  %333 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %310, i64 %332, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %254, i32 %255, i32 %256, i32 %257, i32 %258, i32 %259, i32 %260, i32 %261, i32 %262, i32 %263, i32 %264, i32 %265, i32 %266, i32 %267, i32 %268, i32 %269) #4, !srcloc !19
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 0
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 1
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 2
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 3
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 4
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 5
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 6
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 7
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 8
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 9
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 10
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 11
  %346 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 12
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 13
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 14
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %333, 15
  %350 = add i32 %147, 576
  %351 = zext i32 %350 to i64
  %352 = or disjoint i64 %351, 4611686568183201792
  %353 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %352, i64 %332, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %274, i32 %275, i32 %276, i32 %277, i32 %278, i32 %279, i32 %280, i32 %281, i32 %282, i32 %283, i32 %284, i32 %285, i32 %286, i32 %287, i32 %288, i32 %289) #4, !srcloc !19
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 0
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 1
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 2
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 3
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 4
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 5
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 6
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 7
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 8
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 9
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 10
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 11
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 12
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 13
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 14
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %353, 15
  %370 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %352, i64 %312, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %291, i32 %292, i32 %293, i32 %294, i32 %295, i32 %296, i32 %297, i32 %298, i32 %299, i32 %300, i32 %301, i32 %302, i32 %303, i32 %304, i32 %305, i32 %306) #4, !srcloc !19
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 0
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 1
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 2
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 3
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 4
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 5
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 6
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 7
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 8
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 9
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 10
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 11
  %383 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 12
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 13
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 14
  %386 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %370, 15
  %387 = add i32 %147, 768
  %388 = add i32 %148, 768
  %389 = zext i32 %387 to i64
  %390 = or disjoint i64 %389, 4611686568183201792
  %391 = zext i32 %388 to i64
  %392 = or disjoint i64 %391, 4611686568183201792
  %393 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %390, i64 %392, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %314, i32 %315, i32 %316, i32 %317, i32 %318, i32 %319, i32 %320, i32 %321, i32 %322, i32 %323, i32 %324, i32 %325, i32 %326, i32 %327, i32 %328, i32 %329) #4, !srcloc !19
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 0
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 1
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 2
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 3
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 4
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 5
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 6
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 7
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 8
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 9
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 10
  %405 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 11
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 12
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 13
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 14
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %393, 15
  %410 = add i32 %148, 832
  %411 = zext i32 %410 to i64
  %412 = or disjoint i64 %411, 4611686568183201792
  %413 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %390, i64 %412, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %334, i32 %335, i32 %336, i32 %337, i32 %338, i32 %339, i32 %340, i32 %341, i32 %342, i32 %343, i32 %344, i32 %345, i32 %346, i32 %347, i32 %348, i32 %349) #4, !srcloc !19
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 0
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 1
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 2
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 3
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 4
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 5
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 6
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 7
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 8
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 9
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 10
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 11
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 12
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 13
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 14
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %413, 15
  %430 = add i32 %147, 832
  %431 = zext i32 %430 to i64
  %432 = or disjoint i64 %431, 4611686568183201792
  %433 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %432, i64 %412, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %354, i32 %355, i32 %356, i32 %357, i32 %358, i32 %359, i32 %360, i32 %361, i32 %362, i32 %363, i32 %364, i32 %365, i32 %366, i32 %367, i32 %368, i32 %369) #4, !srcloc !19
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 0
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 1
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 2
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 3
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 4
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 5
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 6
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 7
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 8
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 9
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 10
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 11
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 12
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 13
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 14
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %433, 15
  %450 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %432, i64 %392, i32 %35, i32 1, i32 1, i32 1, i32 1, i32 %371, i32 %372, i32 %373, i32 %374, i32 %375, i32 %376, i32 %377, i32 %378, i32 %379, i32 %380, i32 %381, i32 %382, i32 %383, i32 %384, i32 %385, i32 %386) #4, !srcloc !19
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 0
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 1
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 2
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 3
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 4
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 5
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 6
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 7
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 8
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 9
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 10
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 11
  %463 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 12
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 13
  %465 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 14
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %450, 15
  call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #4, !srcloc !20
  call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #4, !srcloc !21
  %467 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328), i64 %141
  %468 = addrspacecast ptr %467 to ptr addrspace(3)
  %469 = ptrtoint ptr addrspace(3) %468 to i64
  %470 = trunc i64 %469 to i32
  call void asm sideeffect "{\0A\09mbarrier.arrive.shared::cta.b64 _, [$0];\0A\09}", "r,~{memory}"(i32 %470) #4, !srcloc !22
  %471 = add nsw i32 %136, 1
  %472 = icmp eq i32 %471, 3
  %473 = zext i1 %472 to i32
  %474 = xor i32 %137, %473
  %475 = select i1 %472, i32 0, i32 %471
  %476 = icmp sgt i32 %135, 0
  %477 = and i1 %22, %476
  br i1 %477, label %478, label %631

478:                                              ; preds = %70
  %479 = sext i32 %138 to i64
  %480 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328), i64 %479
  %481 = addrspacecast ptr %480 to ptr addrspace(3)
  %482 = ptrtoint ptr addrspace(3) %481 to i64
  %483 = trunc i64 %482 to i32
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1, $2; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r,~{memory}"(i32 %483, i32 %139, i32 10000000) #4, !srcloc !17
  %484 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304), i64 %479
  %485 = addrspacecast ptr %484 to ptr addrspace(3)
  %486 = ptrtoint ptr addrspace(3) %485 to i64
  %487 = trunc i64 %486 to i32
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 %487) #4, !srcloc !15
  %488 = shl nsw i32 %140, 6
  %489 = shl nsw i32 %138, 13
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %490
  %492 = addrspacecast ptr %491 to ptr addrspace(3)
  %493 = ptrtoint ptr addrspace(3) %492 to i64
  %494 = trunc i64 %493 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %494, i64 %31, i32 %487, i32 %29, i32 %488, i64 1152921504606846976) #4, !srcloc !16
  %495 = getelementptr inbounds nuw i8, ptr %491, i64 1024
  %496 = addrspacecast ptr %495 to ptr addrspace(3)
  %497 = ptrtoint ptr addrspace(3) %496 to i64
  %498 = trunc i64 %497 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %498, i64 %31, i32 %487, i32 %36, i32 %488, i64 1152921504606846976) #4, !srcloc !16
  %499 = or disjoint i32 %488, 8
  %500 = getelementptr inbounds nuw i8, ptr %491, i64 2048
  %501 = addrspacecast ptr %500 to ptr addrspace(3)
  %502 = ptrtoint ptr addrspace(3) %501 to i64
  %503 = trunc i64 %502 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %503, i64 %31, i32 %487, i32 %29, i32 %499, i64 1152921504606846976) #4, !srcloc !16
  %504 = getelementptr inbounds nuw i8, ptr %491, i64 3072
  %505 = addrspacecast ptr %504 to ptr addrspace(3)
  %506 = ptrtoint ptr addrspace(3) %505 to i64
  %507 = trunc i64 %506 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %507, i64 %31, i32 %487, i32 %36, i32 %499, i64 1152921504606846976) #4, !srcloc !16
  %508 = or disjoint i32 %488, 16
  %509 = getelementptr inbounds nuw i8, ptr %491, i64 4096
  %510 = addrspacecast ptr %509 to ptr addrspace(3)
  %511 = ptrtoint ptr addrspace(3) %510 to i64
  %512 = trunc i64 %511 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %512, i64 %31, i32 %487, i32 %29, i32 %508, i64 1152921504606846976) #4, !srcloc !16
  %513 = getelementptr inbounds nuw i8, ptr %491, i64 5120
  %514 = addrspacecast ptr %513 to ptr addrspace(3)
  %515 = ptrtoint ptr addrspace(3) %514 to i64
  %516 = trunc i64 %515 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %516, i64 %31, i32 %487, i32 %36, i32 %508, i64 1152921504606846976) #4, !srcloc !16
  %517 = or disjoint i32 %488, 24
  %518 = getelementptr inbounds nuw i8, ptr %491, i64 6144
  %519 = addrspacecast ptr %518 to ptr addrspace(3)
  %520 = ptrtoint ptr addrspace(3) %519 to i64
  %521 = trunc i64 %520 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %521, i64 %31, i32 %487, i32 %29, i32 %517, i64 1152921504606846976) #4, !srcloc !16
  %522 = getelementptr inbounds nuw i8, ptr %491, i64 7168
  %523 = addrspacecast ptr %522 to ptr addrspace(3)
  %524 = ptrtoint ptr addrspace(3) %523 to i64
  %525 = trunc i64 %524 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %525, i64 %31, i32 %487, i32 %36, i32 %517, i64 1152921504606846976) #4, !srcloc !16
  %526 = or disjoint i32 %488, 32
  %527 = getelementptr inbounds nuw i8, ptr %491, i64 8192
  %528 = addrspacecast ptr %527 to ptr addrspace(3)
  %529 = ptrtoint ptr addrspace(3) %528 to i64
  %530 = trunc i64 %529 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %530, i64 %31, i32 %487, i32 %29, i32 %526, i64 1152921504606846976) #4, !srcloc !16
  %531 = getelementptr inbounds nuw i8, ptr %491, i64 9216
  %532 = addrspacecast ptr %531 to ptr addrspace(3)
  %533 = ptrtoint ptr addrspace(3) %532 to i64
  %534 = trunc i64 %533 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %534, i64 %31, i32 %487, i32 %36, i32 %526, i64 1152921504606846976) #4, !srcloc !16
  %535 = or disjoint i32 %488, 40
  %536 = getelementptr inbounds nuw i8, ptr %491, i64 10240
  %537 = addrspacecast ptr %536 to ptr addrspace(3)
  %538 = ptrtoint ptr addrspace(3) %537 to i64
  %539 = trunc i64 %538 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %539, i64 %31, i32 %487, i32 %29, i32 %535, i64 1152921504606846976) #4, !srcloc !16
  %540 = getelementptr inbounds nuw i8, ptr %491, i64 11264
  %541 = addrspacecast ptr %540 to ptr addrspace(3)
  %542 = ptrtoint ptr addrspace(3) %541 to i64
  %543 = trunc i64 %542 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %543, i64 %31, i32 %487, i32 %36, i32 %535, i64 1152921504606846976) #4, !srcloc !16
  %544 = or disjoint i32 %488, 48
  %545 = getelementptr inbounds nuw i8, ptr %491, i64 12288
  %546 = addrspacecast ptr %545 to ptr addrspace(3)
  %547 = ptrtoint ptr addrspace(3) %546 to i64
  %548 = trunc i64 %547 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %548, i64 %31, i32 %487, i32 %29, i32 %544, i64 1152921504606846976) #4, !srcloc !16
  %549 = getelementptr inbounds nuw i8, ptr %491, i64 13312
  %550 = addrspacecast ptr %549 to ptr addrspace(3)
  %551 = ptrtoint ptr addrspace(3) %550 to i64
  %552 = trunc i64 %551 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %552, i64 %31, i32 %487, i32 %36, i32 %544, i64 1152921504606846976) #4, !srcloc !16
  %553 = or disjoint i32 %488, 56
  %554 = getelementptr inbounds nuw i8, ptr %491, i64 14336
  %555 = addrspacecast ptr %554 to ptr addrspace(3)
  %556 = ptrtoint ptr addrspace(3) %555 to i64
  %557 = trunc i64 %556 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %557, i64 %31, i32 %487, i32 %29, i32 %553, i64 1152921504606846976) #4, !srcloc !16
  %558 = getelementptr inbounds nuw i8, ptr %491, i64 15360
  %559 = addrspacecast ptr %558 to ptr addrspace(3)
  %560 = ptrtoint ptr addrspace(3) %559 to i64
  %561 = trunc i64 %560 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %561, i64 %31, i32 %487, i32 %36, i32 %553, i64 1152921504606846976) #4, !srcloc !16
  %562 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %490
  %563 = addrspacecast ptr %562 to ptr addrspace(3)
  %564 = ptrtoint ptr addrspace(3) %563 to i64
  %565 = trunc i64 %564 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %565, i64 %32, i32 %487, i32 %30, i32 %488, i64 1152921504606846976) #4, !srcloc !16
  %566 = getelementptr inbounds nuw i8, ptr %562, i64 1024
  %567 = addrspacecast ptr %566 to ptr addrspace(3)
  %568 = ptrtoint ptr addrspace(3) %567 to i64
  %569 = trunc i64 %568 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %569, i64 %32, i32 %487, i32 %37, i32 %488, i64 1152921504606846976) #4, !srcloc !16
  %570 = getelementptr inbounds nuw i8, ptr %562, i64 2048
  %571 = addrspacecast ptr %570 to ptr addrspace(3)
  %572 = ptrtoint ptr addrspace(3) %571 to i64
  %573 = trunc i64 %572 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %573, i64 %32, i32 %487, i32 %30, i32 %499, i64 1152921504606846976) #4, !srcloc !16
  %574 = getelementptr inbounds nuw i8, ptr %562, i64 3072
  %575 = addrspacecast ptr %574 to ptr addrspace(3)
  %576 = ptrtoint ptr addrspace(3) %575 to i64
  %577 = trunc i64 %576 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %577, i64 %32, i32 %487, i32 %37, i32 %499, i64 1152921504606846976) #4, !srcloc !16
  %578 = getelementptr inbounds nuw i8, ptr %562, i64 4096
  %579 = addrspacecast ptr %578 to ptr addrspace(3)
  %580 = ptrtoint ptr addrspace(3) %579 to i64
  %581 = trunc i64 %580 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %581, i64 %32, i32 %487, i32 %30, i32 %508, i64 1152921504606846976) #4, !srcloc !16
  %582 = getelementptr inbounds nuw i8, ptr %562, i64 5120
  %583 = addrspacecast ptr %582 to ptr addrspace(3)
  %584 = ptrtoint ptr addrspace(3) %583 to i64
  %585 = trunc i64 %584 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %585, i64 %32, i32 %487, i32 %37, i32 %508, i64 1152921504606846976) #4, !srcloc !16
  %586 = getelementptr inbounds nuw i8, ptr %562, i64 6144
  %587 = addrspacecast ptr %586 to ptr addrspace(3)
  %588 = ptrtoint ptr addrspace(3) %587 to i64
  %589 = trunc i64 %588 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %589, i64 %32, i32 %487, i32 %30, i32 %517, i64 1152921504606846976) #4, !srcloc !16
  %590 = getelementptr inbounds nuw i8, ptr %562, i64 7168
  %591 = addrspacecast ptr %590 to ptr addrspace(3)
  %592 = ptrtoint ptr addrspace(3) %591 to i64
  %593 = trunc i64 %592 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %593, i64 %32, i32 %487, i32 %37, i32 %517, i64 1152921504606846976) #4, !srcloc !16
  %594 = getelementptr inbounds nuw i8, ptr %562, i64 8192
  %595 = addrspacecast ptr %594 to ptr addrspace(3)
  %596 = ptrtoint ptr addrspace(3) %595 to i64
  %597 = trunc i64 %596 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %597, i64 %32, i32 %487, i32 %30, i32 %526, i64 1152921504606846976) #4, !srcloc !16
  %598 = getelementptr inbounds nuw i8, ptr %562, i64 9216
  %599 = addrspacecast ptr %598 to ptr addrspace(3)
  %600 = ptrtoint ptr addrspace(3) %599 to i64
  %601 = trunc i64 %600 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %601, i64 %32, i32 %487, i32 %37, i32 %526, i64 1152921504606846976) #4, !srcloc !16
  %602 = getelementptr inbounds nuw i8, ptr %562, i64 10240
  %603 = addrspacecast ptr %602 to ptr addrspace(3)
  %604 = ptrtoint ptr addrspace(3) %603 to i64
  %605 = trunc i64 %604 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %605, i64 %32, i32 %487, i32 %30, i32 %535, i64 1152921504606846976) #4, !srcloc !16
  %606 = getelementptr inbounds nuw i8, ptr %562, i64 11264
  %607 = addrspacecast ptr %606 to ptr addrspace(3)
  %608 = ptrtoint ptr addrspace(3) %607 to i64
  %609 = trunc i64 %608 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %609, i64 %32, i32 %487, i32 %37, i32 %535, i64 1152921504606846976) #4, !srcloc !16
  %610 = getelementptr inbounds nuw i8, ptr %562, i64 12288
  %611 = addrspacecast ptr %610 to ptr addrspace(3)
  %612 = ptrtoint ptr addrspace(3) %611 to i64
  %613 = trunc i64 %612 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %613, i64 %32, i32 %487, i32 %30, i32 %544, i64 1152921504606846976) #4, !srcloc !16
  %614 = getelementptr inbounds nuw i8, ptr %562, i64 13312
  %615 = addrspacecast ptr %614 to ptr addrspace(3)
  %616 = ptrtoint ptr addrspace(3) %615 to i64
  %617 = trunc i64 %616 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %617, i64 %32, i32 %487, i32 %37, i32 %544, i64 1152921504606846976) #4, !srcloc !16
  %618 = getelementptr inbounds nuw i8, ptr %562, i64 14336
  %619 = addrspacecast ptr %618 to ptr addrspace(3)
  %620 = ptrtoint ptr addrspace(3) %619 to i64
  %621 = trunc i64 %620 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %621, i64 %32, i32 %487, i32 %30, i32 %553, i64 1152921504606846976) #4, !srcloc !16
  %622 = getelementptr inbounds nuw i8, ptr %562, i64 15360
  %623 = addrspacecast ptr %622 to ptr addrspace(3)
  %624 = ptrtoint ptr addrspace(3) %623 to i64
  %625 = trunc i64 %624 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %625, i64 %32, i32 %487, i32 %37, i32 %553, i64 1152921504606846976) #4, !srcloc !16
  %626 = add nsw i32 %138, 1
  %627 = icmp eq i32 %626, 3
  %628 = zext i1 %627 to i32
  %629 = xor i32 %139, %628
  %630 = select i1 %627, i32 0, i32 %626
  br label %631

631:                                              ; preds = %478, %70
  %632 = phi i32 [ %629, %478 ], [ %139, %70 ]
  %633 = phi i32 [ %630, %478 ], [ %138, %70 ]
  %634 = add nsw i32 %135, -1
  %635 = add nuw nsw i32 %140, 1
  %636 = icmp eq i32 %140, %38
  br i1 %636, label %637, label %70, !llvm.loop !23

637:                                              ; preds = %631, %46
  %638 = phi i32 [ 0, %46 ], [ %449, %631 ]
  %639 = phi i32 [ 0, %46 ], [ %448, %631 ]
  %640 = phi i32 [ 0, %46 ], [ %447, %631 ]
  %641 = phi i32 [ 0, %46 ], [ %446, %631 ]
  %642 = phi i32 [ 0, %46 ], [ %445, %631 ]
  %643 = phi i32 [ 0, %46 ], [ %444, %631 ]
  %644 = phi i32 [ 0, %46 ], [ %443, %631 ]
  %645 = phi i32 [ 0, %46 ], [ %442, %631 ]
  %646 = phi i32 [ 0, %46 ], [ %441, %631 ]
  %647 = phi i32 [ 0, %46 ], [ %440, %631 ]
  %648 = phi i32 [ 0, %46 ], [ %439, %631 ]
  %649 = phi i32 [ 0, %46 ], [ %438, %631 ]
  %650 = phi i32 [ 0, %46 ], [ %437, %631 ]
  %651 = phi i32 [ 0, %46 ], [ %436, %631 ]
  %652 = phi i32 [ 0, %46 ], [ %435, %631 ]
  %653 = phi i32 [ 0, %46 ], [ %434, %631 ]
  %654 = phi i32 [ 0, %46 ], [ %429, %631 ]
  %655 = phi i32 [ 0, %46 ], [ %428, %631 ]
  %656 = phi i32 [ 0, %46 ], [ %427, %631 ]
  %657 = phi i32 [ 0, %46 ], [ %426, %631 ]
  %658 = phi i32 [ 0, %46 ], [ %425, %631 ]
  %659 = phi i32 [ 0, %46 ], [ %424, %631 ]
  %660 = phi i32 [ 0, %46 ], [ %423, %631 ]
  %661 = phi i32 [ 0, %46 ], [ %422, %631 ]
  %662 = phi i32 [ 0, %46 ], [ %421, %631 ]
  %663 = phi i32 [ 0, %46 ], [ %420, %631 ]
  %664 = phi i32 [ 0, %46 ], [ %419, %631 ]
  %665 = phi i32 [ 0, %46 ], [ %418, %631 ]
  %666 = phi i32 [ 0, %46 ], [ %417, %631 ]
  %667 = phi i32 [ 0, %46 ], [ %416, %631 ]
  %668 = phi i32 [ 0, %46 ], [ %415, %631 ]
  %669 = phi i32 [ 0, %46 ], [ %414, %631 ]
  %670 = phi i32 [ 0, %46 ], [ %466, %631 ]
  %671 = phi i32 [ 0, %46 ], [ %465, %631 ]
  %672 = phi i32 [ 0, %46 ], [ %464, %631 ]
  %673 = phi i32 [ 0, %46 ], [ %463, %631 ]
  %674 = phi i32 [ 0, %46 ], [ %462, %631 ]
  %675 = phi i32 [ 0, %46 ], [ %461, %631 ]
  %676 = phi i32 [ 0, %46 ], [ %460, %631 ]
  %677 = phi i32 [ 0, %46 ], [ %459, %631 ]
  %678 = phi i32 [ 0, %46 ], [ %458, %631 ]
  %679 = phi i32 [ 0, %46 ], [ %457, %631 ]
  %680 = phi i32 [ 0, %46 ], [ %456, %631 ]
  %681 = phi i32 [ 0, %46 ], [ %455, %631 ]
  %682 = phi i32 [ 0, %46 ], [ %454, %631 ]
  %683 = phi i32 [ 0, %46 ], [ %453, %631 ]
  %684 = phi i32 [ 0, %46 ], [ %452, %631 ]
  %685 = phi i32 [ 0, %46 ], [ %451, %631 ]
  %686 = phi i32 [ 0, %46 ], [ %409, %631 ]
  %687 = phi i32 [ 0, %46 ], [ %408, %631 ]
  %688 = phi i32 [ 0, %46 ], [ %407, %631 ]
  %689 = phi i32 [ 0, %46 ], [ %406, %631 ]
  %690 = phi i32 [ 0, %46 ], [ %405, %631 ]
  %691 = phi i32 [ 0, %46 ], [ %404, %631 ]
  %692 = phi i32 [ 0, %46 ], [ %403, %631 ]
  %693 = phi i32 [ 0, %46 ], [ %402, %631 ]
  %694 = phi i32 [ 0, %46 ], [ %401, %631 ]
  %695 = phi i32 [ 0, %46 ], [ %400, %631 ]
  %696 = phi i32 [ 0, %46 ], [ %399, %631 ]
  %697 = phi i32 [ 0, %46 ], [ %398, %631 ]
  %698 = phi i32 [ 0, %46 ], [ %397, %631 ]
  %699 = phi i32 [ 0, %46 ], [ %396, %631 ]
  %700 = phi i32 [ 0, %46 ], [ %395, %631 ]
  %701 = phi i32 [ 0, %46 ], [ %394, %631 ]
  %702 = load i16, ptr %10, align 2, !tbaa !26
  %703 = call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %702) #5, !srcloc !28
  %704 = fcmp contract oeq float %703, 0.000000e+00
  %705 = load i16, ptr %9, align 2
  %706 = trunc i32 %701 to i16
  br i1 %704, label %707, label %709

707:                                              ; preds = %637
  %708 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %706) #5, !srcloc !29
  br label %714

709:                                              ; preds = %637
  %710 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %706) #5, !srcloc !29
  %711 = load i16, ptr %64, align 2, !tbaa !26
  %712 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %711) #5, !srcloc !29
  %713 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %710, i16 %712) #5, !srcloc !30
  br label %714

714:                                              ; preds = %709, %707
  %715 = phi i16 [ %708, %707 ], [ %713, %709 ]
  store i16 %715, ptr %64, align 2, !tbaa !26
  %716 = lshr i32 %701, 16
  %717 = trunc nuw i32 %716 to i16
  %718 = sext i32 %14 to i64
  br i1 %704, label %725, label %719

719:                                              ; preds = %714
  %720 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %717) #5, !srcloc !29
  %721 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %718
  %722 = load i16, ptr %721, align 2, !tbaa !26
  %723 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %722) #5, !srcloc !29
  %724 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %720, i16 %723) #5, !srcloc !30
  br label %727

725:                                              ; preds = %714
  %726 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %717) #5, !srcloc !29
  br label %727

727:                                              ; preds = %725, %719
  %728 = phi i16 [ %726, %725 ], [ %724, %719 ]
  %729 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %718
  store i16 %728, ptr %729, align 2, !tbaa !26
  %730 = trunc i32 %700 to i16
  br i1 %704, label %737, label %731

731:                                              ; preds = %727
  %732 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %730) #5, !srcloc !29
  %733 = getelementptr inbounds nuw i8, ptr %64, i64 16
  %734 = load i16, ptr %733, align 2, !tbaa !26
  %735 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %734) #5, !srcloc !29
  %736 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %732, i16 %735) #5, !srcloc !30
  br label %739

737:                                              ; preds = %727
  %738 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %730) #5, !srcloc !29
  br label %739

739:                                              ; preds = %737, %731
  %740 = phi i16 [ %738, %737 ], [ %736, %731 ]
  %741 = getelementptr inbounds nuw i8, ptr %64, i64 16
  store i16 %740, ptr %741, align 2, !tbaa !26
  %742 = lshr i32 %700, 16
  %743 = trunc nuw i32 %742 to i16
  %744 = add i32 %14, 8
  %745 = sext i32 %744 to i64
  br i1 %704, label %752, label %746

746:                                              ; preds = %739
  %747 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %743) #5, !srcloc !29
  %748 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %745
  %749 = load i16, ptr %748, align 2, !tbaa !26
  %750 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %749) #5, !srcloc !29
  %751 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %747, i16 %750) #5, !srcloc !30
  br label %754

752:                                              ; preds = %739
  %753 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %743) #5, !srcloc !29
  br label %754

754:                                              ; preds = %752, %746
  %755 = phi i16 [ %753, %752 ], [ %751, %746 ]
  %756 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %745
  store i16 %755, ptr %756, align 2, !tbaa !26
  %757 = trunc i32 %699 to i16
  %758 = sext i32 %53 to i64
  br i1 %704, label %765, label %759

759:                                              ; preds = %754
  %760 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %757) #5, !srcloc !29
  %761 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %758
  %762 = load i16, ptr %761, align 2, !tbaa !26
  %763 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %762) #5, !srcloc !29
  %764 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %760, i16 %763) #5, !srcloc !30
  br label %767

765:                                              ; preds = %754
  %766 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %757) #5, !srcloc !29
  br label %767

767:                                              ; preds = %765, %759
  %768 = phi i16 [ %766, %765 ], [ %764, %759 ]
  %769 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %758
  store i16 %768, ptr %769, align 2, !tbaa !26
  %770 = lshr i32 %699, 16
  %771 = trunc nuw i32 %770 to i16
  %772 = mul i32 %14, 9
  %773 = sext i32 %772 to i64
  br i1 %704, label %780, label %774

774:                                              ; preds = %767
  %775 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %771) #5, !srcloc !29
  %776 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %773
  %777 = load i16, ptr %776, align 2, !tbaa !26
  %778 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %777) #5, !srcloc !29
  %779 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %775, i16 %778) #5, !srcloc !30
  br label %782

780:                                              ; preds = %767
  %781 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %771) #5, !srcloc !29
  br label %782

782:                                              ; preds = %780, %774
  %783 = phi i16 [ %781, %780 ], [ %779, %774 ]
  %784 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %773
  store i16 %783, ptr %784, align 2, !tbaa !26
  %785 = trunc i32 %698 to i16
  %786 = add i32 %53, 8
  %787 = sext i32 %786 to i64
  br i1 %704, label %794, label %788

788:                                              ; preds = %782
  %789 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %785) #5, !srcloc !29
  %790 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %787
  %791 = load i16, ptr %790, align 2, !tbaa !26
  %792 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %791) #5, !srcloc !29
  %793 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %789, i16 %792) #5, !srcloc !30
  br label %796

794:                                              ; preds = %782
  %795 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %785) #5, !srcloc !29
  br label %796

796:                                              ; preds = %794, %788
  %797 = phi i16 [ %795, %794 ], [ %793, %788 ]
  %798 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %787
  store i16 %797, ptr %798, align 2, !tbaa !26
  %799 = lshr i32 %698, 16
  %800 = trunc nuw i32 %799 to i16
  br i1 %704, label %809, label %801

801:                                              ; preds = %796
  %802 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %800) #5, !srcloc !29
  %803 = add i32 %772, 8
  %804 = sext i32 %803 to i64
  %805 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %804
  %806 = load i16, ptr %805, align 2, !tbaa !26
  %807 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %806) #5, !srcloc !29
  %808 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %802, i16 %807) #5, !srcloc !30
  br label %811

809:                                              ; preds = %796
  %810 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %800) #5, !srcloc !29
  br label %811

811:                                              ; preds = %809, %801
  %812 = phi i16 [ %810, %809 ], [ %808, %801 ]
  %813 = add i32 %744, %53
  %814 = sext i32 %813 to i64
  %815 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %814
  store i16 %812, ptr %815, align 2, !tbaa !26
  %816 = trunc i32 %697 to i16
  %817 = shl nsw i32 %14, 4
  %818 = sext i32 %817 to i64
  br i1 %704, label %825, label %819

819:                                              ; preds = %811
  %820 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %816) #5, !srcloc !29
  %821 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %818
  %822 = load i16, ptr %821, align 2, !tbaa !26
  %823 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %822) #5, !srcloc !29
  %824 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %820, i16 %823) #5, !srcloc !30
  br label %827

825:                                              ; preds = %811
  %826 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %816) #5, !srcloc !29
  br label %827

827:                                              ; preds = %825, %819
  %828 = phi i16 [ %826, %825 ], [ %824, %819 ]
  %829 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %818
  store i16 %828, ptr %829, align 2, !tbaa !26
  %830 = lshr i32 %697, 16
  %831 = trunc nuw i32 %830 to i16
  %832 = mul i32 %14, 17
  %833 = sext i32 %832 to i64
  br i1 %704, label %840, label %834

834:                                              ; preds = %827
  %835 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %831) #5, !srcloc !29
  %836 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %833
  %837 = load i16, ptr %836, align 2, !tbaa !26
  %838 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %837) #5, !srcloc !29
  %839 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %835, i16 %838) #5, !srcloc !30
  br label %842

840:                                              ; preds = %827
  %841 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %831) #5, !srcloc !29
  br label %842

842:                                              ; preds = %840, %834
  %843 = phi i16 [ %841, %840 ], [ %839, %834 ]
  %844 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %833
  store i16 %843, ptr %844, align 2, !tbaa !26
  %845 = trunc i32 %696 to i16
  %846 = or disjoint i32 %817, 8
  %847 = sext i32 %846 to i64
  br i1 %704, label %854, label %848

848:                                              ; preds = %842
  %849 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %845) #5, !srcloc !29
  %850 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %847
  %851 = load i16, ptr %850, align 2, !tbaa !26
  %852 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %851) #5, !srcloc !29
  %853 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %849, i16 %852) #5, !srcloc !30
  br label %856

854:                                              ; preds = %842
  %855 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %845) #5, !srcloc !29
  br label %856

856:                                              ; preds = %854, %848
  %857 = phi i16 [ %855, %854 ], [ %853, %848 ]
  %858 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %847
  store i16 %857, ptr %858, align 2, !tbaa !26
  %859 = lshr i32 %696, 16
  %860 = trunc nuw i32 %859 to i16
  br i1 %704, label %869, label %861

861:                                              ; preds = %856
  %862 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %860) #5, !srcloc !29
  %863 = add i32 %832, 8
  %864 = sext i32 %863 to i64
  %865 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %864
  %866 = load i16, ptr %865, align 2, !tbaa !26
  %867 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %866) #5, !srcloc !29
  %868 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %862, i16 %867) #5, !srcloc !30
  br label %871

869:                                              ; preds = %856
  %870 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %860) #5, !srcloc !29
  br label %871

871:                                              ; preds = %869, %861
  %872 = phi i16 [ %870, %869 ], [ %868, %861 ]
  %873 = add i32 %744, %817
  %874 = sext i32 %873 to i64
  %875 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %874
  store i16 %872, ptr %875, align 2, !tbaa !26
  %876 = trunc i32 %695 to i16
  %877 = mul nsw i32 %14, 24
  %878 = sext i32 %877 to i64
  br i1 %704, label %885, label %879

879:                                              ; preds = %871
  %880 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %876) #5, !srcloc !29
  %881 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %878
  %882 = load i16, ptr %881, align 2, !tbaa !26
  %883 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %882) #5, !srcloc !29
  %884 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %880, i16 %883) #5, !srcloc !30
  br label %887

885:                                              ; preds = %871
  %886 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %876) #5, !srcloc !29
  br label %887

887:                                              ; preds = %885, %879
  %888 = phi i16 [ %886, %885 ], [ %884, %879 ]
  %889 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %878
  store i16 %888, ptr %889, align 2, !tbaa !26
  %890 = lshr i32 %695, 16
  %891 = trunc nuw i32 %890 to i16
  %892 = mul i32 %14, 25
  %893 = sext i32 %892 to i64
  br i1 %704, label %900, label %894

894:                                              ; preds = %887
  %895 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %891) #5, !srcloc !29
  %896 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %893
  %897 = load i16, ptr %896, align 2, !tbaa !26
  %898 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %897) #5, !srcloc !29
  %899 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %895, i16 %898) #5, !srcloc !30
  br label %902

900:                                              ; preds = %887
  %901 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %891) #5, !srcloc !29
  br label %902

902:                                              ; preds = %900, %894
  %903 = phi i16 [ %901, %900 ], [ %899, %894 ]
  %904 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %893
  store i16 %903, ptr %904, align 2, !tbaa !26
  %905 = trunc i32 %694 to i16
  %906 = add i32 %877, 8
  %907 = sext i32 %906 to i64
  br i1 %704, label %914, label %908

908:                                              ; preds = %902
  %909 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %905) #5, !srcloc !29
  %910 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %907
  %911 = load i16, ptr %910, align 2, !tbaa !26
  %912 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %911) #5, !srcloc !29
  %913 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %909, i16 %912) #5, !srcloc !30
  br label %916

914:                                              ; preds = %902
  %915 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %905) #5, !srcloc !29
  br label %916

916:                                              ; preds = %914, %908
  %917 = phi i16 [ %915, %914 ], [ %913, %908 ]
  %918 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %907
  store i16 %917, ptr %918, align 2, !tbaa !26
  %919 = lshr i32 %694, 16
  %920 = trunc nuw i32 %919 to i16
  br i1 %704, label %929, label %921

921:                                              ; preds = %916
  %922 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %920) #5, !srcloc !29
  %923 = add i32 %892, 8
  %924 = sext i32 %923 to i64
  %925 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %924
  %926 = load i16, ptr %925, align 2, !tbaa !26
  %927 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %926) #5, !srcloc !29
  %928 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %922, i16 %927) #5, !srcloc !30
  br label %931

929:                                              ; preds = %916
  %930 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %920) #5, !srcloc !29
  br label %931

931:                                              ; preds = %929, %921
  %932 = phi i16 [ %930, %929 ], [ %928, %921 ]
  %933 = add i32 %744, %877
  %934 = sext i32 %933 to i64
  %935 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %934
  store i16 %932, ptr %935, align 2, !tbaa !26
  %936 = trunc i32 %693 to i16
  %937 = shl nsw i32 %14, 5
  %938 = sext i32 %937 to i64
  br i1 %704, label %945, label %939

939:                                              ; preds = %931
  %940 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %936) #5, !srcloc !29
  %941 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %938
  %942 = load i16, ptr %941, align 2, !tbaa !26
  %943 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %942) #5, !srcloc !29
  %944 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %940, i16 %943) #5, !srcloc !30
  br label %947

945:                                              ; preds = %931
  %946 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %936) #5, !srcloc !29
  br label %947

947:                                              ; preds = %945, %939
  %948 = phi i16 [ %946, %945 ], [ %944, %939 ]
  %949 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %938
  store i16 %948, ptr %949, align 2, !tbaa !26
  %950 = lshr i32 %693, 16
  %951 = trunc nuw i32 %950 to i16
  %952 = mul i32 %14, 33
  %953 = sext i32 %952 to i64
  br i1 %704, label %960, label %954

954:                                              ; preds = %947
  %955 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %951) #5, !srcloc !29
  %956 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %953
  %957 = load i16, ptr %956, align 2, !tbaa !26
  %958 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %957) #5, !srcloc !29
  %959 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %955, i16 %958) #5, !srcloc !30
  br label %962

960:                                              ; preds = %947
  %961 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %951) #5, !srcloc !29
  br label %962

962:                                              ; preds = %960, %954
  %963 = phi i16 [ %961, %960 ], [ %959, %954 ]
  %964 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %953
  store i16 %963, ptr %964, align 2, !tbaa !26
  %965 = trunc i32 %692 to i16
  %966 = or disjoint i32 %937, 8
  %967 = sext i32 %966 to i64
  br i1 %704, label %974, label %968

968:                                              ; preds = %962
  %969 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %965) #5, !srcloc !29
  %970 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %967
  %971 = load i16, ptr %970, align 2, !tbaa !26
  %972 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %971) #5, !srcloc !29
  %973 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %969, i16 %972) #5, !srcloc !30
  br label %976

974:                                              ; preds = %962
  %975 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %965) #5, !srcloc !29
  br label %976

976:                                              ; preds = %974, %968
  %977 = phi i16 [ %975, %974 ], [ %973, %968 ]
  %978 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %967
  store i16 %977, ptr %978, align 2, !tbaa !26
  %979 = lshr i32 %692, 16
  %980 = trunc nuw i32 %979 to i16
  br i1 %704, label %989, label %981

981:                                              ; preds = %976
  %982 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %980) #5, !srcloc !29
  %983 = add i32 %952, 8
  %984 = sext i32 %983 to i64
  %985 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %984
  %986 = load i16, ptr %985, align 2, !tbaa !26
  %987 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %986) #5, !srcloc !29
  %988 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %982, i16 %987) #5, !srcloc !30
  br label %991

989:                                              ; preds = %976
  %990 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %980) #5, !srcloc !29
  br label %991

991:                                              ; preds = %989, %981
  %992 = phi i16 [ %990, %989 ], [ %988, %981 ]
  %993 = add i32 %744, %937
  %994 = sext i32 %993 to i64
  %995 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %994
  store i16 %992, ptr %995, align 2, !tbaa !26
  %996 = trunc i32 %691 to i16
  %997 = mul nsw i32 %14, 40
  %998 = sext i32 %997 to i64
  br i1 %704, label %1005, label %999

999:                                              ; preds = %991
  %1000 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %996) #5, !srcloc !29
  %1001 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %998
  %1002 = load i16, ptr %1001, align 2, !tbaa !26
  %1003 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1002) #5, !srcloc !29
  %1004 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1000, i16 %1003) #5, !srcloc !30
  br label %1007

1005:                                             ; preds = %991
  %1006 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %996) #5, !srcloc !29
  br label %1007

1007:                                             ; preds = %1005, %999
  %1008 = phi i16 [ %1006, %1005 ], [ %1004, %999 ]
  %1009 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %998
  store i16 %1008, ptr %1009, align 2, !tbaa !26
  %1010 = lshr i32 %691, 16
  %1011 = trunc nuw i32 %1010 to i16
  %1012 = mul i32 %14, 41
  %1013 = sext i32 %1012 to i64
  br i1 %704, label %1020, label %1014

1014:                                             ; preds = %1007
  %1015 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1011) #5, !srcloc !29
  %1016 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1013
  %1017 = load i16, ptr %1016, align 2, !tbaa !26
  %1018 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1017) #5, !srcloc !29
  %1019 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1015, i16 %1018) #5, !srcloc !30
  br label %1022

1020:                                             ; preds = %1007
  %1021 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1011) #5, !srcloc !29
  br label %1022

1022:                                             ; preds = %1020, %1014
  %1023 = phi i16 [ %1021, %1020 ], [ %1019, %1014 ]
  %1024 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1013
  store i16 %1023, ptr %1024, align 2, !tbaa !26
  %1025 = trunc i32 %690 to i16
  %1026 = add i32 %997, 8
  %1027 = sext i32 %1026 to i64
  br i1 %704, label %1034, label %1028

1028:                                             ; preds = %1022
  %1029 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1025) #5, !srcloc !29
  %1030 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1027
  %1031 = load i16, ptr %1030, align 2, !tbaa !26
  %1032 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1031) #5, !srcloc !29
  %1033 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1029, i16 %1032) #5, !srcloc !30
  br label %1036

1034:                                             ; preds = %1022
  %1035 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1025) #5, !srcloc !29
  br label %1036

1036:                                             ; preds = %1034, %1028
  %1037 = phi i16 [ %1035, %1034 ], [ %1033, %1028 ]
  %1038 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1027
  store i16 %1037, ptr %1038, align 2, !tbaa !26
  %1039 = lshr i32 %690, 16
  %1040 = trunc nuw i32 %1039 to i16
  br i1 %704, label %1049, label %1041

1041:                                             ; preds = %1036
  %1042 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1040) #5, !srcloc !29
  %1043 = add i32 %1012, 8
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1044
  %1046 = load i16, ptr %1045, align 2, !tbaa !26
  %1047 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1046) #5, !srcloc !29
  %1048 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1042, i16 %1047) #5, !srcloc !30
  br label %1051

1049:                                             ; preds = %1036
  %1050 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1040) #5, !srcloc !29
  br label %1051

1051:                                             ; preds = %1049, %1041
  %1052 = phi i16 [ %1050, %1049 ], [ %1048, %1041 ]
  %1053 = add i32 %744, %997
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1054
  store i16 %1052, ptr %1055, align 2, !tbaa !26
  %1056 = trunc i32 %689 to i16
  %1057 = mul nsw i32 %14, 48
  %1058 = sext i32 %1057 to i64
  br i1 %704, label %1065, label %1059

1059:                                             ; preds = %1051
  %1060 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1056) #5, !srcloc !29
  %1061 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1058
  %1062 = load i16, ptr %1061, align 2, !tbaa !26
  %1063 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1062) #5, !srcloc !29
  %1064 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1060, i16 %1063) #5, !srcloc !30
  br label %1067

1065:                                             ; preds = %1051
  %1066 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1056) #5, !srcloc !29
  br label %1067

1067:                                             ; preds = %1065, %1059
  %1068 = phi i16 [ %1066, %1065 ], [ %1064, %1059 ]
  %1069 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1058
  store i16 %1068, ptr %1069, align 2, !tbaa !26
  %1070 = lshr i32 %689, 16
  %1071 = trunc nuw i32 %1070 to i16
  %1072 = mul i32 %14, 49
  %1073 = sext i32 %1072 to i64
  br i1 %704, label %1080, label %1074

1074:                                             ; preds = %1067
  %1075 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1071) #5, !srcloc !29
  %1076 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1073
  %1077 = load i16, ptr %1076, align 2, !tbaa !26
  %1078 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1077) #5, !srcloc !29
  %1079 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1075, i16 %1078) #5, !srcloc !30
  br label %1082

1080:                                             ; preds = %1067
  %1081 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1071) #5, !srcloc !29
  br label %1082

1082:                                             ; preds = %1080, %1074
  %1083 = phi i16 [ %1081, %1080 ], [ %1079, %1074 ]
  %1084 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1073
  store i16 %1083, ptr %1084, align 2, !tbaa !26
  %1085 = trunc i32 %688 to i16
  %1086 = or disjoint i32 %1057, 8
  %1087 = sext i32 %1086 to i64
  br i1 %704, label %1094, label %1088

1088:                                             ; preds = %1082
  %1089 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1085) #5, !srcloc !29
  %1090 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1087
  %1091 = load i16, ptr %1090, align 2, !tbaa !26
  %1092 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1091) #5, !srcloc !29
  %1093 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1089, i16 %1092) #5, !srcloc !30
  br label %1096

1094:                                             ; preds = %1082
  %1095 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1085) #5, !srcloc !29
  br label %1096

1096:                                             ; preds = %1094, %1088
  %1097 = phi i16 [ %1095, %1094 ], [ %1093, %1088 ]
  %1098 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1087
  store i16 %1097, ptr %1098, align 2, !tbaa !26
  %1099 = lshr i32 %688, 16
  %1100 = trunc nuw i32 %1099 to i16
  br i1 %704, label %1109, label %1101

1101:                                             ; preds = %1096
  %1102 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1100) #5, !srcloc !29
  %1103 = add i32 %1072, 8
  %1104 = sext i32 %1103 to i64
  %1105 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1104
  %1106 = load i16, ptr %1105, align 2, !tbaa !26
  %1107 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1106) #5, !srcloc !29
  %1108 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1102, i16 %1107) #5, !srcloc !30
  br label %1111

1109:                                             ; preds = %1096
  %1110 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1100) #5, !srcloc !29
  br label %1111

1111:                                             ; preds = %1109, %1101
  %1112 = phi i16 [ %1110, %1109 ], [ %1108, %1101 ]
  %1113 = add i32 %744, %1057
  %1114 = sext i32 %1113 to i64
  %1115 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1114
  store i16 %1112, ptr %1115, align 2, !tbaa !26
  %1116 = trunc i32 %687 to i16
  %1117 = mul nsw i32 %14, 56
  %1118 = sext i32 %1117 to i64
  br i1 %704, label %1125, label %1119

1119:                                             ; preds = %1111
  %1120 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1116) #5, !srcloc !29
  %1121 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1118
  %1122 = load i16, ptr %1121, align 2, !tbaa !26
  %1123 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1122) #5, !srcloc !29
  %1124 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1120, i16 %1123) #5, !srcloc !30
  br label %1127

1125:                                             ; preds = %1111
  %1126 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1116) #5, !srcloc !29
  br label %1127

1127:                                             ; preds = %1125, %1119
  %1128 = phi i16 [ %1126, %1125 ], [ %1124, %1119 ]
  %1129 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1118
  store i16 %1128, ptr %1129, align 2, !tbaa !26
  %1130 = lshr i32 %687, 16
  %1131 = trunc nuw i32 %1130 to i16
  %1132 = mul i32 %14, 57
  %1133 = sext i32 %1132 to i64
  br i1 %704, label %1140, label %1134

1134:                                             ; preds = %1127
  %1135 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1131) #5, !srcloc !29
  %1136 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1133
  %1137 = load i16, ptr %1136, align 2, !tbaa !26
  %1138 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1137) #5, !srcloc !29
  %1139 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1135, i16 %1138) #5, !srcloc !30
  br label %1142

1140:                                             ; preds = %1127
  %1141 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1131) #5, !srcloc !29
  br label %1142

1142:                                             ; preds = %1140, %1134
  %1143 = phi i16 [ %1141, %1140 ], [ %1139, %1134 ]
  %1144 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1133
  store i16 %1143, ptr %1144, align 2, !tbaa !26
  %1145 = trunc i32 %686 to i16
  %1146 = add i32 %1117, 8
  %1147 = sext i32 %1146 to i64
  br i1 %704, label %1154, label %1148

1148:                                             ; preds = %1142
  %1149 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1145) #5, !srcloc !29
  %1150 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1147
  %1151 = load i16, ptr %1150, align 2, !tbaa !26
  %1152 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1151) #5, !srcloc !29
  %1153 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1149, i16 %1152) #5, !srcloc !30
  br label %1156

1154:                                             ; preds = %1142
  %1155 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1145) #5, !srcloc !29
  br label %1156

1156:                                             ; preds = %1154, %1148
  %1157 = phi i16 [ %1155, %1154 ], [ %1153, %1148 ]
  %1158 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1147
  store i16 %1157, ptr %1158, align 2, !tbaa !26
  %1159 = lshr i32 %686, 16
  %1160 = trunc nuw i32 %1159 to i16
  br i1 %704, label %1169, label %1161

1161:                                             ; preds = %1156
  %1162 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1160) #5, !srcloc !29
  %1163 = add i32 %1132, 8
  %1164 = sext i32 %1163 to i64
  %1165 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1164
  %1166 = load i16, ptr %1165, align 2, !tbaa !26
  %1167 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1166) #5, !srcloc !29
  %1168 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1162, i16 %1167) #5, !srcloc !30
  br label %1171

1169:                                             ; preds = %1156
  %1170 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1160) #5, !srcloc !29
  br label %1171

1171:                                             ; preds = %1169, %1161
  %1172 = phi i16 [ %1170, %1169 ], [ %1168, %1161 ]
  %1173 = add i32 %744, %1117
  %1174 = sext i32 %1173 to i64
  %1175 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1174
  store i16 %1172, ptr %1175, align 2, !tbaa !26
  %1176 = trunc i32 %685 to i16
  br i1 %704, label %1183, label %1177

1177:                                             ; preds = %1171
  %1178 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1176) #5, !srcloc !29
  %1179 = getelementptr inbounds nuw i8, ptr %64, i64 128
  %1180 = load i16, ptr %1179, align 2, !tbaa !26
  %1181 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1180) #5, !srcloc !29
  %1182 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1178, i16 %1181) #5, !srcloc !30
  br label %1185

1183:                                             ; preds = %1171
  %1184 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1176) #5, !srcloc !29
  br label %1185

1185:                                             ; preds = %1183, %1177
  %1186 = phi i16 [ %1184, %1183 ], [ %1182, %1177 ]
  %1187 = getelementptr inbounds nuw i8, ptr %64, i64 128
  store i16 %1186, ptr %1187, align 2, !tbaa !26
  %1188 = lshr i32 %685, 16
  %1189 = trunc nuw i32 %1188 to i16
  %1190 = add i32 %14, 64
  %1191 = sext i32 %1190 to i64
  br i1 %704, label %1198, label %1192

1192:                                             ; preds = %1185
  %1193 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1189) #5, !srcloc !29
  %1194 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1191
  %1195 = load i16, ptr %1194, align 2, !tbaa !26
  %1196 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1195) #5, !srcloc !29
  %1197 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1193, i16 %1196) #5, !srcloc !30
  br label %1200

1198:                                             ; preds = %1185
  %1199 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1189) #5, !srcloc !29
  br label %1200

1200:                                             ; preds = %1198, %1192
  %1201 = phi i16 [ %1199, %1198 ], [ %1197, %1192 ]
  %1202 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1191
  store i16 %1201, ptr %1202, align 2, !tbaa !26
  %1203 = trunc i32 %684 to i16
  br i1 %704, label %1210, label %1204

1204:                                             ; preds = %1200
  %1205 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1203) #5, !srcloc !29
  %1206 = getelementptr inbounds nuw i8, ptr %64, i64 144
  %1207 = load i16, ptr %1206, align 2, !tbaa !26
  %1208 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1207) #5, !srcloc !29
  %1209 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1205, i16 %1208) #5, !srcloc !30
  br label %1212

1210:                                             ; preds = %1200
  %1211 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1203) #5, !srcloc !29
  br label %1212

1212:                                             ; preds = %1210, %1204
  %1213 = phi i16 [ %1211, %1210 ], [ %1209, %1204 ]
  %1214 = getelementptr inbounds nuw i8, ptr %64, i64 144
  store i16 %1213, ptr %1214, align 2, !tbaa !26
  %1215 = lshr i32 %684, 16
  %1216 = trunc nuw i32 %1215 to i16
  %1217 = add i32 %14, 72
  %1218 = sext i32 %1217 to i64
  br i1 %704, label %1225, label %1219

1219:                                             ; preds = %1212
  %1220 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1216) #5, !srcloc !29
  %1221 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1218
  %1222 = load i16, ptr %1221, align 2, !tbaa !26
  %1223 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1222) #5, !srcloc !29
  %1224 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1220, i16 %1223) #5, !srcloc !30
  br label %1227

1225:                                             ; preds = %1212
  %1226 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1216) #5, !srcloc !29
  br label %1227

1227:                                             ; preds = %1225, %1219
  %1228 = phi i16 [ %1226, %1225 ], [ %1224, %1219 ]
  %1229 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1218
  store i16 %1228, ptr %1229, align 2, !tbaa !26
  %1230 = trunc i32 %683 to i16
  %1231 = add i32 %53, 64
  %1232 = sext i32 %1231 to i64
  br i1 %704, label %1239, label %1233

1233:                                             ; preds = %1227
  %1234 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1230) #5, !srcloc !29
  %1235 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1232
  %1236 = load i16, ptr %1235, align 2, !tbaa !26
  %1237 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1236) #5, !srcloc !29
  %1238 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1234, i16 %1237) #5, !srcloc !30
  br label %1241

1239:                                             ; preds = %1227
  %1240 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1230) #5, !srcloc !29
  br label %1241

1241:                                             ; preds = %1239, %1233
  %1242 = phi i16 [ %1240, %1239 ], [ %1238, %1233 ]
  %1243 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1232
  store i16 %1242, ptr %1243, align 2, !tbaa !26
  %1244 = lshr i32 %683, 16
  %1245 = trunc nuw i32 %1244 to i16
  %1246 = add i32 %1190, %53
  %1247 = sext i32 %1246 to i64
  br i1 %704, label %1254, label %1248

1248:                                             ; preds = %1241
  %1249 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1245) #5, !srcloc !29
  %1250 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1247
  %1251 = load i16, ptr %1250, align 2, !tbaa !26
  %1252 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1251) #5, !srcloc !29
  %1253 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1249, i16 %1252) #5, !srcloc !30
  br label %1256

1254:                                             ; preds = %1241
  %1255 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1245) #5, !srcloc !29
  br label %1256

1256:                                             ; preds = %1254, %1248
  %1257 = phi i16 [ %1255, %1254 ], [ %1253, %1248 ]
  %1258 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1247
  store i16 %1257, ptr %1258, align 2, !tbaa !26
  %1259 = trunc i32 %682 to i16
  br i1 %704, label %1268, label %1260

1260:                                             ; preds = %1256
  %1261 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1259) #5, !srcloc !29
  %1262 = add i32 %53, 72
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1263
  %1265 = load i16, ptr %1264, align 2, !tbaa !26
  %1266 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1265) #5, !srcloc !29
  %1267 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1261, i16 %1266) #5, !srcloc !30
  br label %1270

1268:                                             ; preds = %1256
  %1269 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1259) #5, !srcloc !29
  br label %1270

1270:                                             ; preds = %1268, %1260
  %1271 = phi i16 [ %1269, %1268 ], [ %1267, %1260 ]
  %1272 = add i32 %53, 72
  %1273 = sext i32 %1272 to i64
  %1274 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1273
  store i16 %1271, ptr %1274, align 2, !tbaa !26
  %1275 = lshr i32 %682, 16
  %1276 = trunc nuw i32 %1275 to i16
  br i1 %704, label %1285, label %1277

1277:                                             ; preds = %1270
  %1278 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1276) #5, !srcloc !29
  %1279 = add i32 %1246, 8
  %1280 = sext i32 %1279 to i64
  %1281 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1280
  %1282 = load i16, ptr %1281, align 2, !tbaa !26
  %1283 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1282) #5, !srcloc !29
  %1284 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1278, i16 %1283) #5, !srcloc !30
  br label %1287

1285:                                             ; preds = %1270
  %1286 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1276) #5, !srcloc !29
  br label %1287

1287:                                             ; preds = %1285, %1277
  %1288 = phi i16 [ %1286, %1285 ], [ %1284, %1277 ]
  %1289 = add i32 %1217, %53
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1290
  store i16 %1288, ptr %1291, align 2, !tbaa !26
  %1292 = trunc i32 %681 to i16
  %1293 = add i32 %817, 64
  %1294 = sext i32 %1293 to i64
  br i1 %704, label %1301, label %1295

1295:                                             ; preds = %1287
  %1296 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1292) #5, !srcloc !29
  %1297 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1294
  %1298 = load i16, ptr %1297, align 2, !tbaa !26
  %1299 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1298) #5, !srcloc !29
  %1300 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1296, i16 %1299) #5, !srcloc !30
  br label %1303

1301:                                             ; preds = %1287
  %1302 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1292) #5, !srcloc !29
  br label %1303

1303:                                             ; preds = %1301, %1295
  %1304 = phi i16 [ %1302, %1301 ], [ %1300, %1295 ]
  %1305 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1294
  store i16 %1304, ptr %1305, align 2, !tbaa !26
  %1306 = lshr i32 %681, 16
  %1307 = trunc nuw i32 %1306 to i16
  %1308 = add i32 %1190, %817
  %1309 = sext i32 %1308 to i64
  br i1 %704, label %1316, label %1310

1310:                                             ; preds = %1303
  %1311 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1307) #5, !srcloc !29
  %1312 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1309
  %1313 = load i16, ptr %1312, align 2, !tbaa !26
  %1314 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1313) #5, !srcloc !29
  %1315 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1311, i16 %1314) #5, !srcloc !30
  br label %1318

1316:                                             ; preds = %1303
  %1317 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1307) #5, !srcloc !29
  br label %1318

1318:                                             ; preds = %1316, %1310
  %1319 = phi i16 [ %1317, %1316 ], [ %1315, %1310 ]
  %1320 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1309
  store i16 %1319, ptr %1320, align 2, !tbaa !26
  %1321 = trunc i32 %680 to i16
  br i1 %704, label %1330, label %1322

1322:                                             ; preds = %1318
  %1323 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1321) #5, !srcloc !29
  %1324 = add i32 %817, 72
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1325
  %1327 = load i16, ptr %1326, align 2, !tbaa !26
  %1328 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1327) #5, !srcloc !29
  %1329 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1323, i16 %1328) #5, !srcloc !30
  br label %1332

1330:                                             ; preds = %1318
  %1331 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1321) #5, !srcloc !29
  br label %1332

1332:                                             ; preds = %1330, %1322
  %1333 = phi i16 [ %1331, %1330 ], [ %1329, %1322 ]
  %1334 = add i32 %817, 72
  %1335 = sext i32 %1334 to i64
  %1336 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1335
  store i16 %1333, ptr %1336, align 2, !tbaa !26
  %1337 = lshr i32 %680, 16
  %1338 = trunc nuw i32 %1337 to i16
  br i1 %704, label %1347, label %1339

1339:                                             ; preds = %1332
  %1340 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1338) #5, !srcloc !29
  %1341 = add i32 %1308, 8
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1342
  %1344 = load i16, ptr %1343, align 2, !tbaa !26
  %1345 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1344) #5, !srcloc !29
  %1346 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1340, i16 %1345) #5, !srcloc !30
  br label %1349

1347:                                             ; preds = %1332
  %1348 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1338) #5, !srcloc !29
  br label %1349

1349:                                             ; preds = %1347, %1339
  %1350 = phi i16 [ %1348, %1347 ], [ %1346, %1339 ]
  %1351 = add i32 %1217, %817
  %1352 = sext i32 %1351 to i64
  %1353 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1352
  store i16 %1350, ptr %1353, align 2, !tbaa !26
  %1354 = trunc i32 %679 to i16
  %1355 = add i32 %877, 64
  %1356 = sext i32 %1355 to i64
  br i1 %704, label %1363, label %1357

1357:                                             ; preds = %1349
  %1358 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1354) #5, !srcloc !29
  %1359 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1356
  %1360 = load i16, ptr %1359, align 2, !tbaa !26
  %1361 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1360) #5, !srcloc !29
  %1362 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1358, i16 %1361) #5, !srcloc !30
  br label %1365

1363:                                             ; preds = %1349
  %1364 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1354) #5, !srcloc !29
  br label %1365

1365:                                             ; preds = %1363, %1357
  %1366 = phi i16 [ %1364, %1363 ], [ %1362, %1357 ]
  %1367 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1356
  store i16 %1366, ptr %1367, align 2, !tbaa !26
  %1368 = lshr i32 %679, 16
  %1369 = trunc nuw i32 %1368 to i16
  %1370 = add i32 %1190, %877
  %1371 = sext i32 %1370 to i64
  br i1 %704, label %1378, label %1372

1372:                                             ; preds = %1365
  %1373 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1369) #5, !srcloc !29
  %1374 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1371
  %1375 = load i16, ptr %1374, align 2, !tbaa !26
  %1376 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1375) #5, !srcloc !29
  %1377 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1373, i16 %1376) #5, !srcloc !30
  br label %1380

1378:                                             ; preds = %1365
  %1379 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1369) #5, !srcloc !29
  br label %1380

1380:                                             ; preds = %1378, %1372
  %1381 = phi i16 [ %1379, %1378 ], [ %1377, %1372 ]
  %1382 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1371
  store i16 %1381, ptr %1382, align 2, !tbaa !26
  %1383 = trunc i32 %678 to i16
  br i1 %704, label %1392, label %1384

1384:                                             ; preds = %1380
  %1385 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1383) #5, !srcloc !29
  %1386 = add i32 %877, 72
  %1387 = sext i32 %1386 to i64
  %1388 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1387
  %1389 = load i16, ptr %1388, align 2, !tbaa !26
  %1390 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1389) #5, !srcloc !29
  %1391 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1385, i16 %1390) #5, !srcloc !30
  br label %1394

1392:                                             ; preds = %1380
  %1393 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1383) #5, !srcloc !29
  br label %1394

1394:                                             ; preds = %1392, %1384
  %1395 = phi i16 [ %1393, %1392 ], [ %1391, %1384 ]
  %1396 = add i32 %877, 72
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1397
  store i16 %1395, ptr %1398, align 2, !tbaa !26
  %1399 = lshr i32 %678, 16
  %1400 = trunc nuw i32 %1399 to i16
  br i1 %704, label %1409, label %1401

1401:                                             ; preds = %1394
  %1402 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1400) #5, !srcloc !29
  %1403 = add i32 %1370, 8
  %1404 = sext i32 %1403 to i64
  %1405 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1404
  %1406 = load i16, ptr %1405, align 2, !tbaa !26
  %1407 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1406) #5, !srcloc !29
  %1408 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1402, i16 %1407) #5, !srcloc !30
  br label %1411

1409:                                             ; preds = %1394
  %1410 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1400) #5, !srcloc !29
  br label %1411

1411:                                             ; preds = %1409, %1401
  %1412 = phi i16 [ %1410, %1409 ], [ %1408, %1401 ]
  %1413 = add i32 %1217, %877
  %1414 = sext i32 %1413 to i64
  %1415 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1414
  store i16 %1412, ptr %1415, align 2, !tbaa !26
  %1416 = trunc i32 %677 to i16
  %1417 = add i32 %937, 64
  %1418 = sext i32 %1417 to i64
  br i1 %704, label %1425, label %1419

1419:                                             ; preds = %1411
  %1420 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1416) #5, !srcloc !29
  %1421 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1418
  %1422 = load i16, ptr %1421, align 2, !tbaa !26
  %1423 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1422) #5, !srcloc !29
  %1424 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1420, i16 %1423) #5, !srcloc !30
  br label %1427

1425:                                             ; preds = %1411
  %1426 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1416) #5, !srcloc !29
  br label %1427

1427:                                             ; preds = %1425, %1419
  %1428 = phi i16 [ %1426, %1425 ], [ %1424, %1419 ]
  %1429 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1418
  store i16 %1428, ptr %1429, align 2, !tbaa !26
  %1430 = lshr i32 %677, 16
  %1431 = trunc nuw i32 %1430 to i16
  %1432 = add i32 %1190, %937
  %1433 = sext i32 %1432 to i64
  br i1 %704, label %1440, label %1434

1434:                                             ; preds = %1427
  %1435 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1431) #5, !srcloc !29
  %1436 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1433
  %1437 = load i16, ptr %1436, align 2, !tbaa !26
  %1438 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1437) #5, !srcloc !29
  %1439 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1435, i16 %1438) #5, !srcloc !30
  br label %1442

1440:                                             ; preds = %1427
  %1441 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1431) #5, !srcloc !29
  br label %1442

1442:                                             ; preds = %1440, %1434
  %1443 = phi i16 [ %1441, %1440 ], [ %1439, %1434 ]
  %1444 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1433
  store i16 %1443, ptr %1444, align 2, !tbaa !26
  %1445 = trunc i32 %676 to i16
  br i1 %704, label %1454, label %1446

1446:                                             ; preds = %1442
  %1447 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1445) #5, !srcloc !29
  %1448 = add i32 %937, 72
  %1449 = sext i32 %1448 to i64
  %1450 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1449
  %1451 = load i16, ptr %1450, align 2, !tbaa !26
  %1452 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1451) #5, !srcloc !29
  %1453 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1447, i16 %1452) #5, !srcloc !30
  br label %1456

1454:                                             ; preds = %1442
  %1455 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1445) #5, !srcloc !29
  br label %1456

1456:                                             ; preds = %1454, %1446
  %1457 = phi i16 [ %1455, %1454 ], [ %1453, %1446 ]
  %1458 = add i32 %937, 72
  %1459 = sext i32 %1458 to i64
  %1460 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1459
  store i16 %1457, ptr %1460, align 2, !tbaa !26
  %1461 = lshr i32 %676, 16
  %1462 = trunc nuw i32 %1461 to i16
  br i1 %704, label %1471, label %1463

1463:                                             ; preds = %1456
  %1464 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1462) #5, !srcloc !29
  %1465 = add i32 %1432, 8
  %1466 = sext i32 %1465 to i64
  %1467 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1466
  %1468 = load i16, ptr %1467, align 2, !tbaa !26
  %1469 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1468) #5, !srcloc !29
  %1470 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1464, i16 %1469) #5, !srcloc !30
  br label %1473

1471:                                             ; preds = %1456
  %1472 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1462) #5, !srcloc !29
  br label %1473

1473:                                             ; preds = %1471, %1463
  %1474 = phi i16 [ %1472, %1471 ], [ %1470, %1463 ]
  %1475 = add i32 %1217, %937
  %1476 = sext i32 %1475 to i64
  %1477 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1476
  store i16 %1474, ptr %1477, align 2, !tbaa !26
  %1478 = trunc i32 %675 to i16
  %1479 = add i32 %997, 64
  %1480 = sext i32 %1479 to i64
  br i1 %704, label %1487, label %1481

1481:                                             ; preds = %1473
  %1482 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1478) #5, !srcloc !29
  %1483 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1480
  %1484 = load i16, ptr %1483, align 2, !tbaa !26
  %1485 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1484) #5, !srcloc !29
  %1486 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1482, i16 %1485) #5, !srcloc !30
  br label %1489

1487:                                             ; preds = %1473
  %1488 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1478) #5, !srcloc !29
  br label %1489

1489:                                             ; preds = %1487, %1481
  %1490 = phi i16 [ %1488, %1487 ], [ %1486, %1481 ]
  %1491 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1480
  store i16 %1490, ptr %1491, align 2, !tbaa !26
  %1492 = lshr i32 %675, 16
  %1493 = trunc nuw i32 %1492 to i16
  %1494 = add i32 %1190, %997
  %1495 = sext i32 %1494 to i64
  br i1 %704, label %1502, label %1496

1496:                                             ; preds = %1489
  %1497 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1493) #5, !srcloc !29
  %1498 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1495
  %1499 = load i16, ptr %1498, align 2, !tbaa !26
  %1500 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1499) #5, !srcloc !29
  %1501 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1497, i16 %1500) #5, !srcloc !30
  br label %1504

1502:                                             ; preds = %1489
  %1503 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1493) #5, !srcloc !29
  br label %1504

1504:                                             ; preds = %1502, %1496
  %1505 = phi i16 [ %1503, %1502 ], [ %1501, %1496 ]
  %1506 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1495
  store i16 %1505, ptr %1506, align 2, !tbaa !26
  %1507 = trunc i32 %674 to i16
  br i1 %704, label %1516, label %1508

1508:                                             ; preds = %1504
  %1509 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1507) #5, !srcloc !29
  %1510 = add i32 %997, 72
  %1511 = sext i32 %1510 to i64
  %1512 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1511
  %1513 = load i16, ptr %1512, align 2, !tbaa !26
  %1514 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1513) #5, !srcloc !29
  %1515 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1509, i16 %1514) #5, !srcloc !30
  br label %1518

1516:                                             ; preds = %1504
  %1517 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1507) #5, !srcloc !29
  br label %1518

1518:                                             ; preds = %1516, %1508
  %1519 = phi i16 [ %1517, %1516 ], [ %1515, %1508 ]
  %1520 = add i32 %997, 72
  %1521 = sext i32 %1520 to i64
  %1522 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1521
  store i16 %1519, ptr %1522, align 2, !tbaa !26
  %1523 = lshr i32 %674, 16
  %1524 = trunc nuw i32 %1523 to i16
  br i1 %704, label %1533, label %1525

1525:                                             ; preds = %1518
  %1526 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1524) #5, !srcloc !29
  %1527 = add i32 %1494, 8
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1528
  %1530 = load i16, ptr %1529, align 2, !tbaa !26
  %1531 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1530) #5, !srcloc !29
  %1532 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1526, i16 %1531) #5, !srcloc !30
  br label %1535

1533:                                             ; preds = %1518
  %1534 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1524) #5, !srcloc !29
  br label %1535

1535:                                             ; preds = %1533, %1525
  %1536 = phi i16 [ %1534, %1533 ], [ %1532, %1525 ]
  %1537 = add i32 %1217, %997
  %1538 = sext i32 %1537 to i64
  %1539 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1538
  store i16 %1536, ptr %1539, align 2, !tbaa !26
  %1540 = trunc i32 %673 to i16
  %1541 = add i32 %1057, 64
  %1542 = sext i32 %1541 to i64
  br i1 %704, label %1549, label %1543

1543:                                             ; preds = %1535
  %1544 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1540) #5, !srcloc !29
  %1545 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1542
  %1546 = load i16, ptr %1545, align 2, !tbaa !26
  %1547 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1546) #5, !srcloc !29
  %1548 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1544, i16 %1547) #5, !srcloc !30
  br label %1551

1549:                                             ; preds = %1535
  %1550 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1540) #5, !srcloc !29
  br label %1551

1551:                                             ; preds = %1549, %1543
  %1552 = phi i16 [ %1550, %1549 ], [ %1548, %1543 ]
  %1553 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1542
  store i16 %1552, ptr %1553, align 2, !tbaa !26
  %1554 = lshr i32 %673, 16
  %1555 = trunc nuw i32 %1554 to i16
  %1556 = add i32 %1190, %1057
  %1557 = sext i32 %1556 to i64
  br i1 %704, label %1564, label %1558

1558:                                             ; preds = %1551
  %1559 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1555) #5, !srcloc !29
  %1560 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1557
  %1561 = load i16, ptr %1560, align 2, !tbaa !26
  %1562 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1561) #5, !srcloc !29
  %1563 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1559, i16 %1562) #5, !srcloc !30
  br label %1566

1564:                                             ; preds = %1551
  %1565 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1555) #5, !srcloc !29
  br label %1566

1566:                                             ; preds = %1564, %1558
  %1567 = phi i16 [ %1565, %1564 ], [ %1563, %1558 ]
  %1568 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1557
  store i16 %1567, ptr %1568, align 2, !tbaa !26
  %1569 = trunc i32 %672 to i16
  br i1 %704, label %1578, label %1570

1570:                                             ; preds = %1566
  %1571 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1569) #5, !srcloc !29
  %1572 = add i32 %1057, 72
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1573
  %1575 = load i16, ptr %1574, align 2, !tbaa !26
  %1576 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1575) #5, !srcloc !29
  %1577 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1571, i16 %1576) #5, !srcloc !30
  br label %1580

1578:                                             ; preds = %1566
  %1579 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1569) #5, !srcloc !29
  br label %1580

1580:                                             ; preds = %1578, %1570
  %1581 = phi i16 [ %1579, %1578 ], [ %1577, %1570 ]
  %1582 = add i32 %1057, 72
  %1583 = sext i32 %1582 to i64
  %1584 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1583
  store i16 %1581, ptr %1584, align 2, !tbaa !26
  %1585 = lshr i32 %672, 16
  %1586 = trunc nuw i32 %1585 to i16
  br i1 %704, label %1595, label %1587

1587:                                             ; preds = %1580
  %1588 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1586) #5, !srcloc !29
  %1589 = add i32 %1556, 8
  %1590 = sext i32 %1589 to i64
  %1591 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1590
  %1592 = load i16, ptr %1591, align 2, !tbaa !26
  %1593 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1592) #5, !srcloc !29
  %1594 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1588, i16 %1593) #5, !srcloc !30
  br label %1597

1595:                                             ; preds = %1580
  %1596 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1586) #5, !srcloc !29
  br label %1597

1597:                                             ; preds = %1595, %1587
  %1598 = phi i16 [ %1596, %1595 ], [ %1594, %1587 ]
  %1599 = add i32 %1217, %1057
  %1600 = sext i32 %1599 to i64
  %1601 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1600
  store i16 %1598, ptr %1601, align 2, !tbaa !26
  %1602 = trunc i32 %671 to i16
  %1603 = add i32 %1117, 64
  %1604 = sext i32 %1603 to i64
  br i1 %704, label %1611, label %1605

1605:                                             ; preds = %1597
  %1606 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1602) #5, !srcloc !29
  %1607 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1604
  %1608 = load i16, ptr %1607, align 2, !tbaa !26
  %1609 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1608) #5, !srcloc !29
  %1610 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1606, i16 %1609) #5, !srcloc !30
  br label %1613

1611:                                             ; preds = %1597
  %1612 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1602) #5, !srcloc !29
  br label %1613

1613:                                             ; preds = %1611, %1605
  %1614 = phi i16 [ %1612, %1611 ], [ %1610, %1605 ]
  %1615 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1604
  store i16 %1614, ptr %1615, align 2, !tbaa !26
  %1616 = lshr i32 %671, 16
  %1617 = trunc nuw i32 %1616 to i16
  %1618 = add i32 %1190, %1117
  %1619 = sext i32 %1618 to i64
  br i1 %704, label %1626, label %1620

1620:                                             ; preds = %1613
  %1621 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1617) #5, !srcloc !29
  %1622 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1619
  %1623 = load i16, ptr %1622, align 2, !tbaa !26
  %1624 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1623) #5, !srcloc !29
  %1625 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1621, i16 %1624) #5, !srcloc !30
  br label %1628

1626:                                             ; preds = %1613
  %1627 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1617) #5, !srcloc !29
  br label %1628

1628:                                             ; preds = %1626, %1620
  %1629 = phi i16 [ %1627, %1626 ], [ %1625, %1620 ]
  %1630 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1619
  store i16 %1629, ptr %1630, align 2, !tbaa !26
  %1631 = trunc i32 %670 to i16
  br i1 %704, label %1640, label %1632

1632:                                             ; preds = %1628
  %1633 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1631) #5, !srcloc !29
  %1634 = add i32 %1117, 72
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1635
  %1637 = load i16, ptr %1636, align 2, !tbaa !26
  %1638 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1637) #5, !srcloc !29
  %1639 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1633, i16 %1638) #5, !srcloc !30
  br label %1642

1640:                                             ; preds = %1628
  %1641 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1631) #5, !srcloc !29
  br label %1642

1642:                                             ; preds = %1640, %1632
  %1643 = phi i16 [ %1641, %1640 ], [ %1639, %1632 ]
  %1644 = add i32 %1117, 72
  %1645 = sext i32 %1644 to i64
  %1646 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1645
  store i16 %1643, ptr %1646, align 2, !tbaa !26
  %1647 = lshr i32 %670, 16
  %1648 = trunc nuw i32 %1647 to i16
  br i1 %704, label %1657, label %1649

1649:                                             ; preds = %1642
  %1650 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1648) #5, !srcloc !29
  %1651 = add i32 %1618, 8
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1652
  %1654 = load i16, ptr %1653, align 2, !tbaa !26
  %1655 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1654) #5, !srcloc !29
  %1656 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1650, i16 %1655) #5, !srcloc !30
  br label %1659

1657:                                             ; preds = %1642
  %1658 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1648) #5, !srcloc !29
  br label %1659

1659:                                             ; preds = %1657, %1649
  %1660 = phi i16 [ %1658, %1657 ], [ %1656, %1649 ]
  %1661 = add i32 %1217, %1117
  %1662 = sext i32 %1661 to i64
  %1663 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1662
  store i16 %1660, ptr %1663, align 2, !tbaa !26
  %1664 = trunc i32 %669 to i16
  %1665 = sext i32 %52 to i64
  br i1 %704, label %1672, label %1666

1666:                                             ; preds = %1659
  %1667 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1664) #5, !srcloc !29
  %1668 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1665
  %1669 = load i16, ptr %1668, align 2, !tbaa !26
  %1670 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1669) #5, !srcloc !29
  %1671 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1667, i16 %1670) #5, !srcloc !30
  br label %1674

1672:                                             ; preds = %1659
  %1673 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1664) #5, !srcloc !29
  br label %1674

1674:                                             ; preds = %1672, %1666
  %1675 = phi i16 [ %1673, %1672 ], [ %1671, %1666 ]
  %1676 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1665
  store i16 %1675, ptr %1676, align 2, !tbaa !26
  %1677 = lshr i32 %669, 16
  %1678 = trunc nuw i32 %1677 to i16
  %1679 = mul i32 %14, 65
  %1680 = sext i32 %1679 to i64
  br i1 %704, label %1687, label %1681

1681:                                             ; preds = %1674
  %1682 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1678) #5, !srcloc !29
  %1683 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1680
  %1684 = load i16, ptr %1683, align 2, !tbaa !26
  %1685 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1684) #5, !srcloc !29
  %1686 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1682, i16 %1685) #5, !srcloc !30
  br label %1689

1687:                                             ; preds = %1674
  %1688 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1678) #5, !srcloc !29
  br label %1689

1689:                                             ; preds = %1687, %1681
  %1690 = phi i16 [ %1688, %1687 ], [ %1686, %1681 ]
  %1691 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1680
  store i16 %1690, ptr %1691, align 2, !tbaa !26
  %1692 = trunc i32 %668 to i16
  br i1 %704, label %1701, label %1693

1693:                                             ; preds = %1689
  %1694 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1692) #5, !srcloc !29
  %1695 = sext i32 %52 to i64
  %1696 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %1695
  %1697 = getelementptr i8, ptr %1696, i64 16
  %1698 = load i16, ptr %1697, align 2, !tbaa !26
  %1699 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1698) #5, !srcloc !29
  %1700 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1694, i16 %1699) #5, !srcloc !30
  br label %1703

1701:                                             ; preds = %1689
  %1702 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1692) #5, !srcloc !29
  br label %1703

1703:                                             ; preds = %1701, %1693
  %1704 = phi i16 [ %1702, %1701 ], [ %1700, %1693 ]
  %1705 = or disjoint i32 %52, 8
  %1706 = sext i32 %1705 to i64
  %1707 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1706
  store i16 %1704, ptr %1707, align 2, !tbaa !26
  %1708 = lshr i32 %668, 16
  %1709 = trunc nuw i32 %1708 to i16
  br i1 %704, label %1718, label %1710

1710:                                             ; preds = %1703
  %1711 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1709) #5, !srcloc !29
  %1712 = add i32 %1679, 8
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1713
  %1715 = load i16, ptr %1714, align 2, !tbaa !26
  %1716 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1715) #5, !srcloc !29
  %1717 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1711, i16 %1716) #5, !srcloc !30
  br label %1720

1718:                                             ; preds = %1703
  %1719 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1709) #5, !srcloc !29
  br label %1720

1720:                                             ; preds = %1718, %1710
  %1721 = phi i16 [ %1719, %1718 ], [ %1717, %1710 ]
  %1722 = add i32 %1705, %14
  %1723 = sext i32 %1722 to i64
  %1724 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1723
  store i16 %1721, ptr %1724, align 2, !tbaa !26
  %1725 = trunc i32 %667 to i16
  %1726 = mul i32 %14, 72
  %1727 = sext i32 %1726 to i64
  br i1 %704, label %1734, label %1728

1728:                                             ; preds = %1720
  %1729 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1725) #5, !srcloc !29
  %1730 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1727
  %1731 = load i16, ptr %1730, align 2, !tbaa !26
  %1732 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1731) #5, !srcloc !29
  %1733 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1729, i16 %1732) #5, !srcloc !30
  br label %1736

1734:                                             ; preds = %1720
  %1735 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1725) #5, !srcloc !29
  br label %1736

1736:                                             ; preds = %1734, %1728
  %1737 = phi i16 [ %1735, %1734 ], [ %1733, %1728 ]
  %1738 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1727
  store i16 %1737, ptr %1738, align 2, !tbaa !26
  %1739 = lshr i32 %667, 16
  %1740 = trunc nuw i32 %1739 to i16
  %1741 = mul i32 %14, 73
  %1742 = sext i32 %1741 to i64
  br i1 %704, label %1749, label %1743

1743:                                             ; preds = %1736
  %1744 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1740) #5, !srcloc !29
  %1745 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1742
  %1746 = load i16, ptr %1745, align 2, !tbaa !26
  %1747 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1746) #5, !srcloc !29
  %1748 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1744, i16 %1747) #5, !srcloc !30
  br label %1751

1749:                                             ; preds = %1736
  %1750 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1740) #5, !srcloc !29
  br label %1751

1751:                                             ; preds = %1749, %1743
  %1752 = phi i16 [ %1750, %1749 ], [ %1748, %1743 ]
  %1753 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1742
  store i16 %1752, ptr %1753, align 2, !tbaa !26
  %1754 = trunc i32 %666 to i16
  br i1 %704, label %1763, label %1755

1755:                                             ; preds = %1751
  %1756 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1754) #5, !srcloc !29
  %1757 = add i32 %1726, 8
  %1758 = sext i32 %1757 to i64
  %1759 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1758
  %1760 = load i16, ptr %1759, align 2, !tbaa !26
  %1761 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1760) #5, !srcloc !29
  %1762 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1756, i16 %1761) #5, !srcloc !30
  br label %1765

1763:                                             ; preds = %1751
  %1764 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1754) #5, !srcloc !29
  br label %1765

1765:                                             ; preds = %1763, %1755
  %1766 = phi i16 [ %1764, %1763 ], [ %1762, %1755 ]
  %1767 = add i32 %1705, %53
  %1768 = sext i32 %1767 to i64
  %1769 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1768
  store i16 %1766, ptr %1769, align 2, !tbaa !26
  %1770 = lshr i32 %666, 16
  %1771 = trunc nuw i32 %1770 to i16
  br i1 %704, label %1780, label %1772

1772:                                             ; preds = %1765
  %1773 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1771) #5, !srcloc !29
  %1774 = add i32 %1741, 8
  %1775 = sext i32 %1774 to i64
  %1776 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1775
  %1777 = load i16, ptr %1776, align 2, !tbaa !26
  %1778 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1777) #5, !srcloc !29
  %1779 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1773, i16 %1778) #5, !srcloc !30
  br label %1782

1780:                                             ; preds = %1765
  %1781 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1771) #5, !srcloc !29
  br label %1782

1782:                                             ; preds = %1780, %1772
  %1783 = phi i16 [ %1781, %1780 ], [ %1779, %1772 ]
  %1784 = add i32 %1722, %53
  %1785 = sext i32 %1784 to i64
  %1786 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1785
  store i16 %1783, ptr %1786, align 2, !tbaa !26
  %1787 = trunc i32 %665 to i16
  %1788 = mul i32 %14, 80
  %1789 = sext i32 %1788 to i64
  br i1 %704, label %1796, label %1790

1790:                                             ; preds = %1782
  %1791 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1787) #5, !srcloc !29
  %1792 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1789
  %1793 = load i16, ptr %1792, align 2, !tbaa !26
  %1794 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1793) #5, !srcloc !29
  %1795 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1791, i16 %1794) #5, !srcloc !30
  br label %1798

1796:                                             ; preds = %1782
  %1797 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1787) #5, !srcloc !29
  br label %1798

1798:                                             ; preds = %1796, %1790
  %1799 = phi i16 [ %1797, %1796 ], [ %1795, %1790 ]
  %1800 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1789
  store i16 %1799, ptr %1800, align 2, !tbaa !26
  %1801 = lshr i32 %665, 16
  %1802 = trunc nuw i32 %1801 to i16
  %1803 = mul i32 %14, 81
  %1804 = sext i32 %1803 to i64
  br i1 %704, label %1811, label %1805

1805:                                             ; preds = %1798
  %1806 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1802) #5, !srcloc !29
  %1807 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1804
  %1808 = load i16, ptr %1807, align 2, !tbaa !26
  %1809 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1808) #5, !srcloc !29
  %1810 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1806, i16 %1809) #5, !srcloc !30
  br label %1813

1811:                                             ; preds = %1798
  %1812 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1802) #5, !srcloc !29
  br label %1813

1813:                                             ; preds = %1811, %1805
  %1814 = phi i16 [ %1812, %1811 ], [ %1810, %1805 ]
  %1815 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1804
  store i16 %1814, ptr %1815, align 2, !tbaa !26
  %1816 = trunc i32 %664 to i16
  br i1 %704, label %1825, label %1817

1817:                                             ; preds = %1813
  %1818 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1816) #5, !srcloc !29
  %1819 = sext i32 %1788 to i64
  %1820 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %1819
  %1821 = getelementptr i8, ptr %1820, i64 16
  %1822 = load i16, ptr %1821, align 2, !tbaa !26
  %1823 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1822) #5, !srcloc !29
  %1824 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1818, i16 %1823) #5, !srcloc !30
  br label %1827

1825:                                             ; preds = %1813
  %1826 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1816) #5, !srcloc !29
  br label %1827

1827:                                             ; preds = %1825, %1817
  %1828 = phi i16 [ %1826, %1825 ], [ %1824, %1817 ]
  %1829 = add i32 %1705, %817
  %1830 = sext i32 %1829 to i64
  %1831 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1830
  store i16 %1828, ptr %1831, align 2, !tbaa !26
  %1832 = lshr i32 %664, 16
  %1833 = trunc nuw i32 %1832 to i16
  br i1 %704, label %1842, label %1834

1834:                                             ; preds = %1827
  %1835 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1833) #5, !srcloc !29
  %1836 = add i32 %1803, 8
  %1837 = sext i32 %1836 to i64
  %1838 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1837
  %1839 = load i16, ptr %1838, align 2, !tbaa !26
  %1840 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1839) #5, !srcloc !29
  %1841 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1835, i16 %1840) #5, !srcloc !30
  br label %1844

1842:                                             ; preds = %1827
  %1843 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1833) #5, !srcloc !29
  br label %1844

1844:                                             ; preds = %1842, %1834
  %1845 = phi i16 [ %1843, %1842 ], [ %1841, %1834 ]
  %1846 = add i32 %1722, %817
  %1847 = sext i32 %1846 to i64
  %1848 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1847
  store i16 %1845, ptr %1848, align 2, !tbaa !26
  %1849 = trunc i32 %663 to i16
  %1850 = mul i32 %14, 88
  %1851 = sext i32 %1850 to i64
  br i1 %704, label %1858, label %1852

1852:                                             ; preds = %1844
  %1853 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1849) #5, !srcloc !29
  %1854 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1851
  %1855 = load i16, ptr %1854, align 2, !tbaa !26
  %1856 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1855) #5, !srcloc !29
  %1857 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1853, i16 %1856) #5, !srcloc !30
  br label %1860

1858:                                             ; preds = %1844
  %1859 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1849) #5, !srcloc !29
  br label %1860

1860:                                             ; preds = %1858, %1852
  %1861 = phi i16 [ %1859, %1858 ], [ %1857, %1852 ]
  %1862 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1851
  store i16 %1861, ptr %1862, align 2, !tbaa !26
  %1863 = lshr i32 %663, 16
  %1864 = trunc nuw i32 %1863 to i16
  %1865 = mul i32 %14, 89
  %1866 = sext i32 %1865 to i64
  br i1 %704, label %1873, label %1867

1867:                                             ; preds = %1860
  %1868 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1864) #5, !srcloc !29
  %1869 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1866
  %1870 = load i16, ptr %1869, align 2, !tbaa !26
  %1871 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1870) #5, !srcloc !29
  %1872 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1868, i16 %1871) #5, !srcloc !30
  br label %1875

1873:                                             ; preds = %1860
  %1874 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1864) #5, !srcloc !29
  br label %1875

1875:                                             ; preds = %1873, %1867
  %1876 = phi i16 [ %1874, %1873 ], [ %1872, %1867 ]
  %1877 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1866
  store i16 %1876, ptr %1877, align 2, !tbaa !26
  %1878 = trunc i32 %662 to i16
  br i1 %704, label %1887, label %1879

1879:                                             ; preds = %1875
  %1880 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1878) #5, !srcloc !29
  %1881 = add i32 %1850, 8
  %1882 = sext i32 %1881 to i64
  %1883 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1882
  %1884 = load i16, ptr %1883, align 2, !tbaa !26
  %1885 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1884) #5, !srcloc !29
  %1886 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1880, i16 %1885) #5, !srcloc !30
  br label %1889

1887:                                             ; preds = %1875
  %1888 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1878) #5, !srcloc !29
  br label %1889

1889:                                             ; preds = %1887, %1879
  %1890 = phi i16 [ %1888, %1887 ], [ %1886, %1879 ]
  %1891 = add i32 %1705, %877
  %1892 = sext i32 %1891 to i64
  %1893 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1892
  store i16 %1890, ptr %1893, align 2, !tbaa !26
  %1894 = lshr i32 %662, 16
  %1895 = trunc nuw i32 %1894 to i16
  br i1 %704, label %1904, label %1896

1896:                                             ; preds = %1889
  %1897 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1895) #5, !srcloc !29
  %1898 = add i32 %1865, 8
  %1899 = sext i32 %1898 to i64
  %1900 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1899
  %1901 = load i16, ptr %1900, align 2, !tbaa !26
  %1902 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1901) #5, !srcloc !29
  %1903 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1897, i16 %1902) #5, !srcloc !30
  br label %1906

1904:                                             ; preds = %1889
  %1905 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1895) #5, !srcloc !29
  br label %1906

1906:                                             ; preds = %1904, %1896
  %1907 = phi i16 [ %1905, %1904 ], [ %1903, %1896 ]
  %1908 = add i32 %1722, %877
  %1909 = sext i32 %1908 to i64
  %1910 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1909
  store i16 %1907, ptr %1910, align 2, !tbaa !26
  %1911 = trunc i32 %661 to i16
  %1912 = mul i32 %14, 96
  %1913 = sext i32 %1912 to i64
  br i1 %704, label %1920, label %1914

1914:                                             ; preds = %1906
  %1915 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1911) #5, !srcloc !29
  %1916 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1913
  %1917 = load i16, ptr %1916, align 2, !tbaa !26
  %1918 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1917) #5, !srcloc !29
  %1919 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1915, i16 %1918) #5, !srcloc !30
  br label %1922

1920:                                             ; preds = %1906
  %1921 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1911) #5, !srcloc !29
  br label %1922

1922:                                             ; preds = %1920, %1914
  %1923 = phi i16 [ %1921, %1920 ], [ %1919, %1914 ]
  %1924 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1913
  store i16 %1923, ptr %1924, align 2, !tbaa !26
  %1925 = lshr i32 %661, 16
  %1926 = trunc nuw i32 %1925 to i16
  %1927 = mul i32 %14, 97
  %1928 = sext i32 %1927 to i64
  br i1 %704, label %1935, label %1929

1929:                                             ; preds = %1922
  %1930 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1926) #5, !srcloc !29
  %1931 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1928
  %1932 = load i16, ptr %1931, align 2, !tbaa !26
  %1933 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1932) #5, !srcloc !29
  %1934 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1930, i16 %1933) #5, !srcloc !30
  br label %1937

1935:                                             ; preds = %1922
  %1936 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1926) #5, !srcloc !29
  br label %1937

1937:                                             ; preds = %1935, %1929
  %1938 = phi i16 [ %1936, %1935 ], [ %1934, %1929 ]
  %1939 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1928
  store i16 %1938, ptr %1939, align 2, !tbaa !26
  %1940 = trunc i32 %660 to i16
  br i1 %704, label %1949, label %1941

1941:                                             ; preds = %1937
  %1942 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1940) #5, !srcloc !29
  %1943 = sext i32 %1912 to i64
  %1944 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %1943
  %1945 = getelementptr i8, ptr %1944, i64 16
  %1946 = load i16, ptr %1945, align 2, !tbaa !26
  %1947 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1946) #5, !srcloc !29
  %1948 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1942, i16 %1947) #5, !srcloc !30
  br label %1951

1949:                                             ; preds = %1937
  %1950 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1940) #5, !srcloc !29
  br label %1951

1951:                                             ; preds = %1949, %1941
  %1952 = phi i16 [ %1950, %1949 ], [ %1948, %1941 ]
  %1953 = add i32 %1705, %937
  %1954 = sext i32 %1953 to i64
  %1955 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1954
  store i16 %1952, ptr %1955, align 2, !tbaa !26
  %1956 = lshr i32 %660, 16
  %1957 = trunc nuw i32 %1956 to i16
  br i1 %704, label %1966, label %1958

1958:                                             ; preds = %1951
  %1959 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1957) #5, !srcloc !29
  %1960 = add i32 %1927, 8
  %1961 = sext i32 %1960 to i64
  %1962 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1961
  %1963 = load i16, ptr %1962, align 2, !tbaa !26
  %1964 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1963) #5, !srcloc !29
  %1965 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1959, i16 %1964) #5, !srcloc !30
  br label %1968

1966:                                             ; preds = %1951
  %1967 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1957) #5, !srcloc !29
  br label %1968

1968:                                             ; preds = %1966, %1958
  %1969 = phi i16 [ %1967, %1966 ], [ %1965, %1958 ]
  %1970 = add i32 %1722, %937
  %1971 = sext i32 %1970 to i64
  %1972 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1971
  store i16 %1969, ptr %1972, align 2, !tbaa !26
  %1973 = trunc i32 %659 to i16
  %1974 = mul i32 %14, 104
  %1975 = sext i32 %1974 to i64
  br i1 %704, label %1982, label %1976

1976:                                             ; preds = %1968
  %1977 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1973) #5, !srcloc !29
  %1978 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1975
  %1979 = load i16, ptr %1978, align 2, !tbaa !26
  %1980 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1979) #5, !srcloc !29
  %1981 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1977, i16 %1980) #5, !srcloc !30
  br label %1984

1982:                                             ; preds = %1968
  %1983 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1973) #5, !srcloc !29
  br label %1984

1984:                                             ; preds = %1982, %1976
  %1985 = phi i16 [ %1983, %1982 ], [ %1981, %1976 ]
  %1986 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1975
  store i16 %1985, ptr %1986, align 2, !tbaa !26
  %1987 = lshr i32 %659, 16
  %1988 = trunc nuw i32 %1987 to i16
  %1989 = mul i32 %14, 105
  %1990 = sext i32 %1989 to i64
  br i1 %704, label %1997, label %1991

1991:                                             ; preds = %1984
  %1992 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1988) #5, !srcloc !29
  %1993 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1990
  %1994 = load i16, ptr %1993, align 2, !tbaa !26
  %1995 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %1994) #5, !srcloc !29
  %1996 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1992, i16 %1995) #5, !srcloc !30
  br label %1999

1997:                                             ; preds = %1984
  %1998 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %1988) #5, !srcloc !29
  br label %1999

1999:                                             ; preds = %1997, %1991
  %2000 = phi i16 [ %1998, %1997 ], [ %1996, %1991 ]
  %2001 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %1990
  store i16 %2000, ptr %2001, align 2, !tbaa !26
  %2002 = trunc i32 %658 to i16
  br i1 %704, label %2011, label %2003

2003:                                             ; preds = %1999
  %2004 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2002) #5, !srcloc !29
  %2005 = add i32 %1974, 8
  %2006 = sext i32 %2005 to i64
  %2007 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2006
  %2008 = load i16, ptr %2007, align 2, !tbaa !26
  %2009 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2008) #5, !srcloc !29
  %2010 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2004, i16 %2009) #5, !srcloc !30
  br label %2013

2011:                                             ; preds = %1999
  %2012 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2002) #5, !srcloc !29
  br label %2013

2013:                                             ; preds = %2011, %2003
  %2014 = phi i16 [ %2012, %2011 ], [ %2010, %2003 ]
  %2015 = add i32 %1705, %997
  %2016 = sext i32 %2015 to i64
  %2017 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2016
  store i16 %2014, ptr %2017, align 2, !tbaa !26
  %2018 = lshr i32 %658, 16
  %2019 = trunc nuw i32 %2018 to i16
  br i1 %704, label %2028, label %2020

2020:                                             ; preds = %2013
  %2021 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2019) #5, !srcloc !29
  %2022 = add i32 %1989, 8
  %2023 = sext i32 %2022 to i64
  %2024 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2023
  %2025 = load i16, ptr %2024, align 2, !tbaa !26
  %2026 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2025) #5, !srcloc !29
  %2027 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2021, i16 %2026) #5, !srcloc !30
  br label %2030

2028:                                             ; preds = %2013
  %2029 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2019) #5, !srcloc !29
  br label %2030

2030:                                             ; preds = %2028, %2020
  %2031 = phi i16 [ %2029, %2028 ], [ %2027, %2020 ]
  %2032 = add i32 %1722, %997
  %2033 = sext i32 %2032 to i64
  %2034 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2033
  store i16 %2031, ptr %2034, align 2, !tbaa !26
  %2035 = trunc i32 %657 to i16
  %2036 = mul i32 %14, 112
  %2037 = sext i32 %2036 to i64
  br i1 %704, label %2044, label %2038

2038:                                             ; preds = %2030
  %2039 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2035) #5, !srcloc !29
  %2040 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2037
  %2041 = load i16, ptr %2040, align 2, !tbaa !26
  %2042 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2041) #5, !srcloc !29
  %2043 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2039, i16 %2042) #5, !srcloc !30
  br label %2046

2044:                                             ; preds = %2030
  %2045 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2035) #5, !srcloc !29
  br label %2046

2046:                                             ; preds = %2044, %2038
  %2047 = phi i16 [ %2045, %2044 ], [ %2043, %2038 ]
  %2048 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2037
  store i16 %2047, ptr %2048, align 2, !tbaa !26
  %2049 = lshr i32 %657, 16
  %2050 = trunc nuw i32 %2049 to i16
  %2051 = mul i32 %14, 113
  %2052 = sext i32 %2051 to i64
  br i1 %704, label %2059, label %2053

2053:                                             ; preds = %2046
  %2054 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2050) #5, !srcloc !29
  %2055 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2052
  %2056 = load i16, ptr %2055, align 2, !tbaa !26
  %2057 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2056) #5, !srcloc !29
  %2058 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2054, i16 %2057) #5, !srcloc !30
  br label %2061

2059:                                             ; preds = %2046
  %2060 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2050) #5, !srcloc !29
  br label %2061

2061:                                             ; preds = %2059, %2053
  %2062 = phi i16 [ %2060, %2059 ], [ %2058, %2053 ]
  %2063 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2052
  store i16 %2062, ptr %2063, align 2, !tbaa !26
  %2064 = trunc i32 %656 to i16
  br i1 %704, label %2073, label %2065

2065:                                             ; preds = %2061
  %2066 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2064) #5, !srcloc !29
  %2067 = sext i32 %2036 to i64
  %2068 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %2067
  %2069 = getelementptr i8, ptr %2068, i64 16
  %2070 = load i16, ptr %2069, align 2, !tbaa !26
  %2071 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2070) #5, !srcloc !29
  %2072 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2066, i16 %2071) #5, !srcloc !30
  br label %2075

2073:                                             ; preds = %2061
  %2074 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2064) #5, !srcloc !29
  br label %2075

2075:                                             ; preds = %2073, %2065
  %2076 = phi i16 [ %2074, %2073 ], [ %2072, %2065 ]
  %2077 = add i32 %1705, %1057
  %2078 = sext i32 %2077 to i64
  %2079 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2078
  store i16 %2076, ptr %2079, align 2, !tbaa !26
  %2080 = lshr i32 %656, 16
  %2081 = trunc nuw i32 %2080 to i16
  br i1 %704, label %2090, label %2082

2082:                                             ; preds = %2075
  %2083 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2081) #5, !srcloc !29
  %2084 = add i32 %2051, 8
  %2085 = sext i32 %2084 to i64
  %2086 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2085
  %2087 = load i16, ptr %2086, align 2, !tbaa !26
  %2088 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2087) #5, !srcloc !29
  %2089 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2083, i16 %2088) #5, !srcloc !30
  br label %2092

2090:                                             ; preds = %2075
  %2091 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2081) #5, !srcloc !29
  br label %2092

2092:                                             ; preds = %2090, %2082
  %2093 = phi i16 [ %2091, %2090 ], [ %2089, %2082 ]
  %2094 = add i32 %1722, %1057
  %2095 = sext i32 %2094 to i64
  %2096 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2095
  store i16 %2093, ptr %2096, align 2, !tbaa !26
  %2097 = trunc i32 %655 to i16
  %2098 = mul i32 %14, 120
  %2099 = sext i32 %2098 to i64
  br i1 %704, label %2106, label %2100

2100:                                             ; preds = %2092
  %2101 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2097) #5, !srcloc !29
  %2102 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2099
  %2103 = load i16, ptr %2102, align 2, !tbaa !26
  %2104 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2103) #5, !srcloc !29
  %2105 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2101, i16 %2104) #5, !srcloc !30
  br label %2108

2106:                                             ; preds = %2092
  %2107 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2097) #5, !srcloc !29
  br label %2108

2108:                                             ; preds = %2106, %2100
  %2109 = phi i16 [ %2107, %2106 ], [ %2105, %2100 ]
  %2110 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2099
  store i16 %2109, ptr %2110, align 2, !tbaa !26
  %2111 = lshr i32 %655, 16
  %2112 = trunc nuw i32 %2111 to i16
  %2113 = mul i32 %14, 121
  %2114 = sext i32 %2113 to i64
  br i1 %704, label %2121, label %2115

2115:                                             ; preds = %2108
  %2116 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2112) #5, !srcloc !29
  %2117 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2114
  %2118 = load i16, ptr %2117, align 2, !tbaa !26
  %2119 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2118) #5, !srcloc !29
  %2120 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2116, i16 %2119) #5, !srcloc !30
  br label %2123

2121:                                             ; preds = %2108
  %2122 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2112) #5, !srcloc !29
  br label %2123

2123:                                             ; preds = %2121, %2115
  %2124 = phi i16 [ %2122, %2121 ], [ %2120, %2115 ]
  %2125 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2114
  store i16 %2124, ptr %2125, align 2, !tbaa !26
  %2126 = trunc i32 %654 to i16
  br i1 %704, label %2135, label %2127

2127:                                             ; preds = %2123
  %2128 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2126) #5, !srcloc !29
  %2129 = add i32 %2098, 8
  %2130 = sext i32 %2129 to i64
  %2131 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2130
  %2132 = load i16, ptr %2131, align 2, !tbaa !26
  %2133 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2132) #5, !srcloc !29
  %2134 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2128, i16 %2133) #5, !srcloc !30
  br label %2137

2135:                                             ; preds = %2123
  %2136 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2126) #5, !srcloc !29
  br label %2137

2137:                                             ; preds = %2135, %2127
  %2138 = phi i16 [ %2136, %2135 ], [ %2134, %2127 ]
  %2139 = add i32 %1705, %1117
  %2140 = sext i32 %2139 to i64
  %2141 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2140
  store i16 %2138, ptr %2141, align 2, !tbaa !26
  %2142 = lshr i32 %654, 16
  %2143 = trunc nuw i32 %2142 to i16
  br i1 %704, label %2152, label %2144

2144:                                             ; preds = %2137
  %2145 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2143) #5, !srcloc !29
  %2146 = add i32 %2113, 8
  %2147 = sext i32 %2146 to i64
  %2148 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2147
  %2149 = load i16, ptr %2148, align 2, !tbaa !26
  %2150 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2149) #5, !srcloc !29
  %2151 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2145, i16 %2150) #5, !srcloc !30
  br label %2154

2152:                                             ; preds = %2137
  %2153 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2143) #5, !srcloc !29
  br label %2154

2154:                                             ; preds = %2152, %2144
  %2155 = phi i16 [ %2153, %2152 ], [ %2151, %2144 ]
  %2156 = add i32 %1722, %1117
  %2157 = sext i32 %2156 to i64
  %2158 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2157
  store i16 %2155, ptr %2158, align 2, !tbaa !26
  %2159 = trunc i32 %653 to i16
  %2160 = add i32 %52, 64
  %2161 = sext i32 %2160 to i64
  br i1 %704, label %2168, label %2162

2162:                                             ; preds = %2154
  %2163 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2159) #5, !srcloc !29
  %2164 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2161
  %2165 = load i16, ptr %2164, align 2, !tbaa !26
  %2166 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2165) #5, !srcloc !29
  %2167 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2163, i16 %2166) #5, !srcloc !30
  br label %2170

2168:                                             ; preds = %2154
  %2169 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2159) #5, !srcloc !29
  br label %2170

2170:                                             ; preds = %2168, %2162
  %2171 = phi i16 [ %2169, %2168 ], [ %2167, %2162 ]
  %2172 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2161
  store i16 %2171, ptr %2172, align 2, !tbaa !26
  %2173 = lshr i32 %653, 16
  %2174 = trunc nuw i32 %2173 to i16
  br i1 %704, label %2183, label %2175

2175:                                             ; preds = %2170
  %2176 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2174) #5, !srcloc !29
  %2177 = add i32 %1679, 64
  %2178 = sext i32 %2177 to i64
  %2179 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2178
  %2180 = load i16, ptr %2179, align 2, !tbaa !26
  %2181 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2180) #5, !srcloc !29
  %2182 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2176, i16 %2181) #5, !srcloc !30
  br label %2185

2183:                                             ; preds = %2170
  %2184 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2174) #5, !srcloc !29
  br label %2185

2185:                                             ; preds = %2183, %2175
  %2186 = phi i16 [ %2184, %2183 ], [ %2182, %2175 ]
  %2187 = add i32 %2160, %14
  %2188 = sext i32 %2187 to i64
  %2189 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2188
  store i16 %2186, ptr %2189, align 2, !tbaa !26
  %2190 = trunc i32 %652 to i16
  br i1 %704, label %2199, label %2191

2191:                                             ; preds = %2185
  %2192 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2190) #5, !srcloc !29
  %2193 = add i32 %52, 72
  %2194 = sext i32 %2193 to i64
  %2195 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2194
  %2196 = load i16, ptr %2195, align 2, !tbaa !26
  %2197 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2196) #5, !srcloc !29
  %2198 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2192, i16 %2197) #5, !srcloc !30
  br label %2201

2199:                                             ; preds = %2185
  %2200 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2190) #5, !srcloc !29
  br label %2201

2201:                                             ; preds = %2199, %2191
  %2202 = phi i16 [ %2200, %2199 ], [ %2198, %2191 ]
  %2203 = or disjoint i32 %2160, 8
  %2204 = sext i32 %2203 to i64
  %2205 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2204
  store i16 %2202, ptr %2205, align 2, !tbaa !26
  %2206 = lshr i32 %652, 16
  %2207 = trunc nuw i32 %2206 to i16
  br i1 %704, label %2216, label %2208

2208:                                             ; preds = %2201
  %2209 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2207) #5, !srcloc !29
  %2210 = add i32 %1679, 72
  %2211 = sext i32 %2210 to i64
  %2212 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2211
  %2213 = load i16, ptr %2212, align 2, !tbaa !26
  %2214 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2213) #5, !srcloc !29
  %2215 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2209, i16 %2214) #5, !srcloc !30
  br label %2218

2216:                                             ; preds = %2201
  %2217 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2207) #5, !srcloc !29
  br label %2218

2218:                                             ; preds = %2216, %2208
  %2219 = phi i16 [ %2217, %2216 ], [ %2215, %2208 ]
  %2220 = add i32 %2203, %14
  %2221 = sext i32 %2220 to i64
  %2222 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2221
  store i16 %2219, ptr %2222, align 2, !tbaa !26
  %2223 = trunc i32 %651 to i16
  %2224 = add i32 %2160, %53
  %2225 = sext i32 %2224 to i64
  br i1 %704, label %2232, label %2226

2226:                                             ; preds = %2218
  %2227 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2223) #5, !srcloc !29
  %2228 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2225
  %2229 = load i16, ptr %2228, align 2, !tbaa !26
  %2230 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2229) #5, !srcloc !29
  %2231 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2227, i16 %2230) #5, !srcloc !30
  br label %2234

2232:                                             ; preds = %2218
  %2233 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2223) #5, !srcloc !29
  br label %2234

2234:                                             ; preds = %2232, %2226
  %2235 = phi i16 [ %2233, %2232 ], [ %2231, %2226 ]
  %2236 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2225
  store i16 %2235, ptr %2236, align 2, !tbaa !26
  %2237 = lshr i32 %651, 16
  %2238 = trunc nuw i32 %2237 to i16
  br i1 %704, label %2248, label %2239

2239:                                             ; preds = %2234
  %2240 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2238) #5, !srcloc !29
  %2241 = add i32 %1679, 64
  %2242 = add i32 %2241, %53
  %2243 = sext i32 %2242 to i64
  %2244 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2243
  %2245 = load i16, ptr %2244, align 2, !tbaa !26
  %2246 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2245) #5, !srcloc !29
  %2247 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2240, i16 %2246) #5, !srcloc !30
  br label %2250

2248:                                             ; preds = %2234
  %2249 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2238) #5, !srcloc !29
  br label %2250

2250:                                             ; preds = %2248, %2239
  %2251 = phi i16 [ %2249, %2248 ], [ %2247, %2239 ]
  %2252 = add i32 %2187, %53
  %2253 = sext i32 %2252 to i64
  %2254 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2253
  store i16 %2251, ptr %2254, align 2, !tbaa !26
  %2255 = trunc i32 %650 to i16
  br i1 %704, label %2264, label %2256

2256:                                             ; preds = %2250
  %2257 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2255) #5, !srcloc !29
  %2258 = add i32 %2224, 8
  %2259 = sext i32 %2258 to i64
  %2260 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2259
  %2261 = load i16, ptr %2260, align 2, !tbaa !26
  %2262 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2261) #5, !srcloc !29
  %2263 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2257, i16 %2262) #5, !srcloc !30
  br label %2266

2264:                                             ; preds = %2250
  %2265 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2255) #5, !srcloc !29
  br label %2266

2266:                                             ; preds = %2264, %2256
  %2267 = phi i16 [ %2265, %2264 ], [ %2263, %2256 ]
  %2268 = add i32 %2203, %53
  %2269 = sext i32 %2268 to i64
  %2270 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2269
  store i16 %2267, ptr %2270, align 2, !tbaa !26
  %2271 = lshr i32 %650, 16
  %2272 = trunc nuw i32 %2271 to i16
  br i1 %704, label %2282, label %2273

2273:                                             ; preds = %2266
  %2274 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2272) #5, !srcloc !29
  %2275 = add i32 %53, 72
  %2276 = add i32 %2275, %1679
  %2277 = sext i32 %2276 to i64
  %2278 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2277
  %2279 = load i16, ptr %2278, align 2, !tbaa !26
  %2280 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2279) #5, !srcloc !29
  %2281 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2274, i16 %2280) #5, !srcloc !30
  br label %2284

2282:                                             ; preds = %2266
  %2283 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2272) #5, !srcloc !29
  br label %2284

2284:                                             ; preds = %2282, %2273
  %2285 = phi i16 [ %2283, %2282 ], [ %2281, %2273 ]
  %2286 = add i32 %2220, %53
  %2287 = sext i32 %2286 to i64
  %2288 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2287
  store i16 %2285, ptr %2288, align 2, !tbaa !26
  %2289 = trunc i32 %649 to i16
  %2290 = add i32 %2160, %817
  %2291 = sext i32 %2290 to i64
  br i1 %704, label %2298, label %2292

2292:                                             ; preds = %2284
  %2293 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2289) #5, !srcloc !29
  %2294 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2291
  %2295 = load i16, ptr %2294, align 2, !tbaa !26
  %2296 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2295) #5, !srcloc !29
  %2297 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2293, i16 %2296) #5, !srcloc !30
  br label %2300

2298:                                             ; preds = %2284
  %2299 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2289) #5, !srcloc !29
  br label %2300

2300:                                             ; preds = %2298, %2292
  %2301 = phi i16 [ %2299, %2298 ], [ %2297, %2292 ]
  %2302 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2291
  store i16 %2301, ptr %2302, align 2, !tbaa !26
  %2303 = lshr i32 %649, 16
  %2304 = trunc nuw i32 %2303 to i16
  br i1 %704, label %2314, label %2305

2305:                                             ; preds = %2300
  %2306 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2304) #5, !srcloc !29
  %2307 = add i32 %1679, 64
  %2308 = add i32 %2307, %817
  %2309 = sext i32 %2308 to i64
  %2310 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2309
  %2311 = load i16, ptr %2310, align 2, !tbaa !26
  %2312 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2311) #5, !srcloc !29
  %2313 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2306, i16 %2312) #5, !srcloc !30
  br label %2316

2314:                                             ; preds = %2300
  %2315 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2304) #5, !srcloc !29
  br label %2316

2316:                                             ; preds = %2314, %2305
  %2317 = phi i16 [ %2315, %2314 ], [ %2313, %2305 ]
  %2318 = add i32 %2187, %817
  %2319 = sext i32 %2318 to i64
  %2320 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2319
  store i16 %2317, ptr %2320, align 2, !tbaa !26
  %2321 = trunc i32 %648 to i16
  br i1 %704, label %2330, label %2322

2322:                                             ; preds = %2316
  %2323 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2321) #5, !srcloc !29
  %2324 = sext i32 %2290 to i64
  %2325 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %2324
  %2326 = getelementptr i8, ptr %2325, i64 16
  %2327 = load i16, ptr %2326, align 2, !tbaa !26
  %2328 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2327) #5, !srcloc !29
  %2329 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2323, i16 %2328) #5, !srcloc !30
  br label %2332

2330:                                             ; preds = %2316
  %2331 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2321) #5, !srcloc !29
  br label %2332

2332:                                             ; preds = %2330, %2322
  %2333 = phi i16 [ %2331, %2330 ], [ %2329, %2322 ]
  %2334 = add i32 %2203, %817
  %2335 = sext i32 %2334 to i64
  %2336 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2335
  store i16 %2333, ptr %2336, align 2, !tbaa !26
  %2337 = lshr i32 %648, 16
  %2338 = trunc nuw i32 %2337 to i16
  br i1 %704, label %2348, label %2339

2339:                                             ; preds = %2332
  %2340 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2338) #5, !srcloc !29
  %2341 = add i32 %817, 72
  %2342 = add i32 %2341, %1679
  %2343 = sext i32 %2342 to i64
  %2344 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2343
  %2345 = load i16, ptr %2344, align 2, !tbaa !26
  %2346 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2345) #5, !srcloc !29
  %2347 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2340, i16 %2346) #5, !srcloc !30
  br label %2350

2348:                                             ; preds = %2332
  %2349 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2338) #5, !srcloc !29
  br label %2350

2350:                                             ; preds = %2348, %2339
  %2351 = phi i16 [ %2349, %2348 ], [ %2347, %2339 ]
  %2352 = add i32 %2220, %817
  %2353 = sext i32 %2352 to i64
  %2354 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2353
  store i16 %2351, ptr %2354, align 2, !tbaa !26
  %2355 = trunc i32 %647 to i16
  %2356 = add i32 %2160, %877
  %2357 = sext i32 %2356 to i64
  br i1 %704, label %2364, label %2358

2358:                                             ; preds = %2350
  %2359 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2355) #5, !srcloc !29
  %2360 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2357
  %2361 = load i16, ptr %2360, align 2, !tbaa !26
  %2362 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2361) #5, !srcloc !29
  %2363 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2359, i16 %2362) #5, !srcloc !30
  br label %2366

2364:                                             ; preds = %2350
  %2365 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2355) #5, !srcloc !29
  br label %2366

2366:                                             ; preds = %2364, %2358
  %2367 = phi i16 [ %2365, %2364 ], [ %2363, %2358 ]
  %2368 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2357
  store i16 %2367, ptr %2368, align 2, !tbaa !26
  %2369 = lshr i32 %647, 16
  %2370 = trunc nuw i32 %2369 to i16
  br i1 %704, label %2380, label %2371

2371:                                             ; preds = %2366
  %2372 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2370) #5, !srcloc !29
  %2373 = add i32 %1679, 64
  %2374 = add i32 %2373, %877
  %2375 = sext i32 %2374 to i64
  %2376 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2375
  %2377 = load i16, ptr %2376, align 2, !tbaa !26
  %2378 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2377) #5, !srcloc !29
  %2379 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2372, i16 %2378) #5, !srcloc !30
  br label %2382

2380:                                             ; preds = %2366
  %2381 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2370) #5, !srcloc !29
  br label %2382

2382:                                             ; preds = %2380, %2371
  %2383 = phi i16 [ %2381, %2380 ], [ %2379, %2371 ]
  %2384 = add i32 %2187, %877
  %2385 = sext i32 %2384 to i64
  %2386 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2385
  store i16 %2383, ptr %2386, align 2, !tbaa !26
  %2387 = trunc i32 %646 to i16
  br i1 %704, label %2396, label %2388

2388:                                             ; preds = %2382
  %2389 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2387) #5, !srcloc !29
  %2390 = add i32 %2356, 8
  %2391 = sext i32 %2390 to i64
  %2392 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2391
  %2393 = load i16, ptr %2392, align 2, !tbaa !26
  %2394 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2393) #5, !srcloc !29
  %2395 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2389, i16 %2394) #5, !srcloc !30
  br label %2398

2396:                                             ; preds = %2382
  %2397 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2387) #5, !srcloc !29
  br label %2398

2398:                                             ; preds = %2396, %2388
  %2399 = phi i16 [ %2397, %2396 ], [ %2395, %2388 ]
  %2400 = add i32 %2203, %877
  %2401 = sext i32 %2400 to i64
  %2402 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2401
  store i16 %2399, ptr %2402, align 2, !tbaa !26
  %2403 = lshr i32 %646, 16
  %2404 = trunc nuw i32 %2403 to i16
  br i1 %704, label %2414, label %2405

2405:                                             ; preds = %2398
  %2406 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2404) #5, !srcloc !29
  %2407 = add i32 %877, 72
  %2408 = add i32 %2407, %1679
  %2409 = sext i32 %2408 to i64
  %2410 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2409
  %2411 = load i16, ptr %2410, align 2, !tbaa !26
  %2412 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2411) #5, !srcloc !29
  %2413 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2406, i16 %2412) #5, !srcloc !30
  br label %2416

2414:                                             ; preds = %2398
  %2415 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2404) #5, !srcloc !29
  br label %2416

2416:                                             ; preds = %2414, %2405
  %2417 = phi i16 [ %2415, %2414 ], [ %2413, %2405 ]
  %2418 = add i32 %2220, %877
  %2419 = sext i32 %2418 to i64
  %2420 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2419
  store i16 %2417, ptr %2420, align 2, !tbaa !26
  %2421 = trunc i32 %645 to i16
  %2422 = add i32 %2160, %937
  %2423 = sext i32 %2422 to i64
  br i1 %704, label %2430, label %2424

2424:                                             ; preds = %2416
  %2425 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2421) #5, !srcloc !29
  %2426 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2423
  %2427 = load i16, ptr %2426, align 2, !tbaa !26
  %2428 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2427) #5, !srcloc !29
  %2429 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2425, i16 %2428) #5, !srcloc !30
  br label %2432

2430:                                             ; preds = %2416
  %2431 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2421) #5, !srcloc !29
  br label %2432

2432:                                             ; preds = %2430, %2424
  %2433 = phi i16 [ %2431, %2430 ], [ %2429, %2424 ]
  %2434 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2423
  store i16 %2433, ptr %2434, align 2, !tbaa !26
  %2435 = lshr i32 %645, 16
  %2436 = trunc nuw i32 %2435 to i16
  br i1 %704, label %2446, label %2437

2437:                                             ; preds = %2432
  %2438 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2436) #5, !srcloc !29
  %2439 = add i32 %1679, 64
  %2440 = add i32 %2439, %937
  %2441 = sext i32 %2440 to i64
  %2442 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2441
  %2443 = load i16, ptr %2442, align 2, !tbaa !26
  %2444 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2443) #5, !srcloc !29
  %2445 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2438, i16 %2444) #5, !srcloc !30
  br label %2448

2446:                                             ; preds = %2432
  %2447 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2436) #5, !srcloc !29
  br label %2448

2448:                                             ; preds = %2446, %2437
  %2449 = phi i16 [ %2447, %2446 ], [ %2445, %2437 ]
  %2450 = add i32 %2187, %937
  %2451 = sext i32 %2450 to i64
  %2452 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2451
  store i16 %2449, ptr %2452, align 2, !tbaa !26
  %2453 = trunc i32 %644 to i16
  br i1 %704, label %2462, label %2454

2454:                                             ; preds = %2448
  %2455 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2453) #5, !srcloc !29
  %2456 = sext i32 %2422 to i64
  %2457 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %2456
  %2458 = getelementptr i8, ptr %2457, i64 16
  %2459 = load i16, ptr %2458, align 2, !tbaa !26
  %2460 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2459) #5, !srcloc !29
  %2461 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2455, i16 %2460) #5, !srcloc !30
  br label %2464

2462:                                             ; preds = %2448
  %2463 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2453) #5, !srcloc !29
  br label %2464

2464:                                             ; preds = %2462, %2454
  %2465 = phi i16 [ %2463, %2462 ], [ %2461, %2454 ]
  %2466 = add i32 %2203, %937
  %2467 = sext i32 %2466 to i64
  %2468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2467
  store i16 %2465, ptr %2468, align 2, !tbaa !26
  %2469 = lshr i32 %644, 16
  %2470 = trunc nuw i32 %2469 to i16
  br i1 %704, label %2480, label %2471

2471:                                             ; preds = %2464
  %2472 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2470) #5, !srcloc !29
  %2473 = add i32 %937, 72
  %2474 = add i32 %2473, %1679
  %2475 = sext i32 %2474 to i64
  %2476 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2475
  %2477 = load i16, ptr %2476, align 2, !tbaa !26
  %2478 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2477) #5, !srcloc !29
  %2479 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2472, i16 %2478) #5, !srcloc !30
  br label %2482

2480:                                             ; preds = %2464
  %2481 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2470) #5, !srcloc !29
  br label %2482

2482:                                             ; preds = %2480, %2471
  %2483 = phi i16 [ %2481, %2480 ], [ %2479, %2471 ]
  %2484 = add i32 %2220, %937
  %2485 = sext i32 %2484 to i64
  %2486 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2485
  store i16 %2483, ptr %2486, align 2, !tbaa !26
  %2487 = trunc i32 %643 to i16
  %2488 = add i32 %2160, %997
  %2489 = sext i32 %2488 to i64
  br i1 %704, label %2496, label %2490

2490:                                             ; preds = %2482
  %2491 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2487) #5, !srcloc !29
  %2492 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2489
  %2493 = load i16, ptr %2492, align 2, !tbaa !26
  %2494 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2493) #5, !srcloc !29
  %2495 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2491, i16 %2494) #5, !srcloc !30
  br label %2498

2496:                                             ; preds = %2482
  %2497 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2487) #5, !srcloc !29
  br label %2498

2498:                                             ; preds = %2496, %2490
  %2499 = phi i16 [ %2497, %2496 ], [ %2495, %2490 ]
  %2500 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2489
  store i16 %2499, ptr %2500, align 2, !tbaa !26
  %2501 = lshr i32 %643, 16
  %2502 = trunc nuw i32 %2501 to i16
  br i1 %704, label %2512, label %2503

2503:                                             ; preds = %2498
  %2504 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2502) #5, !srcloc !29
  %2505 = add i32 %1679, 64
  %2506 = add i32 %2505, %997
  %2507 = sext i32 %2506 to i64
  %2508 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2507
  %2509 = load i16, ptr %2508, align 2, !tbaa !26
  %2510 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2509) #5, !srcloc !29
  %2511 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2504, i16 %2510) #5, !srcloc !30
  br label %2514

2512:                                             ; preds = %2498
  %2513 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2502) #5, !srcloc !29
  br label %2514

2514:                                             ; preds = %2512, %2503
  %2515 = phi i16 [ %2513, %2512 ], [ %2511, %2503 ]
  %2516 = add i32 %2187, %997
  %2517 = sext i32 %2516 to i64
  %2518 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2517
  store i16 %2515, ptr %2518, align 2, !tbaa !26
  %2519 = trunc i32 %642 to i16
  br i1 %704, label %2528, label %2520

2520:                                             ; preds = %2514
  %2521 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2519) #5, !srcloc !29
  %2522 = add i32 %2488, 8
  %2523 = sext i32 %2522 to i64
  %2524 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2523
  %2525 = load i16, ptr %2524, align 2, !tbaa !26
  %2526 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2525) #5, !srcloc !29
  %2527 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2521, i16 %2526) #5, !srcloc !30
  br label %2530

2528:                                             ; preds = %2514
  %2529 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2519) #5, !srcloc !29
  br label %2530

2530:                                             ; preds = %2528, %2520
  %2531 = phi i16 [ %2529, %2528 ], [ %2527, %2520 ]
  %2532 = add i32 %2203, %997
  %2533 = sext i32 %2532 to i64
  %2534 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2533
  store i16 %2531, ptr %2534, align 2, !tbaa !26
  %2535 = lshr i32 %642, 16
  %2536 = trunc nuw i32 %2535 to i16
  br i1 %704, label %2546, label %2537

2537:                                             ; preds = %2530
  %2538 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2536) #5, !srcloc !29
  %2539 = add i32 %997, 72
  %2540 = add i32 %2539, %1679
  %2541 = sext i32 %2540 to i64
  %2542 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2541
  %2543 = load i16, ptr %2542, align 2, !tbaa !26
  %2544 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2543) #5, !srcloc !29
  %2545 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2538, i16 %2544) #5, !srcloc !30
  br label %2548

2546:                                             ; preds = %2530
  %2547 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2536) #5, !srcloc !29
  br label %2548

2548:                                             ; preds = %2546, %2537
  %2549 = phi i16 [ %2547, %2546 ], [ %2545, %2537 ]
  %2550 = add i32 %2220, %997
  %2551 = sext i32 %2550 to i64
  %2552 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2551
  store i16 %2549, ptr %2552, align 2, !tbaa !26
  %2553 = trunc i32 %641 to i16
  %2554 = add i32 %2160, %1057
  %2555 = sext i32 %2554 to i64
  br i1 %704, label %2562, label %2556

2556:                                             ; preds = %2548
  %2557 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2553) #5, !srcloc !29
  %2558 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2555
  %2559 = load i16, ptr %2558, align 2, !tbaa !26
  %2560 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2559) #5, !srcloc !29
  %2561 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2557, i16 %2560) #5, !srcloc !30
  br label %2564

2562:                                             ; preds = %2548
  %2563 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2553) #5, !srcloc !29
  br label %2564

2564:                                             ; preds = %2562, %2556
  %2565 = phi i16 [ %2563, %2562 ], [ %2561, %2556 ]
  %2566 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2555
  store i16 %2565, ptr %2566, align 2, !tbaa !26
  %2567 = lshr i32 %641, 16
  %2568 = trunc nuw i32 %2567 to i16
  br i1 %704, label %2578, label %2569

2569:                                             ; preds = %2564
  %2570 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2568) #5, !srcloc !29
  %2571 = add i32 %1679, 64
  %2572 = add i32 %2571, %1057
  %2573 = sext i32 %2572 to i64
  %2574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2573
  %2575 = load i16, ptr %2574, align 2, !tbaa !26
  %2576 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2575) #5, !srcloc !29
  %2577 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2570, i16 %2576) #5, !srcloc !30
  br label %2580

2578:                                             ; preds = %2564
  %2579 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2568) #5, !srcloc !29
  br label %2580

2580:                                             ; preds = %2578, %2569
  %2581 = phi i16 [ %2579, %2578 ], [ %2577, %2569 ]
  %2582 = add i32 %2187, %1057
  %2583 = sext i32 %2582 to i64
  %2584 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2583
  store i16 %2581, ptr %2584, align 2, !tbaa !26
  %2585 = trunc i32 %640 to i16
  br i1 %704, label %2594, label %2586

2586:                                             ; preds = %2580
  %2587 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2585) #5, !srcloc !29
  %2588 = sext i32 %2554 to i64
  %2589 = getelementptr %"struct.cutlass::half_t", ptr %64, i64 %2588
  %2590 = getelementptr i8, ptr %2589, i64 16
  %2591 = load i16, ptr %2590, align 2, !tbaa !26
  %2592 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2591) #5, !srcloc !29
  %2593 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2587, i16 %2592) #5, !srcloc !30
  br label %2596

2594:                                             ; preds = %2580
  %2595 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2585) #5, !srcloc !29
  br label %2596

2596:                                             ; preds = %2594, %2586
  %2597 = phi i16 [ %2595, %2594 ], [ %2593, %2586 ]
  %2598 = add i32 %2203, %1057
  %2599 = sext i32 %2598 to i64
  %2600 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2599
  store i16 %2597, ptr %2600, align 2, !tbaa !26
  %2601 = lshr i32 %640, 16
  %2602 = trunc nuw i32 %2601 to i16
  br i1 %704, label %2612, label %2603

2603:                                             ; preds = %2596
  %2604 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2602) #5, !srcloc !29
  %2605 = add i32 %1057, 72
  %2606 = add i32 %2605, %1679
  %2607 = sext i32 %2606 to i64
  %2608 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2607
  %2609 = load i16, ptr %2608, align 2, !tbaa !26
  %2610 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2609) #5, !srcloc !29
  %2611 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2604, i16 %2610) #5, !srcloc !30
  br label %2614

2612:                                             ; preds = %2596
  %2613 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2602) #5, !srcloc !29
  br label %2614

2614:                                             ; preds = %2612, %2603
  %2615 = phi i16 [ %2613, %2612 ], [ %2611, %2603 ]
  %2616 = add i32 %2220, %1057
  %2617 = sext i32 %2616 to i64
  %2618 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2617
  store i16 %2615, ptr %2618, align 2, !tbaa !26
  %2619 = trunc i32 %639 to i16
  %2620 = add i32 %2160, %1117
  %2621 = sext i32 %2620 to i64
  br i1 %704, label %2628, label %2622

2622:                                             ; preds = %2614
  %2623 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2619) #5, !srcloc !29
  %2624 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2621
  %2625 = load i16, ptr %2624, align 2, !tbaa !26
  %2626 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2625) #5, !srcloc !29
  %2627 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2623, i16 %2626) #5, !srcloc !30
  br label %2630

2628:                                             ; preds = %2614
  %2629 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2619) #5, !srcloc !29
  br label %2630

2630:                                             ; preds = %2628, %2622
  %2631 = phi i16 [ %2629, %2628 ], [ %2627, %2622 ]
  %2632 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2621
  store i16 %2631, ptr %2632, align 2, !tbaa !26
  %2633 = lshr i32 %639, 16
  %2634 = trunc nuw i32 %2633 to i16
  br i1 %704, label %2644, label %2635

2635:                                             ; preds = %2630
  %2636 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2634) #5, !srcloc !29
  %2637 = add i32 %1679, 64
  %2638 = add i32 %2637, %1117
  %2639 = sext i32 %2638 to i64
  %2640 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2639
  %2641 = load i16, ptr %2640, align 2, !tbaa !26
  %2642 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2641) #5, !srcloc !29
  %2643 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2636, i16 %2642) #5, !srcloc !30
  br label %2646

2644:                                             ; preds = %2630
  %2645 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2634) #5, !srcloc !29
  br label %2646

2646:                                             ; preds = %2644, %2635
  %2647 = phi i16 [ %2645, %2644 ], [ %2643, %2635 ]
  %2648 = add i32 %2187, %1117
  %2649 = sext i32 %2648 to i64
  %2650 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2649
  store i16 %2647, ptr %2650, align 2, !tbaa !26
  %2651 = trunc i32 %638 to i16
  br i1 %704, label %2660, label %2652

2652:                                             ; preds = %2646
  %2653 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2651) #5, !srcloc !29
  %2654 = add i32 %2620, 8
  %2655 = sext i32 %2654 to i64
  %2656 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2655
  %2657 = load i16, ptr %2656, align 2, !tbaa !26
  %2658 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2657) #5, !srcloc !29
  %2659 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2653, i16 %2658) #5, !srcloc !30
  br label %2662

2660:                                             ; preds = %2646
  %2661 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2651) #5, !srcloc !29
  br label %2662

2662:                                             ; preds = %2660, %2652
  %2663 = phi i16 [ %2661, %2660 ], [ %2659, %2652 ]
  %2664 = add i32 %2203, %1117
  %2665 = sext i32 %2664 to i64
  %2666 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2665
  store i16 %2663, ptr %2666, align 2, !tbaa !26
  %2667 = lshr i32 %638, 16
  %2668 = trunc nuw i32 %2667 to i16
  br i1 %704, label %2678, label %2669

2669:                                             ; preds = %2662
  %2670 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2668) #5, !srcloc !29
  %2671 = add i32 %1117, 72
  %2672 = add i32 %2671, %1679
  %2673 = sext i32 %2672 to i64
  %2674 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2673
  %2675 = load i16, ptr %2674, align 2, !tbaa !26
  %2676 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %2675) #5, !srcloc !29
  %2677 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2670, i16 %2676) #5, !srcloc !30
  br label %2680

2678:                                             ; preds = %2662
  %2679 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %705, i16 %2668) #5, !srcloc !29
  br label %2680

2680:                                             ; preds = %2678, %2669
  %2681 = phi i16 [ %2679, %2678 ], [ %2677, %2669 ]
  %2682 = add i32 %2220, %1117
  %2683 = sext i32 %2682 to i64
  %2684 = getelementptr inbounds %"struct.cutlass::half_t", ptr %64, i64 %2683
  store i16 %2681, ptr %2684, align 2, !tbaa !26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL11gemm_deviceIN4cute5tupleIJiiiEEENS1_IJNS0_1CILi128EEES4_NS3_ILi64EEEEEEN7cutlass6half_tENS0_14ComposedLayoutINS0_7SwizzleILi3ELi4ELi3EEENS0_18smem_ptr_flag_bitsILi16EEENS0_6LayoutINS1_IJNS1_IJNS3_ILi8EEENS3_ILi16EEEEEENS1_IJS5_NS3_ILi1EEEEEENS1_IJSI_NS3_ILi3EEEEEEEEENS1_IJNS1_IJS5_NS3_ILi512EEEEEENS1_IJSI_NS3_ILi0EEEEEENS1_IJSP_NS3_ILi8192EEEEEEEEEEEEENS0_9Copy_AtomIJNS0_11Copy_TraitsINS0_13SM90_TMA_LOADEJNS3_ILi131072EEENS0_12AuxTmaParamsINS1_IJNS0_11ScaledBasisISI_JLi1EEEENS11_ISI_JLi0EEEEEEERKNSE_INS1_IJS5_S4_EEES14_EERKSB_EEEEES8_EEES8_SV_S1D_S8_NS1_IJSI_iEEENS0_8TiledMMAINS0_8MMA_AtomIJNS0_4SM904GMMA25MMA_64x64x16_F16F16F16_SSILNS1I_5MajorE0ELS1K_0ELNS1I_7ScaleInE1ELS1L_1EEEEEENSE_INS1_IJSI_SI_SI_EEENS1_IJSP_SP_SP_EEEEENS1_IJNS0_10UnderscoreES1R_S1R_EEEEES8_S8_EvT_T0_PKT1_T3_PKT4_T6_PT7_T8_T9_T10_T11_(ptr noundef readonly byval(%"struct.cute::tuple") align 4 captures(none) %0, ptr noundef readnone byval(%"struct.cute::tuple.2") align 1 captures(none) %1, ptr noundef readnone captures(none) %2, ptr noundef byval(%"struct.cute::Copy_Atom.2973") align 128 %3, ptr noundef readnone captures(none) %4, ptr noundef byval(%"struct.cute::Copy_Atom.2973") align 128 %5, ptr noundef %6, ptr noundef readonly byval(%"struct.cute::tuple.4") align 4 captures(none) %7, ptr noundef readonly byval(%"struct.cute::TiledMMA.2977") align 4 captures(none) %8, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %9, ptr noundef readonly byval(%"struct.cutlass::half_t") align 2 captures(none) %10) local_unnamed_addr #1 comdat {
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %7, align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = lshr i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %16, i32 0, i32 31)
  %18 = tail call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #4, !srcloc !11
  %19 = extractvalue { i32, i32 } %18, 1
  %20 = icmp eq i32 %17, 0
  %21 = icmp ne i32 %19, 0
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %11
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98336) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 1, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  tail call void asm sideeffect "{\0A\09mbarrier.init.shared::cta.b64 [$1], $0; \0A}", "r,r,~{memory}"(i32 128, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98344) to ptr addrspace(3)) to i32)) #4, !srcloc !12
  br label %24

24:                                               ; preds = %11, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %27 = add nsw i32 %13, 63
  %28 = sdiv i32 %27, 64
  %29 = shl i32 %25, 7
  %30 = shl nuw nsw i32 %26, 7
  tail call void asm sideeffect "barrier.cluster.arrive.aligned;\0A", ""() #4, !srcloc !13
  tail call void asm sideeffect "barrier.cluster.wait.aligned;\0A", ""() #4, !srcloc !14
  %31 = ptrtoint ptr %3 to i64
  %32 = ptrtoint ptr %5 to i64
  br i1 %22, label %37, label %38

33:                                               ; preds = %38
  %34 = add nsw i32 %28, -3
  %35 = load i32, ptr %8, align 4
  %36 = add nuw nsw i32 %28, 2
  br label %64

37:                                               ; preds = %24
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 0, i32 %29, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304) to ptr addrspace(3)) to i32), i32 0, i32 %30, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 64, i32 %29, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 65536) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98312) to ptr addrspace(3)) to i32), i32 64, i32 %30, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32)) #4, !srcloc !15
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32768) to ptr addrspace(3)) to i32), i64 %31, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 128, i32 %29, i64 1152921504606846976) #4, !srcloc !16
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 81920) to ptr addrspace(3)) to i32), i64 %32, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98320) to ptr addrspace(3)) to i32), i32 128, i32 %30, i64 1152921504606846976) #4, !srcloc !16
  br label %38

38:                                               ; preds = %24, %37
  %39 = mul i32 %14, %26
  %40 = add i32 %39, %25
  %41 = shl i32 %40, 7
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %6, i64 %42
  %44 = shl nsw i32 %14, 6
  %45 = shl nsw i32 %14, 3
  %46 = lshr i32 %15, 2
  %47 = shl nuw nsw i32 %15, 1
  %48 = and i32 %47, 6
  %49 = mul i32 %48, %14
  %50 = and i32 %46, 7
  %51 = lshr i32 %15, 1
  %52 = and i32 %51, 48
  %53 = or disjoint i32 %50, %52
  %54 = add i32 %53, %49
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %43, i64 %55
  %57 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %58 = and i32 %57, 16383
  %59 = or disjoint i32 %58, 65536
  %60 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), 4
  %61 = and i32 %60, 16383
  %62 = or disjoint i32 %61, 65536
  %63 = icmp sgt i32 %13, 0
  br i1 %63, label %33, label %504

64:                                               ; preds = %33, %498
  %65 = phi i32 [ 0, %33 ], [ %443, %498 ]
  %66 = phi i32 [ 0, %33 ], [ %442, %498 ]
  %67 = phi i32 [ 0, %33 ], [ %441, %498 ]
  %68 = phi i32 [ 0, %33 ], [ %440, %498 ]
  %69 = phi i32 [ 0, %33 ], [ %439, %498 ]
  %70 = phi i32 [ 0, %33 ], [ %438, %498 ]
  %71 = phi i32 [ 0, %33 ], [ %437, %498 ]
  %72 = phi i32 [ 0, %33 ], [ %436, %498 ]
  %73 = phi i32 [ 0, %33 ], [ %435, %498 ]
  %74 = phi i32 [ 0, %33 ], [ %434, %498 ]
  %75 = phi i32 [ 0, %33 ], [ %433, %498 ]
  %76 = phi i32 [ 0, %33 ], [ %432, %498 ]
  %77 = phi i32 [ 0, %33 ], [ %431, %498 ]
  %78 = phi i32 [ 0, %33 ], [ %430, %498 ]
  %79 = phi i32 [ 0, %33 ], [ %429, %498 ]
  %80 = phi i32 [ 0, %33 ], [ %428, %498 ]
  %81 = phi i32 [ 0, %33 ], [ %423, %498 ]
  %82 = phi i32 [ 0, %33 ], [ %422, %498 ]
  %83 = phi i32 [ 0, %33 ], [ %421, %498 ]
  %84 = phi i32 [ 0, %33 ], [ %420, %498 ]
  %85 = phi i32 [ 0, %33 ], [ %419, %498 ]
  %86 = phi i32 [ 0, %33 ], [ %418, %498 ]
  %87 = phi i32 [ 0, %33 ], [ %417, %498 ]
  %88 = phi i32 [ 0, %33 ], [ %416, %498 ]
  %89 = phi i32 [ 0, %33 ], [ %415, %498 ]
  %90 = phi i32 [ 0, %33 ], [ %414, %498 ]
  %91 = phi i32 [ 0, %33 ], [ %413, %498 ]
  %92 = phi i32 [ 0, %33 ], [ %412, %498 ]
  %93 = phi i32 [ 0, %33 ], [ %411, %498 ]
  %94 = phi i32 [ 0, %33 ], [ %410, %498 ]
  %95 = phi i32 [ 0, %33 ], [ %409, %498 ]
  %96 = phi i32 [ 0, %33 ], [ %408, %498 ]
  %97 = phi i32 [ 0, %33 ], [ %460, %498 ]
  %98 = phi i32 [ 0, %33 ], [ %459, %498 ]
  %99 = phi i32 [ 0, %33 ], [ %458, %498 ]
  %100 = phi i32 [ 0, %33 ], [ %457, %498 ]
  %101 = phi i32 [ 0, %33 ], [ %456, %498 ]
  %102 = phi i32 [ 0, %33 ], [ %455, %498 ]
  %103 = phi i32 [ 0, %33 ], [ %454, %498 ]
  %104 = phi i32 [ 0, %33 ], [ %453, %498 ]
  %105 = phi i32 [ 0, %33 ], [ %452, %498 ]
  %106 = phi i32 [ 0, %33 ], [ %451, %498 ]
  %107 = phi i32 [ 0, %33 ], [ %450, %498 ]
  %108 = phi i32 [ 0, %33 ], [ %449, %498 ]
  %109 = phi i32 [ 0, %33 ], [ %448, %498 ]
  %110 = phi i32 [ 0, %33 ], [ %447, %498 ]
  %111 = phi i32 [ 0, %33 ], [ %446, %498 ]
  %112 = phi i32 [ 0, %33 ], [ %445, %498 ]
  %113 = phi i32 [ 0, %33 ], [ %403, %498 ]
  %114 = phi i32 [ 0, %33 ], [ %402, %498 ]
  %115 = phi i32 [ 0, %33 ], [ %401, %498 ]
  %116 = phi i32 [ 0, %33 ], [ %400, %498 ]
  %117 = phi i32 [ 0, %33 ], [ %399, %498 ]
  %118 = phi i32 [ 0, %33 ], [ %398, %498 ]
  %119 = phi i32 [ 0, %33 ], [ %397, %498 ]
  %120 = phi i32 [ 0, %33 ], [ %396, %498 ]
  %121 = phi i32 [ 0, %33 ], [ %395, %498 ]
  %122 = phi i32 [ 0, %33 ], [ %394, %498 ]
  %123 = phi i32 [ 0, %33 ], [ %393, %498 ]
  %124 = phi i32 [ 0, %33 ], [ %392, %498 ]
  %125 = phi i32 [ 0, %33 ], [ %391, %498 ]
  %126 = phi i32 [ 0, %33 ], [ %390, %498 ]
  %127 = phi i32 [ 0, %33 ], [ %389, %498 ]
  %128 = phi i32 [ 0, %33 ], [ %388, %498 ]
  %129 = phi i32 [ %34, %33 ], [ %501, %498 ]
  %130 = phi i32 [ 0, %33 ], [ %469, %498 ]
  %131 = phi i32 [ 0, %33 ], [ %468, %498 ]
  %132 = phi i32 [ 0, %33 ], [ %500, %498 ]
  %133 = phi i32 [ 0, %33 ], [ %499, %498 ]
  %134 = phi i32 [ 3, %33 ], [ %502, %498 ]
  %135 = sext i32 %130 to i64
  %136 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304), i64 %135
  %137 = addrspacecast ptr %136 to ptr addrspace(3)
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1, $2; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r,~{memory}"(i32 %139, i32 %131, i32 10000000) #4, !srcloc !17
  call void asm sideeffect "wgmma.fence.sync.aligned;\0A", "~{memory}"() #4, !srcloc !18
  %140 = shl nsw i32 %130, 10
  %141 = add i32 %59, %140
  %142 = add i32 %62, %140
  %143 = zext i32 %141 to i64
  %144 = or disjoint i64 %143, 4611686293305294848
  %145 = zext i32 %142 to i64
  %146 = or disjoint i64 %145, 4611686293305294848
  %147 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %144, i64 %146, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %128, i32 %127, i32 %126, i32 %125, i32 %124, i32 %123, i32 %122, i32 %121, i32 %120, i32 %119, i32 %118, i32 %117, i32 %116, i32 %115, i32 %114, i32 %113) #4, !srcloc !19
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 0
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 1
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 2
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 3
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 4
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 5
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 6
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 7
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 8
  %157 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 9
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 10
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 11
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 12
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 13
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 14
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %147, 15
  %164 = add i32 %142, 512
  %165 = zext i32 %164 to i64
  %166 = or disjoint i64 %165, 4611686293305294848
  %167 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %144, i64 %166, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %96, i32 %95, i32 %94, i32 %93, i32 %92, i32 %91, i32 %90, i32 %89, i32 %88, i32 %87, i32 %86, i32 %85, i32 %84, i32 %83, i32 %82, i32 %81) #4, !srcloc !19
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 0
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 1
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 2
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 3
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 4
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 5
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 6
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 7
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 8
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 9
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 10
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 11
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 12
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 13
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 14
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %167, 15
  %184 = add i32 %141, 512
  %185 = zext i32 %184 to i64
  %186 = or disjoint i64 %185, 4611686293305294848
  %187 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %186, i64 %166, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %80, i32 %79, i32 %78, i32 %77, i32 %76, i32 %75, i32 %74, i32 %73, i32 %72, i32 %71, i32 %70, i32 %69, i32 %68, i32 %67, i32 %66, i32 %65) #4, !srcloc !19
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 0
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 1
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 2
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 3
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 4
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 5
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 6
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 7
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 8
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 9
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 10
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 11
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 12
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 13
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 14
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %187, 15
  %204 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %186, i64 %146, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %112, i32 %111, i32 %110, i32 %109, i32 %108, i32 %107, i32 %106, i32 %105, i32 %104, i32 %103, i32 %102, i32 %101, i32 %100, i32 %99, i32 %98, i32 %97) #4, !srcloc !19
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 0
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 1
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 2
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 3
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 4
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 5
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 6
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 7
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 8
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 9
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 10
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 11
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 12
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 13
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 14
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %204, 15
  %221 = add i32 %141, 2
  %222 = add i32 %142, 2
  %223 = zext i32 %221 to i64
  %224 = or disjoint i64 %223, 4611686293305294848
  %225 = zext i32 %222 to i64
  %226 = or disjoint i64 %225, 4611686293305294848
  %227 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %224, i64 %226, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %148, i32 %149, i32 %150, i32 %151, i32 %152, i32 %153, i32 %154, i32 %155, i32 %156, i32 %157, i32 %158, i32 %159, i32 %160, i32 %161, i32 %162, i32 %163) #4, !srcloc !19
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 0
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 1
  %230 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 2
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 3
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 4
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 5
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 6
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 7
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 8
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 9
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 10
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 11
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 12
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 13
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 14
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %227, 15
  %244 = add i32 %142, 514
  %245 = zext i32 %244 to i64
  %246 = or disjoint i64 %245, 4611686293305294848
  %247 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %224, i64 %246, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %168, i32 %169, i32 %170, i32 %171, i32 %172, i32 %173, i32 %174, i32 %175, i32 %176, i32 %177, i32 %178, i32 %179, i32 %180, i32 %181, i32 %182, i32 %183) #4, !srcloc !19
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 0
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 1
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 2
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 3
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 4
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 5
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 6
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 7
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 8
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 9
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 10
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 11
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 12
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 13
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 14
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %247, 15
  %264 = add i32 %141, 514
  %265 = zext i32 %264 to i64
  %266 = or disjoint i64 %265, 4611686293305294848
  %267 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %266, i64 %246, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %188, i32 %189, i32 %190, i32 %191, i32 %192, i32 %193, i32 %194, i32 %195, i32 %196, i32 %197, i32 %198, i32 %199, i32 %200, i32 %201, i32 %202, i32 %203) #4, !srcloc !19
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 0
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 1
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 2
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 3
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 4
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 5
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 6
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 7
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 8
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 9
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 10
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 11
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 12
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 13
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 14
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %267, 15
  %284 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %266, i64 %226, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %205, i32 %206, i32 %207, i32 %208, i32 %209, i32 %210, i32 %211, i32 %212, i32 %213, i32 %214, i32 %215, i32 %216, i32 %217, i32 %218, i32 %219, i32 %220) #4, !srcloc !19
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 0
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 1
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 2
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 3
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 4
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 5
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 6
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 7
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 8
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 9
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 10
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 11
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 12
  %298 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 13
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 14
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %284, 15
  %301 = add i32 %141, 4
  %302 = add i32 %142, 4
  %303 = zext i32 %301 to i64
  %304 = or disjoint i64 %303, 4611686293305294848
  %305 = zext i32 %302 to i64
  %306 = or disjoint i64 %305, 4611686293305294848
  %307 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %304, i64 %306, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %228, i32 %229, i32 %230, i32 %231, i32 %232, i32 %233, i32 %234, i32 %235, i32 %236, i32 %237, i32 %238, i32 %239, i32 %240, i32 %241, i32 %242, i32 %243) #4, !srcloc !19
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 0
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 1
  %310 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 2
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 3
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 4
  %313 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 5
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 6
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 7
  %316 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 8
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 9
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 10
  %319 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 11
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 12
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 13
  %322 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 14
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %307, 15
  %324 = add i32 %142, 516
  %325 = zext i32 %324 to i64
  %326 = or disjoint i64 %325, 4611686293305294848
  %327 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %304, i64 %326, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %248, i32 %249, i32 %250, i32 %251, i32 %252, i32 %253, i32 %254, i32 %255, i32 %256, i32 %257, i32 %258, i32 %259, i32 %260, i32 %261, i32 %262, i32 %263) #4, !srcloc !19
  %328 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 0
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 1
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 2
  %331 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 3
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 4
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 5
  %334 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 6
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 7
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 8
  %337 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 9
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 10
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 11
  %340 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 12
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 13
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 14
  %343 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %327, 15
  %344 = add i32 %141, 516
  %345 = zext i32 %344 to i64
  %346 = or disjoint i64 %345, 4611686293305294848
  %347 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %346, i64 %326, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %268, i32 %269, i32 %270, i32 %271, i32 %272, i32 %273, i32 %274, i32 %275, i32 %276, i32 %277, i32 %278, i32 %279, i32 %280, i32 %281, i32 %282, i32 %283) #4, !srcloc !19
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 0
  %349 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 1
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 2
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 3
  %352 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 4
  %353 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 5
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 6
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 7
  %356 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 8
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 9
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 10
  %359 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 11
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 12
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 13
  %362 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 14
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %347, 15
  %364 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %346, i64 %306, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %285, i32 %286, i32 %287, i32 %288, i32 %289, i32 %290, i32 %291, i32 %292, i32 %293, i32 %294, i32 %295, i32 %296, i32 %297, i32 %298, i32 %299, i32 %300) #4, !srcloc !19
  %365 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 0
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 1
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 2
  %368 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 3
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 4
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 5
  %371 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 6
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 7
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 8
  %374 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 9
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 10
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 11
  %377 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 12
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 13
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 14
  %380 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %364, 15
  %381 = add i32 %141, 6
  %382 = add i32 %142, 6
  %383 = zext i32 %381 to i64
  %384 = or disjoint i64 %383, 4611686293305294848
  %385 = zext i32 %382 to i64
  %386 = or disjoint i64 %385, 4611686293305294848
  %387 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %384, i64 %386, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %308, i32 %309, i32 %310, i32 %311, i32 %312, i32 %313, i32 %314, i32 %315, i32 %316, i32 %317, i32 %318, i32 %319, i32 %320, i32 %321, i32 %322, i32 %323) #4, !srcloc !19
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 0
  %389 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 1
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 2
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 3
  %392 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 4
  %393 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 5
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 6
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 7
  %396 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 8
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 9
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 10
  %399 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 11
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 12
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 13
  %402 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 14
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %387, 15
  %404 = add i32 %142, 518
  %405 = zext i32 %404 to i64
  %406 = or disjoint i64 %405, 4611686293305294848
  %407 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %384, i64 %406, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %328, i32 %329, i32 %330, i32 %331, i32 %332, i32 %333, i32 %334, i32 %335, i32 %336, i32 %337, i32 %338, i32 %339, i32 %340, i32 %341, i32 %342, i32 %343) #4, !srcloc !19
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 0
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 1
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 2
  %411 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 3
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 4
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 5
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 6
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 7
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 8
  %417 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 9
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 10
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 11
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 12
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 13
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 14
  %423 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %407, 15
  %424 = add i32 %141, 518
  %425 = zext i32 %424 to i64
  %426 = or disjoint i64 %425, 4611686293305294848
  %427 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %426, i64 %406, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %348, i32 %349, i32 %350, i32 %351, i32 %352, i32 %353, i32 %354, i32 %355, i32 %356, i32 %357, i32 %358, i32 %359, i32 %360, i32 %361, i32 %362, i32 %363) #4, !srcloc !19
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 0
  %429 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 1
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 2
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 3
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 4
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 5
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 6
  %435 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 7
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 8
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 9
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 10
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 11
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 12
  %441 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 13
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 14
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %427, 15
  %444 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {$0,  $1,  $2,  $3,  $4,  $5,  $6,  $7,   $8,  $9,  $10, $11, $12, $13, $14, $15}, $16, $17, p,   $19, $20, $21, $22;\0A}\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,l,l,r,n,n,n,n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(i64 %426, i64 %386, i32 %35, i32 1, i32 1, i32 0, i32 0, i32 %365, i32 %366, i32 %367, i32 %368, i32 %369, i32 %370, i32 %371, i32 %372, i32 %373, i32 %374, i32 %375, i32 %376, i32 %377, i32 %378, i32 %379, i32 %380) #4, !srcloc !19
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 0
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 1
  %447 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 2
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 3
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 4
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 5
  %451 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 6
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 7
  %453 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 8
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 9
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 10
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 11
  %457 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 12
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 13
  %459 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 14
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %444, 15
  call void asm sideeffect "wgmma.commit_group.sync.aligned;\0A", "~{memory}"() #4, !srcloc !20
  call void asm sideeffect "wgmma.wait_group.sync.aligned $0;\0A", "n,~{memory}"(i32 0) #4, !srcloc !21
  %461 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328), i64 %135
  %462 = addrspacecast ptr %461 to ptr addrspace(3)
  %463 = ptrtoint ptr addrspace(3) %462 to i64
  %464 = trunc i64 %463 to i32
  call void asm sideeffect "{\0A\09mbarrier.arrive.shared::cta.b64 _, [$0];\0A\09}", "r,~{memory}"(i32 %464) #4, !srcloc !22
  %465 = add nsw i32 %130, 1
  %466 = icmp eq i32 %465, 3
  %467 = zext i1 %466 to i32
  %468 = xor i32 %131, %467
  %469 = select i1 %466, i32 0, i32 %465
  %470 = icmp sgt i32 %129, 0
  %471 = and i1 %22, %470
  br i1 %471, label %472, label %498

472:                                              ; preds = %64
  %473 = sext i32 %132 to i64
  %474 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98328), i64 %473
  %475 = addrspacecast ptr %474 to ptr addrspace(3)
  %476 = ptrtoint ptr addrspace(3) %475 to i64
  %477 = trunc i64 %476 to i32
  call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1, $2; \0A\09@P1 bra DONE; \0A\09bra     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r,~{memory}"(i32 %477, i32 %133, i32 10000000) #4, !srcloc !17
  %478 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 98304), i64 %473
  %479 = addrspacecast ptr %478 to ptr addrspace(3)
  %480 = ptrtoint ptr addrspace(3) %479 to i64
  %481 = trunc i64 %480 to i32
  call void asm sideeffect "{\0A\09mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], $0; \0A\09}", "r,r,~{memory}"(i32 32768, i32 %481) #4, !srcloc !15
  %482 = shl nsw i32 %134, 6
  %483 = shl nsw i32 %132, 13
  %484 = sext i32 %483 to i64
  %485 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %484
  %486 = addrspacecast ptr %485 to ptr addrspace(3)
  %487 = ptrtoint ptr addrspace(3) %486 to i64
  %488 = trunc i64 %487 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %488, i64 %31, i32 %481, i32 %482, i32 %29, i64 1152921504606846976) #4, !srcloc !16
  %489 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152), i64 %484
  %490 = addrspacecast ptr %489 to ptr addrspace(3)
  %491 = ptrtoint ptr addrspace(3) %490 to i64
  %492 = trunc i64 %491 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 %492, i64 %32, i32 %481, i32 %482, i32 %30, i64 1152921504606846976) #4, !srcloc !16
  %493 = add nsw i32 %132, 1
  %494 = icmp eq i32 %493, 3
  %495 = zext i1 %494 to i32
  %496 = xor i32 %133, %495
  %497 = select i1 %494, i32 0, i32 %493
  br label %498

498:                                              ; preds = %472, %64
  %499 = phi i32 [ %496, %472 ], [ %133, %64 ]
  %500 = phi i32 [ %497, %472 ], [ %132, %64 ]
  %501 = add nsw i32 %129, -1
  %502 = add nuw nsw i32 %134, 1
  %503 = icmp eq i32 %134, %36
  br i1 %503, label %504, label %64, !llvm.loop !31

504:                                              ; preds = %498, %38
  %505 = phi i32 [ 0, %38 ], [ %443, %498 ]
  %506 = phi i32 [ 0, %38 ], [ %442, %498 ]
  %507 = phi i32 [ 0, %38 ], [ %441, %498 ]
  %508 = phi i32 [ 0, %38 ], [ %440, %498 ]
  %509 = phi i32 [ 0, %38 ], [ %439, %498 ]
  %510 = phi i32 [ 0, %38 ], [ %438, %498 ]
  %511 = phi i32 [ 0, %38 ], [ %437, %498 ]
  %512 = phi i32 [ 0, %38 ], [ %436, %498 ]
  %513 = phi i32 [ 0, %38 ], [ %435, %498 ]
  %514 = phi i32 [ 0, %38 ], [ %434, %498 ]
  %515 = phi i32 [ 0, %38 ], [ %433, %498 ]
  %516 = phi i32 [ 0, %38 ], [ %432, %498 ]
  %517 = phi i32 [ 0, %38 ], [ %431, %498 ]
  %518 = phi i32 [ 0, %38 ], [ %430, %498 ]
  %519 = phi i32 [ 0, %38 ], [ %429, %498 ]
  %520 = phi i32 [ 0, %38 ], [ %428, %498 ]
  %521 = phi i32 [ 0, %38 ], [ %423, %498 ]
  %522 = phi i32 [ 0, %38 ], [ %422, %498 ]
  %523 = phi i32 [ 0, %38 ], [ %421, %498 ]
  %524 = phi i32 [ 0, %38 ], [ %420, %498 ]
  %525 = phi i32 [ 0, %38 ], [ %419, %498 ]
  %526 = phi i32 [ 0, %38 ], [ %418, %498 ]
  %527 = phi i32 [ 0, %38 ], [ %417, %498 ]
  %528 = phi i32 [ 0, %38 ], [ %416, %498 ]
  %529 = phi i32 [ 0, %38 ], [ %415, %498 ]
  %530 = phi i32 [ 0, %38 ], [ %414, %498 ]
  %531 = phi i32 [ 0, %38 ], [ %413, %498 ]
  %532 = phi i32 [ 0, %38 ], [ %412, %498 ]
  %533 = phi i32 [ 0, %38 ], [ %411, %498 ]
  %534 = phi i32 [ 0, %38 ], [ %410, %498 ]
  %535 = phi i32 [ 0, %38 ], [ %409, %498 ]
  %536 = phi i32 [ 0, %38 ], [ %408, %498 ]
  %537 = phi i32 [ 0, %38 ], [ %460, %498 ]
  %538 = phi i32 [ 0, %38 ], [ %459, %498 ]
  %539 = phi i32 [ 0, %38 ], [ %458, %498 ]
  %540 = phi i32 [ 0, %38 ], [ %457, %498 ]
  %541 = phi i32 [ 0, %38 ], [ %456, %498 ]
  %542 = phi i32 [ 0, %38 ], [ %455, %498 ]
  %543 = phi i32 [ 0, %38 ], [ %454, %498 ]
  %544 = phi i32 [ 0, %38 ], [ %453, %498 ]
  %545 = phi i32 [ 0, %38 ], [ %452, %498 ]
  %546 = phi i32 [ 0, %38 ], [ %451, %498 ]
  %547 = phi i32 [ 0, %38 ], [ %450, %498 ]
  %548 = phi i32 [ 0, %38 ], [ %449, %498 ]
  %549 = phi i32 [ 0, %38 ], [ %448, %498 ]
  %550 = phi i32 [ 0, %38 ], [ %447, %498 ]
  %551 = phi i32 [ 0, %38 ], [ %446, %498 ]
  %552 = phi i32 [ 0, %38 ], [ %445, %498 ]
  %553 = phi i32 [ 0, %38 ], [ %403, %498 ]
  %554 = phi i32 [ 0, %38 ], [ %402, %498 ]
  %555 = phi i32 [ 0, %38 ], [ %401, %498 ]
  %556 = phi i32 [ 0, %38 ], [ %400, %498 ]
  %557 = phi i32 [ 0, %38 ], [ %399, %498 ]
  %558 = phi i32 [ 0, %38 ], [ %398, %498 ]
  %559 = phi i32 [ 0, %38 ], [ %397, %498 ]
  %560 = phi i32 [ 0, %38 ], [ %396, %498 ]
  %561 = phi i32 [ 0, %38 ], [ %395, %498 ]
  %562 = phi i32 [ 0, %38 ], [ %394, %498 ]
  %563 = phi i32 [ 0, %38 ], [ %393, %498 ]
  %564 = phi i32 [ 0, %38 ], [ %392, %498 ]
  %565 = phi i32 [ 0, %38 ], [ %391, %498 ]
  %566 = phi i32 [ 0, %38 ], [ %390, %498 ]
  %567 = phi i32 [ 0, %38 ], [ %389, %498 ]
  %568 = phi i32 [ 0, %38 ], [ %388, %498 ]
  %569 = load i16, ptr %10, align 2, !tbaa !26
  %570 = call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %569) #5, !srcloc !28
  %571 = fcmp contract oeq float %570, 0.000000e+00
  %572 = load i16, ptr %9, align 2
  %573 = trunc i32 %568 to i16
  br i1 %571, label %574, label %576

574:                                              ; preds = %504
  %575 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %573) #5, !srcloc !29
  br label %581

576:                                              ; preds = %504
  %577 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %573) #5, !srcloc !29
  %578 = load i16, ptr %56, align 2, !tbaa !26
  %579 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %578) #5, !srcloc !29
  %580 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %577, i16 %579) #5, !srcloc !30
  br label %581

581:                                              ; preds = %576, %574
  %582 = phi i16 [ %575, %574 ], [ %580, %576 ]
  store i16 %582, ptr %56, align 2, !tbaa !26
  %583 = lshr i32 %568, 16
  %584 = trunc nuw i32 %583 to i16
  %585 = sext i32 %14 to i64
  br i1 %571, label %592, label %586

586:                                              ; preds = %581
  %587 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %584) #5, !srcloc !29
  %588 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %585
  %589 = load i16, ptr %588, align 2, !tbaa !26
  %590 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %589) #5, !srcloc !29
  %591 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %587, i16 %590) #5, !srcloc !30
  br label %594

592:                                              ; preds = %581
  %593 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %584) #5, !srcloc !29
  br label %594

594:                                              ; preds = %592, %586
  %595 = phi i16 [ %593, %592 ], [ %591, %586 ]
  %596 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %585
  store i16 %595, ptr %596, align 2, !tbaa !26
  %597 = trunc i32 %567 to i16
  br i1 %571, label %604, label %598

598:                                              ; preds = %594
  %599 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %597) #5, !srcloc !29
  %600 = getelementptr inbounds nuw i8, ptr %56, i64 16
  %601 = load i16, ptr %600, align 2, !tbaa !26
  %602 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %601) #5, !srcloc !29
  %603 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %599, i16 %602) #5, !srcloc !30
  br label %606

604:                                              ; preds = %594
  %605 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %597) #5, !srcloc !29
  br label %606

606:                                              ; preds = %604, %598
  %607 = phi i16 [ %605, %604 ], [ %603, %598 ]
  %608 = getelementptr inbounds nuw i8, ptr %56, i64 16
  store i16 %607, ptr %608, align 2, !tbaa !26
  %609 = lshr i32 %567, 16
  %610 = trunc nuw i32 %609 to i16
  %611 = add i32 %14, 8
  %612 = sext i32 %611 to i64
  br i1 %571, label %619, label %613

613:                                              ; preds = %606
  %614 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %610) #5, !srcloc !29
  %615 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %612
  %616 = load i16, ptr %615, align 2, !tbaa !26
  %617 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %616) #5, !srcloc !29
  %618 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %614, i16 %617) #5, !srcloc !30
  br label %621

619:                                              ; preds = %606
  %620 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %610) #5, !srcloc !29
  br label %621

621:                                              ; preds = %619, %613
  %622 = phi i16 [ %620, %619 ], [ %618, %613 ]
  %623 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %612
  store i16 %622, ptr %623, align 2, !tbaa !26
  %624 = trunc i32 %566 to i16
  %625 = sext i32 %45 to i64
  br i1 %571, label %632, label %626

626:                                              ; preds = %621
  %627 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %624) #5, !srcloc !29
  %628 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %625
  %629 = load i16, ptr %628, align 2, !tbaa !26
  %630 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %629) #5, !srcloc !29
  %631 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %627, i16 %630) #5, !srcloc !30
  br label %634

632:                                              ; preds = %621
  %633 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %624) #5, !srcloc !29
  br label %634

634:                                              ; preds = %632, %626
  %635 = phi i16 [ %633, %632 ], [ %631, %626 ]
  %636 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %625
  store i16 %635, ptr %636, align 2, !tbaa !26
  %637 = lshr i32 %566, 16
  %638 = trunc nuw i32 %637 to i16
  %639 = mul i32 %14, 9
  %640 = sext i32 %639 to i64
  br i1 %571, label %647, label %641

641:                                              ; preds = %634
  %642 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %638) #5, !srcloc !29
  %643 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %640
  %644 = load i16, ptr %643, align 2, !tbaa !26
  %645 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %644) #5, !srcloc !29
  %646 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %642, i16 %645) #5, !srcloc !30
  br label %649

647:                                              ; preds = %634
  %648 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %638) #5, !srcloc !29
  br label %649

649:                                              ; preds = %647, %641
  %650 = phi i16 [ %648, %647 ], [ %646, %641 ]
  %651 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %640
  store i16 %650, ptr %651, align 2, !tbaa !26
  %652 = trunc i32 %565 to i16
  %653 = add i32 %45, 8
  %654 = sext i32 %653 to i64
  br i1 %571, label %661, label %655

655:                                              ; preds = %649
  %656 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %652) #5, !srcloc !29
  %657 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %654
  %658 = load i16, ptr %657, align 2, !tbaa !26
  %659 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %658) #5, !srcloc !29
  %660 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %656, i16 %659) #5, !srcloc !30
  br label %663

661:                                              ; preds = %649
  %662 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %652) #5, !srcloc !29
  br label %663

663:                                              ; preds = %661, %655
  %664 = phi i16 [ %662, %661 ], [ %660, %655 ]
  %665 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %654
  store i16 %664, ptr %665, align 2, !tbaa !26
  %666 = lshr i32 %565, 16
  %667 = trunc nuw i32 %666 to i16
  br i1 %571, label %676, label %668

668:                                              ; preds = %663
  %669 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %667) #5, !srcloc !29
  %670 = add i32 %639, 8
  %671 = sext i32 %670 to i64
  %672 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %671
  %673 = load i16, ptr %672, align 2, !tbaa !26
  %674 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %673) #5, !srcloc !29
  %675 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %669, i16 %674) #5, !srcloc !30
  br label %678

676:                                              ; preds = %663
  %677 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %667) #5, !srcloc !29
  br label %678

678:                                              ; preds = %676, %668
  %679 = phi i16 [ %677, %676 ], [ %675, %668 ]
  %680 = add i32 %611, %45
  %681 = sext i32 %680 to i64
  %682 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %681
  store i16 %679, ptr %682, align 2, !tbaa !26
  %683 = trunc i32 %564 to i16
  %684 = shl nsw i32 %14, 4
  %685 = sext i32 %684 to i64
  br i1 %571, label %692, label %686

686:                                              ; preds = %678
  %687 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %683) #5, !srcloc !29
  %688 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %685
  %689 = load i16, ptr %688, align 2, !tbaa !26
  %690 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %689) #5, !srcloc !29
  %691 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %687, i16 %690) #5, !srcloc !30
  br label %694

692:                                              ; preds = %678
  %693 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %683) #5, !srcloc !29
  br label %694

694:                                              ; preds = %692, %686
  %695 = phi i16 [ %693, %692 ], [ %691, %686 ]
  %696 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %685
  store i16 %695, ptr %696, align 2, !tbaa !26
  %697 = lshr i32 %564, 16
  %698 = trunc nuw i32 %697 to i16
  %699 = mul i32 %14, 17
  %700 = sext i32 %699 to i64
  br i1 %571, label %707, label %701

701:                                              ; preds = %694
  %702 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %698) #5, !srcloc !29
  %703 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %700
  %704 = load i16, ptr %703, align 2, !tbaa !26
  %705 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %704) #5, !srcloc !29
  %706 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %702, i16 %705) #5, !srcloc !30
  br label %709

707:                                              ; preds = %694
  %708 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %698) #5, !srcloc !29
  br label %709

709:                                              ; preds = %707, %701
  %710 = phi i16 [ %708, %707 ], [ %706, %701 ]
  %711 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %700
  store i16 %710, ptr %711, align 2, !tbaa !26
  %712 = trunc i32 %563 to i16
  %713 = or disjoint i32 %684, 8
  %714 = sext i32 %713 to i64
  br i1 %571, label %721, label %715

715:                                              ; preds = %709
  %716 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %712) #5, !srcloc !29
  %717 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %714
  %718 = load i16, ptr %717, align 2, !tbaa !26
  %719 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %718) #5, !srcloc !29
  %720 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %716, i16 %719) #5, !srcloc !30
  br label %723

721:                                              ; preds = %709
  %722 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %712) #5, !srcloc !29
  br label %723

723:                                              ; preds = %721, %715
  %724 = phi i16 [ %722, %721 ], [ %720, %715 ]
  %725 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %714
  store i16 %724, ptr %725, align 2, !tbaa !26
  %726 = lshr i32 %563, 16
  %727 = trunc nuw i32 %726 to i16
  br i1 %571, label %736, label %728

728:                                              ; preds = %723
  %729 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %727) #5, !srcloc !29
  %730 = add i32 %699, 8
  %731 = sext i32 %730 to i64
  %732 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %731
  %733 = load i16, ptr %732, align 2, !tbaa !26
  %734 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %733) #5, !srcloc !29
  %735 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %729, i16 %734) #5, !srcloc !30
  br label %738

736:                                              ; preds = %723
  %737 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %727) #5, !srcloc !29
  br label %738

738:                                              ; preds = %736, %728
  %739 = phi i16 [ %737, %736 ], [ %735, %728 ]
  %740 = add i32 %611, %684
  %741 = sext i32 %740 to i64
  %742 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %741
  store i16 %739, ptr %742, align 2, !tbaa !26
  %743 = trunc i32 %562 to i16
  %744 = mul nsw i32 %14, 24
  %745 = sext i32 %744 to i64
  br i1 %571, label %752, label %746

746:                                              ; preds = %738
  %747 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %743) #5, !srcloc !29
  %748 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %745
  %749 = load i16, ptr %748, align 2, !tbaa !26
  %750 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %749) #5, !srcloc !29
  %751 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %747, i16 %750) #5, !srcloc !30
  br label %754

752:                                              ; preds = %738
  %753 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %743) #5, !srcloc !29
  br label %754

754:                                              ; preds = %752, %746
  %755 = phi i16 [ %753, %752 ], [ %751, %746 ]
  %756 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %745
  store i16 %755, ptr %756, align 2, !tbaa !26
  %757 = lshr i32 %562, 16
  %758 = trunc nuw i32 %757 to i16
  %759 = mul i32 %14, 25
  %760 = sext i32 %759 to i64
  br i1 %571, label %767, label %761

761:                                              ; preds = %754
  %762 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %758) #5, !srcloc !29
  %763 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %760
  %764 = load i16, ptr %763, align 2, !tbaa !26
  %765 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %764) #5, !srcloc !29
  %766 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %762, i16 %765) #5, !srcloc !30
  br label %769

767:                                              ; preds = %754
  %768 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %758) #5, !srcloc !29
  br label %769

769:                                              ; preds = %767, %761
  %770 = phi i16 [ %768, %767 ], [ %766, %761 ]
  %771 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %760
  store i16 %770, ptr %771, align 2, !tbaa !26
  %772 = trunc i32 %561 to i16
  %773 = add i32 %744, 8
  %774 = sext i32 %773 to i64
  br i1 %571, label %781, label %775

775:                                              ; preds = %769
  %776 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %772) #5, !srcloc !29
  %777 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %774
  %778 = load i16, ptr %777, align 2, !tbaa !26
  %779 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %778) #5, !srcloc !29
  %780 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %776, i16 %779) #5, !srcloc !30
  br label %783

781:                                              ; preds = %769
  %782 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %772) #5, !srcloc !29
  br label %783

783:                                              ; preds = %781, %775
  %784 = phi i16 [ %782, %781 ], [ %780, %775 ]
  %785 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %774
  store i16 %784, ptr %785, align 2, !tbaa !26
  %786 = lshr i32 %561, 16
  %787 = trunc nuw i32 %786 to i16
  br i1 %571, label %796, label %788

788:                                              ; preds = %783
  %789 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %787) #5, !srcloc !29
  %790 = add i32 %759, 8
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %791
  %793 = load i16, ptr %792, align 2, !tbaa !26
  %794 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %793) #5, !srcloc !29
  %795 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %789, i16 %794) #5, !srcloc !30
  br label %798

796:                                              ; preds = %783
  %797 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %787) #5, !srcloc !29
  br label %798

798:                                              ; preds = %796, %788
  %799 = phi i16 [ %797, %796 ], [ %795, %788 ]
  %800 = add i32 %611, %744
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %801
  store i16 %799, ptr %802, align 2, !tbaa !26
  %803 = trunc i32 %560 to i16
  %804 = shl nsw i32 %14, 5
  %805 = sext i32 %804 to i64
  br i1 %571, label %812, label %806

806:                                              ; preds = %798
  %807 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %803) #5, !srcloc !29
  %808 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %805
  %809 = load i16, ptr %808, align 2, !tbaa !26
  %810 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %809) #5, !srcloc !29
  %811 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %807, i16 %810) #5, !srcloc !30
  br label %814

812:                                              ; preds = %798
  %813 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %803) #5, !srcloc !29
  br label %814

814:                                              ; preds = %812, %806
  %815 = phi i16 [ %813, %812 ], [ %811, %806 ]
  %816 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %805
  store i16 %815, ptr %816, align 2, !tbaa !26
  %817 = lshr i32 %560, 16
  %818 = trunc nuw i32 %817 to i16
  %819 = mul i32 %14, 33
  %820 = sext i32 %819 to i64
  br i1 %571, label %827, label %821

821:                                              ; preds = %814
  %822 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %818) #5, !srcloc !29
  %823 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %820
  %824 = load i16, ptr %823, align 2, !tbaa !26
  %825 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %824) #5, !srcloc !29
  %826 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %822, i16 %825) #5, !srcloc !30
  br label %829

827:                                              ; preds = %814
  %828 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %818) #5, !srcloc !29
  br label %829

829:                                              ; preds = %827, %821
  %830 = phi i16 [ %828, %827 ], [ %826, %821 ]
  %831 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %820
  store i16 %830, ptr %831, align 2, !tbaa !26
  %832 = trunc i32 %559 to i16
  %833 = or disjoint i32 %804, 8
  %834 = sext i32 %833 to i64
  br i1 %571, label %841, label %835

835:                                              ; preds = %829
  %836 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %832) #5, !srcloc !29
  %837 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %834
  %838 = load i16, ptr %837, align 2, !tbaa !26
  %839 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %838) #5, !srcloc !29
  %840 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %836, i16 %839) #5, !srcloc !30
  br label %843

841:                                              ; preds = %829
  %842 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %832) #5, !srcloc !29
  br label %843

843:                                              ; preds = %841, %835
  %844 = phi i16 [ %842, %841 ], [ %840, %835 ]
  %845 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %834
  store i16 %844, ptr %845, align 2, !tbaa !26
  %846 = lshr i32 %559, 16
  %847 = trunc nuw i32 %846 to i16
  br i1 %571, label %856, label %848

848:                                              ; preds = %843
  %849 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %847) #5, !srcloc !29
  %850 = add i32 %819, 8
  %851 = sext i32 %850 to i64
  %852 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %851
  %853 = load i16, ptr %852, align 2, !tbaa !26
  %854 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %853) #5, !srcloc !29
  %855 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %849, i16 %854) #5, !srcloc !30
  br label %858

856:                                              ; preds = %843
  %857 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %847) #5, !srcloc !29
  br label %858

858:                                              ; preds = %856, %848
  %859 = phi i16 [ %857, %856 ], [ %855, %848 ]
  %860 = add i32 %611, %804
  %861 = sext i32 %860 to i64
  %862 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %861
  store i16 %859, ptr %862, align 2, !tbaa !26
  %863 = trunc i32 %558 to i16
  %864 = mul nsw i32 %14, 40
  %865 = sext i32 %864 to i64
  br i1 %571, label %872, label %866

866:                                              ; preds = %858
  %867 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %863) #5, !srcloc !29
  %868 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %865
  %869 = load i16, ptr %868, align 2, !tbaa !26
  %870 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %869) #5, !srcloc !29
  %871 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %867, i16 %870) #5, !srcloc !30
  br label %874

872:                                              ; preds = %858
  %873 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %863) #5, !srcloc !29
  br label %874

874:                                              ; preds = %872, %866
  %875 = phi i16 [ %873, %872 ], [ %871, %866 ]
  %876 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %865
  store i16 %875, ptr %876, align 2, !tbaa !26
  %877 = lshr i32 %558, 16
  %878 = trunc nuw i32 %877 to i16
  %879 = mul i32 %14, 41
  %880 = sext i32 %879 to i64
  br i1 %571, label %887, label %881

881:                                              ; preds = %874
  %882 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %878) #5, !srcloc !29
  %883 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %880
  %884 = load i16, ptr %883, align 2, !tbaa !26
  %885 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %884) #5, !srcloc !29
  %886 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %882, i16 %885) #5, !srcloc !30
  br label %889

887:                                              ; preds = %874
  %888 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %878) #5, !srcloc !29
  br label %889

889:                                              ; preds = %887, %881
  %890 = phi i16 [ %888, %887 ], [ %886, %881 ]
  %891 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %880
  store i16 %890, ptr %891, align 2, !tbaa !26
  %892 = trunc i32 %557 to i16
  %893 = add i32 %864, 8
  %894 = sext i32 %893 to i64
  br i1 %571, label %901, label %895

895:                                              ; preds = %889
  %896 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %892) #5, !srcloc !29
  %897 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %894
  %898 = load i16, ptr %897, align 2, !tbaa !26
  %899 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %898) #5, !srcloc !29
  %900 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %896, i16 %899) #5, !srcloc !30
  br label %903

901:                                              ; preds = %889
  %902 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %892) #5, !srcloc !29
  br label %903

903:                                              ; preds = %901, %895
  %904 = phi i16 [ %902, %901 ], [ %900, %895 ]
  %905 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %894
  store i16 %904, ptr %905, align 2, !tbaa !26
  %906 = lshr i32 %557, 16
  %907 = trunc nuw i32 %906 to i16
  br i1 %571, label %916, label %908

908:                                              ; preds = %903
  %909 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %907) #5, !srcloc !29
  %910 = add i32 %879, 8
  %911 = sext i32 %910 to i64
  %912 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %911
  %913 = load i16, ptr %912, align 2, !tbaa !26
  %914 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %913) #5, !srcloc !29
  %915 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %909, i16 %914) #5, !srcloc !30
  br label %918

916:                                              ; preds = %903
  %917 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %907) #5, !srcloc !29
  br label %918

918:                                              ; preds = %916, %908
  %919 = phi i16 [ %917, %916 ], [ %915, %908 ]
  %920 = add i32 %611, %864
  %921 = sext i32 %920 to i64
  %922 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %921
  store i16 %919, ptr %922, align 2, !tbaa !26
  %923 = trunc i32 %556 to i16
  %924 = mul nsw i32 %14, 48
  %925 = sext i32 %924 to i64
  br i1 %571, label %932, label %926

926:                                              ; preds = %918
  %927 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %923) #5, !srcloc !29
  %928 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %925
  %929 = load i16, ptr %928, align 2, !tbaa !26
  %930 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %929) #5, !srcloc !29
  %931 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %927, i16 %930) #5, !srcloc !30
  br label %934

932:                                              ; preds = %918
  %933 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %923) #5, !srcloc !29
  br label %934

934:                                              ; preds = %932, %926
  %935 = phi i16 [ %933, %932 ], [ %931, %926 ]
  %936 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %925
  store i16 %935, ptr %936, align 2, !tbaa !26
  %937 = lshr i32 %556, 16
  %938 = trunc nuw i32 %937 to i16
  %939 = mul i32 %14, 49
  %940 = sext i32 %939 to i64
  br i1 %571, label %947, label %941

941:                                              ; preds = %934
  %942 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %938) #5, !srcloc !29
  %943 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %940
  %944 = load i16, ptr %943, align 2, !tbaa !26
  %945 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %944) #5, !srcloc !29
  %946 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %942, i16 %945) #5, !srcloc !30
  br label %949

947:                                              ; preds = %934
  %948 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %938) #5, !srcloc !29
  br label %949

949:                                              ; preds = %947, %941
  %950 = phi i16 [ %948, %947 ], [ %946, %941 ]
  %951 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %940
  store i16 %950, ptr %951, align 2, !tbaa !26
  %952 = trunc i32 %555 to i16
  %953 = or disjoint i32 %924, 8
  %954 = sext i32 %953 to i64
  br i1 %571, label %961, label %955

955:                                              ; preds = %949
  %956 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %952) #5, !srcloc !29
  %957 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %954
  %958 = load i16, ptr %957, align 2, !tbaa !26
  %959 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %958) #5, !srcloc !29
  %960 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %956, i16 %959) #5, !srcloc !30
  br label %963

961:                                              ; preds = %949
  %962 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %952) #5, !srcloc !29
  br label %963

963:                                              ; preds = %961, %955
  %964 = phi i16 [ %962, %961 ], [ %960, %955 ]
  %965 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %954
  store i16 %964, ptr %965, align 2, !tbaa !26
  %966 = lshr i32 %555, 16
  %967 = trunc nuw i32 %966 to i16
  br i1 %571, label %976, label %968

968:                                              ; preds = %963
  %969 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %967) #5, !srcloc !29
  %970 = add i32 %939, 8
  %971 = sext i32 %970 to i64
  %972 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %971
  %973 = load i16, ptr %972, align 2, !tbaa !26
  %974 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %973) #5, !srcloc !29
  %975 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %969, i16 %974) #5, !srcloc !30
  br label %978

976:                                              ; preds = %963
  %977 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %967) #5, !srcloc !29
  br label %978

978:                                              ; preds = %976, %968
  %979 = phi i16 [ %977, %976 ], [ %975, %968 ]
  %980 = add i32 %611, %924
  %981 = sext i32 %980 to i64
  %982 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %981
  store i16 %979, ptr %982, align 2, !tbaa !26
  %983 = trunc i32 %554 to i16
  %984 = mul nsw i32 %14, 56
  %985 = sext i32 %984 to i64
  br i1 %571, label %992, label %986

986:                                              ; preds = %978
  %987 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %983) #5, !srcloc !29
  %988 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %985
  %989 = load i16, ptr %988, align 2, !tbaa !26
  %990 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %989) #5, !srcloc !29
  %991 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %987, i16 %990) #5, !srcloc !30
  br label %994

992:                                              ; preds = %978
  %993 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %983) #5, !srcloc !29
  br label %994

994:                                              ; preds = %992, %986
  %995 = phi i16 [ %993, %992 ], [ %991, %986 ]
  %996 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %985
  store i16 %995, ptr %996, align 2, !tbaa !26
  %997 = lshr i32 %554, 16
  %998 = trunc nuw i32 %997 to i16
  %999 = mul i32 %14, 57
  %1000 = sext i32 %999 to i64
  br i1 %571, label %1007, label %1001

1001:                                             ; preds = %994
  %1002 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %998) #5, !srcloc !29
  %1003 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1000
  %1004 = load i16, ptr %1003, align 2, !tbaa !26
  %1005 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1004) #5, !srcloc !29
  %1006 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1002, i16 %1005) #5, !srcloc !30
  br label %1009

1007:                                             ; preds = %994
  %1008 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %998) #5, !srcloc !29
  br label %1009

1009:                                             ; preds = %1007, %1001
  %1010 = phi i16 [ %1008, %1007 ], [ %1006, %1001 ]
  %1011 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1000
  store i16 %1010, ptr %1011, align 2, !tbaa !26
  %1012 = trunc i32 %553 to i16
  %1013 = add i32 %984, 8
  %1014 = sext i32 %1013 to i64
  br i1 %571, label %1021, label %1015

1015:                                             ; preds = %1009
  %1016 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1012) #5, !srcloc !29
  %1017 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1014
  %1018 = load i16, ptr %1017, align 2, !tbaa !26
  %1019 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1018) #5, !srcloc !29
  %1020 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1016, i16 %1019) #5, !srcloc !30
  br label %1023

1021:                                             ; preds = %1009
  %1022 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1012) #5, !srcloc !29
  br label %1023

1023:                                             ; preds = %1021, %1015
  %1024 = phi i16 [ %1022, %1021 ], [ %1020, %1015 ]
  %1025 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1014
  store i16 %1024, ptr %1025, align 2, !tbaa !26
  %1026 = lshr i32 %553, 16
  %1027 = trunc nuw i32 %1026 to i16
  br i1 %571, label %1036, label %1028

1028:                                             ; preds = %1023
  %1029 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1027) #5, !srcloc !29
  %1030 = add i32 %999, 8
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1031
  %1033 = load i16, ptr %1032, align 2, !tbaa !26
  %1034 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1033) #5, !srcloc !29
  %1035 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1029, i16 %1034) #5, !srcloc !30
  br label %1038

1036:                                             ; preds = %1023
  %1037 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1027) #5, !srcloc !29
  br label %1038

1038:                                             ; preds = %1036, %1028
  %1039 = phi i16 [ %1037, %1036 ], [ %1035, %1028 ]
  %1040 = add i32 %611, %984
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1041
  store i16 %1039, ptr %1042, align 2, !tbaa !26
  %1043 = trunc i32 %552 to i16
  br i1 %571, label %1050, label %1044

1044:                                             ; preds = %1038
  %1045 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1043) #5, !srcloc !29
  %1046 = getelementptr inbounds nuw i8, ptr %56, i64 128
  %1047 = load i16, ptr %1046, align 2, !tbaa !26
  %1048 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1047) #5, !srcloc !29
  %1049 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1045, i16 %1048) #5, !srcloc !30
  br label %1052

1050:                                             ; preds = %1038
  %1051 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1043) #5, !srcloc !29
  br label %1052

1052:                                             ; preds = %1050, %1044
  %1053 = phi i16 [ %1051, %1050 ], [ %1049, %1044 ]
  %1054 = getelementptr inbounds nuw i8, ptr %56, i64 128
  store i16 %1053, ptr %1054, align 2, !tbaa !26
  %1055 = lshr i32 %552, 16
  %1056 = trunc nuw i32 %1055 to i16
  %1057 = add i32 %14, 64
  %1058 = sext i32 %1057 to i64
  br i1 %571, label %1065, label %1059

1059:                                             ; preds = %1052
  %1060 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1056) #5, !srcloc !29
  %1061 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1058
  %1062 = load i16, ptr %1061, align 2, !tbaa !26
  %1063 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1062) #5, !srcloc !29
  %1064 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1060, i16 %1063) #5, !srcloc !30
  br label %1067

1065:                                             ; preds = %1052
  %1066 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1056) #5, !srcloc !29
  br label %1067

1067:                                             ; preds = %1065, %1059
  %1068 = phi i16 [ %1066, %1065 ], [ %1064, %1059 ]
  %1069 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1058
  store i16 %1068, ptr %1069, align 2, !tbaa !26
  %1070 = trunc i32 %551 to i16
  br i1 %571, label %1077, label %1071

1071:                                             ; preds = %1067
  %1072 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1070) #5, !srcloc !29
  %1073 = getelementptr inbounds nuw i8, ptr %56, i64 144
  %1074 = load i16, ptr %1073, align 2, !tbaa !26
  %1075 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1074) #5, !srcloc !29
  %1076 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1072, i16 %1075) #5, !srcloc !30
  br label %1079

1077:                                             ; preds = %1067
  %1078 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1070) #5, !srcloc !29
  br label %1079

1079:                                             ; preds = %1077, %1071
  %1080 = phi i16 [ %1078, %1077 ], [ %1076, %1071 ]
  %1081 = getelementptr inbounds nuw i8, ptr %56, i64 144
  store i16 %1080, ptr %1081, align 2, !tbaa !26
  %1082 = lshr i32 %551, 16
  %1083 = trunc nuw i32 %1082 to i16
  %1084 = add i32 %14, 72
  %1085 = sext i32 %1084 to i64
  br i1 %571, label %1092, label %1086

1086:                                             ; preds = %1079
  %1087 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1083) #5, !srcloc !29
  %1088 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1085
  %1089 = load i16, ptr %1088, align 2, !tbaa !26
  %1090 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1089) #5, !srcloc !29
  %1091 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1087, i16 %1090) #5, !srcloc !30
  br label %1094

1092:                                             ; preds = %1079
  %1093 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1083) #5, !srcloc !29
  br label %1094

1094:                                             ; preds = %1092, %1086
  %1095 = phi i16 [ %1093, %1092 ], [ %1091, %1086 ]
  %1096 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1085
  store i16 %1095, ptr %1096, align 2, !tbaa !26
  %1097 = trunc i32 %550 to i16
  %1098 = add i32 %45, 64
  %1099 = sext i32 %1098 to i64
  br i1 %571, label %1106, label %1100

1100:                                             ; preds = %1094
  %1101 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1097) #5, !srcloc !29
  %1102 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1099
  %1103 = load i16, ptr %1102, align 2, !tbaa !26
  %1104 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1103) #5, !srcloc !29
  %1105 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1101, i16 %1104) #5, !srcloc !30
  br label %1108

1106:                                             ; preds = %1094
  %1107 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1097) #5, !srcloc !29
  br label %1108

1108:                                             ; preds = %1106, %1100
  %1109 = phi i16 [ %1107, %1106 ], [ %1105, %1100 ]
  %1110 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1099
  store i16 %1109, ptr %1110, align 2, !tbaa !26
  %1111 = lshr i32 %550, 16
  %1112 = trunc nuw i32 %1111 to i16
  %1113 = add i32 %1057, %45
  %1114 = sext i32 %1113 to i64
  br i1 %571, label %1121, label %1115

1115:                                             ; preds = %1108
  %1116 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1112) #5, !srcloc !29
  %1117 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1114
  %1118 = load i16, ptr %1117, align 2, !tbaa !26
  %1119 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1118) #5, !srcloc !29
  %1120 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1116, i16 %1119) #5, !srcloc !30
  br label %1123

1121:                                             ; preds = %1108
  %1122 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1112) #5, !srcloc !29
  br label %1123

1123:                                             ; preds = %1121, %1115
  %1124 = phi i16 [ %1122, %1121 ], [ %1120, %1115 ]
  %1125 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1114
  store i16 %1124, ptr %1125, align 2, !tbaa !26
  %1126 = trunc i32 %549 to i16
  br i1 %571, label %1135, label %1127

1127:                                             ; preds = %1123
  %1128 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1126) #5, !srcloc !29
  %1129 = add i32 %45, 72
  %1130 = sext i32 %1129 to i64
  %1131 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1130
  %1132 = load i16, ptr %1131, align 2, !tbaa !26
  %1133 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1132) #5, !srcloc !29
  %1134 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1128, i16 %1133) #5, !srcloc !30
  br label %1137

1135:                                             ; preds = %1123
  %1136 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1126) #5, !srcloc !29
  br label %1137

1137:                                             ; preds = %1135, %1127
  %1138 = phi i16 [ %1136, %1135 ], [ %1134, %1127 ]
  %1139 = add i32 %45, 72
  %1140 = sext i32 %1139 to i64
  %1141 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1140
  store i16 %1138, ptr %1141, align 2, !tbaa !26
  %1142 = lshr i32 %549, 16
  %1143 = trunc nuw i32 %1142 to i16
  br i1 %571, label %1152, label %1144

1144:                                             ; preds = %1137
  %1145 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1143) #5, !srcloc !29
  %1146 = add i32 %1113, 8
  %1147 = sext i32 %1146 to i64
  %1148 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1147
  %1149 = load i16, ptr %1148, align 2, !tbaa !26
  %1150 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1149) #5, !srcloc !29
  %1151 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1145, i16 %1150) #5, !srcloc !30
  br label %1154

1152:                                             ; preds = %1137
  %1153 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1143) #5, !srcloc !29
  br label %1154

1154:                                             ; preds = %1152, %1144
  %1155 = phi i16 [ %1153, %1152 ], [ %1151, %1144 ]
  %1156 = add i32 %1084, %45
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1157
  store i16 %1155, ptr %1158, align 2, !tbaa !26
  %1159 = trunc i32 %548 to i16
  %1160 = add i32 %684, 64
  %1161 = sext i32 %1160 to i64
  br i1 %571, label %1168, label %1162

1162:                                             ; preds = %1154
  %1163 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1159) #5, !srcloc !29
  %1164 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1161
  %1165 = load i16, ptr %1164, align 2, !tbaa !26
  %1166 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1165) #5, !srcloc !29
  %1167 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1163, i16 %1166) #5, !srcloc !30
  br label %1170

1168:                                             ; preds = %1154
  %1169 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1159) #5, !srcloc !29
  br label %1170

1170:                                             ; preds = %1168, %1162
  %1171 = phi i16 [ %1169, %1168 ], [ %1167, %1162 ]
  %1172 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1161
  store i16 %1171, ptr %1172, align 2, !tbaa !26
  %1173 = lshr i32 %548, 16
  %1174 = trunc nuw i32 %1173 to i16
  %1175 = add i32 %1057, %684
  %1176 = sext i32 %1175 to i64
  br i1 %571, label %1183, label %1177

1177:                                             ; preds = %1170
  %1178 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1174) #5, !srcloc !29
  %1179 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1176
  %1180 = load i16, ptr %1179, align 2, !tbaa !26
  %1181 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1180) #5, !srcloc !29
  %1182 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1178, i16 %1181) #5, !srcloc !30
  br label %1185

1183:                                             ; preds = %1170
  %1184 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1174) #5, !srcloc !29
  br label %1185

1185:                                             ; preds = %1183, %1177
  %1186 = phi i16 [ %1184, %1183 ], [ %1182, %1177 ]
  %1187 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1176
  store i16 %1186, ptr %1187, align 2, !tbaa !26
  %1188 = trunc i32 %547 to i16
  br i1 %571, label %1197, label %1189

1189:                                             ; preds = %1185
  %1190 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1188) #5, !srcloc !29
  %1191 = add i32 %684, 72
  %1192 = sext i32 %1191 to i64
  %1193 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1192
  %1194 = load i16, ptr %1193, align 2, !tbaa !26
  %1195 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1194) #5, !srcloc !29
  %1196 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1190, i16 %1195) #5, !srcloc !30
  br label %1199

1197:                                             ; preds = %1185
  %1198 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1188) #5, !srcloc !29
  br label %1199

1199:                                             ; preds = %1197, %1189
  %1200 = phi i16 [ %1198, %1197 ], [ %1196, %1189 ]
  %1201 = add i32 %684, 72
  %1202 = sext i32 %1201 to i64
  %1203 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1202
  store i16 %1200, ptr %1203, align 2, !tbaa !26
  %1204 = lshr i32 %547, 16
  %1205 = trunc nuw i32 %1204 to i16
  br i1 %571, label %1214, label %1206

1206:                                             ; preds = %1199
  %1207 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1205) #5, !srcloc !29
  %1208 = add i32 %1175, 8
  %1209 = sext i32 %1208 to i64
  %1210 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1209
  %1211 = load i16, ptr %1210, align 2, !tbaa !26
  %1212 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1211) #5, !srcloc !29
  %1213 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1207, i16 %1212) #5, !srcloc !30
  br label %1216

1214:                                             ; preds = %1199
  %1215 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1205) #5, !srcloc !29
  br label %1216

1216:                                             ; preds = %1214, %1206
  %1217 = phi i16 [ %1215, %1214 ], [ %1213, %1206 ]
  %1218 = add i32 %1084, %684
  %1219 = sext i32 %1218 to i64
  %1220 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1219
  store i16 %1217, ptr %1220, align 2, !tbaa !26
  %1221 = trunc i32 %546 to i16
  %1222 = add i32 %744, 64
  %1223 = sext i32 %1222 to i64
  br i1 %571, label %1230, label %1224

1224:                                             ; preds = %1216
  %1225 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1221) #5, !srcloc !29
  %1226 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1223
  %1227 = load i16, ptr %1226, align 2, !tbaa !26
  %1228 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1227) #5, !srcloc !29
  %1229 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1225, i16 %1228) #5, !srcloc !30
  br label %1232

1230:                                             ; preds = %1216
  %1231 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1221) #5, !srcloc !29
  br label %1232

1232:                                             ; preds = %1230, %1224
  %1233 = phi i16 [ %1231, %1230 ], [ %1229, %1224 ]
  %1234 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1223
  store i16 %1233, ptr %1234, align 2, !tbaa !26
  %1235 = lshr i32 %546, 16
  %1236 = trunc nuw i32 %1235 to i16
  %1237 = add i32 %1057, %744
  %1238 = sext i32 %1237 to i64
  br i1 %571, label %1245, label %1239

1239:                                             ; preds = %1232
  %1240 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1236) #5, !srcloc !29
  %1241 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1238
  %1242 = load i16, ptr %1241, align 2, !tbaa !26
  %1243 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1242) #5, !srcloc !29
  %1244 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1240, i16 %1243) #5, !srcloc !30
  br label %1247

1245:                                             ; preds = %1232
  %1246 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1236) #5, !srcloc !29
  br label %1247

1247:                                             ; preds = %1245, %1239
  %1248 = phi i16 [ %1246, %1245 ], [ %1244, %1239 ]
  %1249 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1238
  store i16 %1248, ptr %1249, align 2, !tbaa !26
  %1250 = trunc i32 %545 to i16
  br i1 %571, label %1259, label %1251

1251:                                             ; preds = %1247
  %1252 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1250) #5, !srcloc !29
  %1253 = add i32 %744, 72
  %1254 = sext i32 %1253 to i64
  %1255 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1254
  %1256 = load i16, ptr %1255, align 2, !tbaa !26
  %1257 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1256) #5, !srcloc !29
  %1258 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1252, i16 %1257) #5, !srcloc !30
  br label %1261

1259:                                             ; preds = %1247
  %1260 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1250) #5, !srcloc !29
  br label %1261

1261:                                             ; preds = %1259, %1251
  %1262 = phi i16 [ %1260, %1259 ], [ %1258, %1251 ]
  %1263 = add i32 %744, 72
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1264
  store i16 %1262, ptr %1265, align 2, !tbaa !26
  %1266 = lshr i32 %545, 16
  %1267 = trunc nuw i32 %1266 to i16
  br i1 %571, label %1276, label %1268

1268:                                             ; preds = %1261
  %1269 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1267) #5, !srcloc !29
  %1270 = add i32 %1237, 8
  %1271 = sext i32 %1270 to i64
  %1272 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1271
  %1273 = load i16, ptr %1272, align 2, !tbaa !26
  %1274 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1273) #5, !srcloc !29
  %1275 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1269, i16 %1274) #5, !srcloc !30
  br label %1278

1276:                                             ; preds = %1261
  %1277 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1267) #5, !srcloc !29
  br label %1278

1278:                                             ; preds = %1276, %1268
  %1279 = phi i16 [ %1277, %1276 ], [ %1275, %1268 ]
  %1280 = add i32 %1084, %744
  %1281 = sext i32 %1280 to i64
  %1282 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1281
  store i16 %1279, ptr %1282, align 2, !tbaa !26
  %1283 = trunc i32 %544 to i16
  %1284 = add i32 %804, 64
  %1285 = sext i32 %1284 to i64
  br i1 %571, label %1292, label %1286

1286:                                             ; preds = %1278
  %1287 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1283) #5, !srcloc !29
  %1288 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1285
  %1289 = load i16, ptr %1288, align 2, !tbaa !26
  %1290 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1289) #5, !srcloc !29
  %1291 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1287, i16 %1290) #5, !srcloc !30
  br label %1294

1292:                                             ; preds = %1278
  %1293 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1283) #5, !srcloc !29
  br label %1294

1294:                                             ; preds = %1292, %1286
  %1295 = phi i16 [ %1293, %1292 ], [ %1291, %1286 ]
  %1296 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1285
  store i16 %1295, ptr %1296, align 2, !tbaa !26
  %1297 = lshr i32 %544, 16
  %1298 = trunc nuw i32 %1297 to i16
  %1299 = add i32 %1057, %804
  %1300 = sext i32 %1299 to i64
  br i1 %571, label %1307, label %1301

1301:                                             ; preds = %1294
  %1302 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1298) #5, !srcloc !29
  %1303 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1300
  %1304 = load i16, ptr %1303, align 2, !tbaa !26
  %1305 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1304) #5, !srcloc !29
  %1306 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1302, i16 %1305) #5, !srcloc !30
  br label %1309

1307:                                             ; preds = %1294
  %1308 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1298) #5, !srcloc !29
  br label %1309

1309:                                             ; preds = %1307, %1301
  %1310 = phi i16 [ %1308, %1307 ], [ %1306, %1301 ]
  %1311 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1300
  store i16 %1310, ptr %1311, align 2, !tbaa !26
  %1312 = trunc i32 %543 to i16
  br i1 %571, label %1321, label %1313

1313:                                             ; preds = %1309
  %1314 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1312) #5, !srcloc !29
  %1315 = add i32 %804, 72
  %1316 = sext i32 %1315 to i64
  %1317 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1316
  %1318 = load i16, ptr %1317, align 2, !tbaa !26
  %1319 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1318) #5, !srcloc !29
  %1320 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1314, i16 %1319) #5, !srcloc !30
  br label %1323

1321:                                             ; preds = %1309
  %1322 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1312) #5, !srcloc !29
  br label %1323

1323:                                             ; preds = %1321, %1313
  %1324 = phi i16 [ %1322, %1321 ], [ %1320, %1313 ]
  %1325 = add i32 %804, 72
  %1326 = sext i32 %1325 to i64
  %1327 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1326
  store i16 %1324, ptr %1327, align 2, !tbaa !26
  %1328 = lshr i32 %543, 16
  %1329 = trunc nuw i32 %1328 to i16
  br i1 %571, label %1338, label %1330

1330:                                             ; preds = %1323
  %1331 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1329) #5, !srcloc !29
  %1332 = add i32 %1299, 8
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1333
  %1335 = load i16, ptr %1334, align 2, !tbaa !26
  %1336 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1335) #5, !srcloc !29
  %1337 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1331, i16 %1336) #5, !srcloc !30
  br label %1340

1338:                                             ; preds = %1323
  %1339 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1329) #5, !srcloc !29
  br label %1340

1340:                                             ; preds = %1338, %1330
  %1341 = phi i16 [ %1339, %1338 ], [ %1337, %1330 ]
  %1342 = add i32 %1084, %804
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1343
  store i16 %1341, ptr %1344, align 2, !tbaa !26
  %1345 = trunc i32 %542 to i16
  %1346 = add i32 %864, 64
  %1347 = sext i32 %1346 to i64
  br i1 %571, label %1354, label %1348

1348:                                             ; preds = %1340
  %1349 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1345) #5, !srcloc !29
  %1350 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1347
  %1351 = load i16, ptr %1350, align 2, !tbaa !26
  %1352 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1351) #5, !srcloc !29
  %1353 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1349, i16 %1352) #5, !srcloc !30
  br label %1356

1354:                                             ; preds = %1340
  %1355 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1345) #5, !srcloc !29
  br label %1356

1356:                                             ; preds = %1354, %1348
  %1357 = phi i16 [ %1355, %1354 ], [ %1353, %1348 ]
  %1358 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1347
  store i16 %1357, ptr %1358, align 2, !tbaa !26
  %1359 = lshr i32 %542, 16
  %1360 = trunc nuw i32 %1359 to i16
  %1361 = add i32 %1057, %864
  %1362 = sext i32 %1361 to i64
  br i1 %571, label %1369, label %1363

1363:                                             ; preds = %1356
  %1364 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1360) #5, !srcloc !29
  %1365 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1362
  %1366 = load i16, ptr %1365, align 2, !tbaa !26
  %1367 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1366) #5, !srcloc !29
  %1368 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1364, i16 %1367) #5, !srcloc !30
  br label %1371

1369:                                             ; preds = %1356
  %1370 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1360) #5, !srcloc !29
  br label %1371

1371:                                             ; preds = %1369, %1363
  %1372 = phi i16 [ %1370, %1369 ], [ %1368, %1363 ]
  %1373 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1362
  store i16 %1372, ptr %1373, align 2, !tbaa !26
  %1374 = trunc i32 %541 to i16
  br i1 %571, label %1383, label %1375

1375:                                             ; preds = %1371
  %1376 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1374) #5, !srcloc !29
  %1377 = add i32 %864, 72
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1378
  %1380 = load i16, ptr %1379, align 2, !tbaa !26
  %1381 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1380) #5, !srcloc !29
  %1382 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1376, i16 %1381) #5, !srcloc !30
  br label %1385

1383:                                             ; preds = %1371
  %1384 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1374) #5, !srcloc !29
  br label %1385

1385:                                             ; preds = %1383, %1375
  %1386 = phi i16 [ %1384, %1383 ], [ %1382, %1375 ]
  %1387 = add i32 %864, 72
  %1388 = sext i32 %1387 to i64
  %1389 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1388
  store i16 %1386, ptr %1389, align 2, !tbaa !26
  %1390 = lshr i32 %541, 16
  %1391 = trunc nuw i32 %1390 to i16
  br i1 %571, label %1400, label %1392

1392:                                             ; preds = %1385
  %1393 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1391) #5, !srcloc !29
  %1394 = add i32 %1361, 8
  %1395 = sext i32 %1394 to i64
  %1396 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1395
  %1397 = load i16, ptr %1396, align 2, !tbaa !26
  %1398 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1397) #5, !srcloc !29
  %1399 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1393, i16 %1398) #5, !srcloc !30
  br label %1402

1400:                                             ; preds = %1385
  %1401 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1391) #5, !srcloc !29
  br label %1402

1402:                                             ; preds = %1400, %1392
  %1403 = phi i16 [ %1401, %1400 ], [ %1399, %1392 ]
  %1404 = add i32 %1084, %864
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1405
  store i16 %1403, ptr %1406, align 2, !tbaa !26
  %1407 = trunc i32 %540 to i16
  %1408 = add i32 %924, 64
  %1409 = sext i32 %1408 to i64
  br i1 %571, label %1416, label %1410

1410:                                             ; preds = %1402
  %1411 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1407) #5, !srcloc !29
  %1412 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1409
  %1413 = load i16, ptr %1412, align 2, !tbaa !26
  %1414 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1413) #5, !srcloc !29
  %1415 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1411, i16 %1414) #5, !srcloc !30
  br label %1418

1416:                                             ; preds = %1402
  %1417 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1407) #5, !srcloc !29
  br label %1418

1418:                                             ; preds = %1416, %1410
  %1419 = phi i16 [ %1417, %1416 ], [ %1415, %1410 ]
  %1420 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1409
  store i16 %1419, ptr %1420, align 2, !tbaa !26
  %1421 = lshr i32 %540, 16
  %1422 = trunc nuw i32 %1421 to i16
  %1423 = add i32 %1057, %924
  %1424 = sext i32 %1423 to i64
  br i1 %571, label %1431, label %1425

1425:                                             ; preds = %1418
  %1426 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1422) #5, !srcloc !29
  %1427 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1424
  %1428 = load i16, ptr %1427, align 2, !tbaa !26
  %1429 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1428) #5, !srcloc !29
  %1430 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1426, i16 %1429) #5, !srcloc !30
  br label %1433

1431:                                             ; preds = %1418
  %1432 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1422) #5, !srcloc !29
  br label %1433

1433:                                             ; preds = %1431, %1425
  %1434 = phi i16 [ %1432, %1431 ], [ %1430, %1425 ]
  %1435 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1424
  store i16 %1434, ptr %1435, align 2, !tbaa !26
  %1436 = trunc i32 %539 to i16
  br i1 %571, label %1445, label %1437

1437:                                             ; preds = %1433
  %1438 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1436) #5, !srcloc !29
  %1439 = add i32 %924, 72
  %1440 = sext i32 %1439 to i64
  %1441 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1440
  %1442 = load i16, ptr %1441, align 2, !tbaa !26
  %1443 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1442) #5, !srcloc !29
  %1444 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1438, i16 %1443) #5, !srcloc !30
  br label %1447

1445:                                             ; preds = %1433
  %1446 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1436) #5, !srcloc !29
  br label %1447

1447:                                             ; preds = %1445, %1437
  %1448 = phi i16 [ %1446, %1445 ], [ %1444, %1437 ]
  %1449 = add i32 %924, 72
  %1450 = sext i32 %1449 to i64
  %1451 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1450
  store i16 %1448, ptr %1451, align 2, !tbaa !26
  %1452 = lshr i32 %539, 16
  %1453 = trunc nuw i32 %1452 to i16
  br i1 %571, label %1462, label %1454

1454:                                             ; preds = %1447
  %1455 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1453) #5, !srcloc !29
  %1456 = add i32 %1423, 8
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1457
  %1459 = load i16, ptr %1458, align 2, !tbaa !26
  %1460 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1459) #5, !srcloc !29
  %1461 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1455, i16 %1460) #5, !srcloc !30
  br label %1464

1462:                                             ; preds = %1447
  %1463 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1453) #5, !srcloc !29
  br label %1464

1464:                                             ; preds = %1462, %1454
  %1465 = phi i16 [ %1463, %1462 ], [ %1461, %1454 ]
  %1466 = add i32 %1084, %924
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1467
  store i16 %1465, ptr %1468, align 2, !tbaa !26
  %1469 = trunc i32 %538 to i16
  %1470 = add i32 %984, 64
  %1471 = sext i32 %1470 to i64
  br i1 %571, label %1478, label %1472

1472:                                             ; preds = %1464
  %1473 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1469) #5, !srcloc !29
  %1474 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1471
  %1475 = load i16, ptr %1474, align 2, !tbaa !26
  %1476 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1475) #5, !srcloc !29
  %1477 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1473, i16 %1476) #5, !srcloc !30
  br label %1480

1478:                                             ; preds = %1464
  %1479 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1469) #5, !srcloc !29
  br label %1480

1480:                                             ; preds = %1478, %1472
  %1481 = phi i16 [ %1479, %1478 ], [ %1477, %1472 ]
  %1482 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1471
  store i16 %1481, ptr %1482, align 2, !tbaa !26
  %1483 = lshr i32 %538, 16
  %1484 = trunc nuw i32 %1483 to i16
  %1485 = add i32 %1057, %984
  %1486 = sext i32 %1485 to i64
  br i1 %571, label %1493, label %1487

1487:                                             ; preds = %1480
  %1488 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1484) #5, !srcloc !29
  %1489 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1486
  %1490 = load i16, ptr %1489, align 2, !tbaa !26
  %1491 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1490) #5, !srcloc !29
  %1492 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1488, i16 %1491) #5, !srcloc !30
  br label %1495

1493:                                             ; preds = %1480
  %1494 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1484) #5, !srcloc !29
  br label %1495

1495:                                             ; preds = %1493, %1487
  %1496 = phi i16 [ %1494, %1493 ], [ %1492, %1487 ]
  %1497 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1486
  store i16 %1496, ptr %1497, align 2, !tbaa !26
  %1498 = trunc i32 %537 to i16
  br i1 %571, label %1507, label %1499

1499:                                             ; preds = %1495
  %1500 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1498) #5, !srcloc !29
  %1501 = add i32 %984, 72
  %1502 = sext i32 %1501 to i64
  %1503 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1502
  %1504 = load i16, ptr %1503, align 2, !tbaa !26
  %1505 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1504) #5, !srcloc !29
  %1506 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1500, i16 %1505) #5, !srcloc !30
  br label %1509

1507:                                             ; preds = %1495
  %1508 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1498) #5, !srcloc !29
  br label %1509

1509:                                             ; preds = %1507, %1499
  %1510 = phi i16 [ %1508, %1507 ], [ %1506, %1499 ]
  %1511 = add i32 %984, 72
  %1512 = sext i32 %1511 to i64
  %1513 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1512
  store i16 %1510, ptr %1513, align 2, !tbaa !26
  %1514 = lshr i32 %537, 16
  %1515 = trunc nuw i32 %1514 to i16
  br i1 %571, label %1524, label %1516

1516:                                             ; preds = %1509
  %1517 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1515) #5, !srcloc !29
  %1518 = add i32 %1485, 8
  %1519 = sext i32 %1518 to i64
  %1520 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1519
  %1521 = load i16, ptr %1520, align 2, !tbaa !26
  %1522 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1521) #5, !srcloc !29
  %1523 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1517, i16 %1522) #5, !srcloc !30
  br label %1526

1524:                                             ; preds = %1509
  %1525 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1515) #5, !srcloc !29
  br label %1526

1526:                                             ; preds = %1524, %1516
  %1527 = phi i16 [ %1525, %1524 ], [ %1523, %1516 ]
  %1528 = add i32 %1084, %984
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1529
  store i16 %1527, ptr %1530, align 2, !tbaa !26
  %1531 = trunc i32 %536 to i16
  %1532 = sext i32 %44 to i64
  br i1 %571, label %1539, label %1533

1533:                                             ; preds = %1526
  %1534 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1531) #5, !srcloc !29
  %1535 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1532
  %1536 = load i16, ptr %1535, align 2, !tbaa !26
  %1537 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1536) #5, !srcloc !29
  %1538 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1534, i16 %1537) #5, !srcloc !30
  br label %1541

1539:                                             ; preds = %1526
  %1540 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1531) #5, !srcloc !29
  br label %1541

1541:                                             ; preds = %1539, %1533
  %1542 = phi i16 [ %1540, %1539 ], [ %1538, %1533 ]
  %1543 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1532
  store i16 %1542, ptr %1543, align 2, !tbaa !26
  %1544 = lshr i32 %536, 16
  %1545 = trunc nuw i32 %1544 to i16
  %1546 = mul i32 %14, 65
  %1547 = sext i32 %1546 to i64
  br i1 %571, label %1554, label %1548

1548:                                             ; preds = %1541
  %1549 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1545) #5, !srcloc !29
  %1550 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1547
  %1551 = load i16, ptr %1550, align 2, !tbaa !26
  %1552 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1551) #5, !srcloc !29
  %1553 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1549, i16 %1552) #5, !srcloc !30
  br label %1556

1554:                                             ; preds = %1541
  %1555 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1545) #5, !srcloc !29
  br label %1556

1556:                                             ; preds = %1554, %1548
  %1557 = phi i16 [ %1555, %1554 ], [ %1553, %1548 ]
  %1558 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1547
  store i16 %1557, ptr %1558, align 2, !tbaa !26
  %1559 = trunc i32 %535 to i16
  br i1 %571, label %1568, label %1560

1560:                                             ; preds = %1556
  %1561 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1559) #5, !srcloc !29
  %1562 = sext i32 %44 to i64
  %1563 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %1562
  %1564 = getelementptr i8, ptr %1563, i64 16
  %1565 = load i16, ptr %1564, align 2, !tbaa !26
  %1566 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1565) #5, !srcloc !29
  %1567 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1561, i16 %1566) #5, !srcloc !30
  br label %1570

1568:                                             ; preds = %1556
  %1569 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1559) #5, !srcloc !29
  br label %1570

1570:                                             ; preds = %1568, %1560
  %1571 = phi i16 [ %1569, %1568 ], [ %1567, %1560 ]
  %1572 = or disjoint i32 %44, 8
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1573
  store i16 %1571, ptr %1574, align 2, !tbaa !26
  %1575 = lshr i32 %535, 16
  %1576 = trunc nuw i32 %1575 to i16
  br i1 %571, label %1585, label %1577

1577:                                             ; preds = %1570
  %1578 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1576) #5, !srcloc !29
  %1579 = add i32 %1546, 8
  %1580 = sext i32 %1579 to i64
  %1581 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1580
  %1582 = load i16, ptr %1581, align 2, !tbaa !26
  %1583 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1582) #5, !srcloc !29
  %1584 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1578, i16 %1583) #5, !srcloc !30
  br label %1587

1585:                                             ; preds = %1570
  %1586 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1576) #5, !srcloc !29
  br label %1587

1587:                                             ; preds = %1585, %1577
  %1588 = phi i16 [ %1586, %1585 ], [ %1584, %1577 ]
  %1589 = add i32 %1572, %14
  %1590 = sext i32 %1589 to i64
  %1591 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1590
  store i16 %1588, ptr %1591, align 2, !tbaa !26
  %1592 = trunc i32 %534 to i16
  %1593 = mul i32 %14, 72
  %1594 = sext i32 %1593 to i64
  br i1 %571, label %1601, label %1595

1595:                                             ; preds = %1587
  %1596 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1592) #5, !srcloc !29
  %1597 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1594
  %1598 = load i16, ptr %1597, align 2, !tbaa !26
  %1599 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1598) #5, !srcloc !29
  %1600 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1596, i16 %1599) #5, !srcloc !30
  br label %1603

1601:                                             ; preds = %1587
  %1602 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1592) #5, !srcloc !29
  br label %1603

1603:                                             ; preds = %1601, %1595
  %1604 = phi i16 [ %1602, %1601 ], [ %1600, %1595 ]
  %1605 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1594
  store i16 %1604, ptr %1605, align 2, !tbaa !26
  %1606 = lshr i32 %534, 16
  %1607 = trunc nuw i32 %1606 to i16
  %1608 = mul i32 %14, 73
  %1609 = sext i32 %1608 to i64
  br i1 %571, label %1616, label %1610

1610:                                             ; preds = %1603
  %1611 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1607) #5, !srcloc !29
  %1612 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1609
  %1613 = load i16, ptr %1612, align 2, !tbaa !26
  %1614 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1613) #5, !srcloc !29
  %1615 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1611, i16 %1614) #5, !srcloc !30
  br label %1618

1616:                                             ; preds = %1603
  %1617 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1607) #5, !srcloc !29
  br label %1618

1618:                                             ; preds = %1616, %1610
  %1619 = phi i16 [ %1617, %1616 ], [ %1615, %1610 ]
  %1620 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1609
  store i16 %1619, ptr %1620, align 2, !tbaa !26
  %1621 = trunc i32 %533 to i16
  br i1 %571, label %1630, label %1622

1622:                                             ; preds = %1618
  %1623 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1621) #5, !srcloc !29
  %1624 = add i32 %1593, 8
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1625
  %1627 = load i16, ptr %1626, align 2, !tbaa !26
  %1628 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1627) #5, !srcloc !29
  %1629 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1623, i16 %1628) #5, !srcloc !30
  br label %1632

1630:                                             ; preds = %1618
  %1631 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1621) #5, !srcloc !29
  br label %1632

1632:                                             ; preds = %1630, %1622
  %1633 = phi i16 [ %1631, %1630 ], [ %1629, %1622 ]
  %1634 = add i32 %1572, %45
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1635
  store i16 %1633, ptr %1636, align 2, !tbaa !26
  %1637 = lshr i32 %533, 16
  %1638 = trunc nuw i32 %1637 to i16
  br i1 %571, label %1647, label %1639

1639:                                             ; preds = %1632
  %1640 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1638) #5, !srcloc !29
  %1641 = add i32 %1608, 8
  %1642 = sext i32 %1641 to i64
  %1643 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1642
  %1644 = load i16, ptr %1643, align 2, !tbaa !26
  %1645 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1644) #5, !srcloc !29
  %1646 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1640, i16 %1645) #5, !srcloc !30
  br label %1649

1647:                                             ; preds = %1632
  %1648 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1638) #5, !srcloc !29
  br label %1649

1649:                                             ; preds = %1647, %1639
  %1650 = phi i16 [ %1648, %1647 ], [ %1646, %1639 ]
  %1651 = add i32 %1589, %45
  %1652 = sext i32 %1651 to i64
  %1653 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1652
  store i16 %1650, ptr %1653, align 2, !tbaa !26
  %1654 = trunc i32 %532 to i16
  %1655 = mul i32 %14, 80
  %1656 = sext i32 %1655 to i64
  br i1 %571, label %1663, label %1657

1657:                                             ; preds = %1649
  %1658 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1654) #5, !srcloc !29
  %1659 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1656
  %1660 = load i16, ptr %1659, align 2, !tbaa !26
  %1661 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1660) #5, !srcloc !29
  %1662 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1658, i16 %1661) #5, !srcloc !30
  br label %1665

1663:                                             ; preds = %1649
  %1664 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1654) #5, !srcloc !29
  br label %1665

1665:                                             ; preds = %1663, %1657
  %1666 = phi i16 [ %1664, %1663 ], [ %1662, %1657 ]
  %1667 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1656
  store i16 %1666, ptr %1667, align 2, !tbaa !26
  %1668 = lshr i32 %532, 16
  %1669 = trunc nuw i32 %1668 to i16
  %1670 = mul i32 %14, 81
  %1671 = sext i32 %1670 to i64
  br i1 %571, label %1678, label %1672

1672:                                             ; preds = %1665
  %1673 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1669) #5, !srcloc !29
  %1674 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1671
  %1675 = load i16, ptr %1674, align 2, !tbaa !26
  %1676 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1675) #5, !srcloc !29
  %1677 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1673, i16 %1676) #5, !srcloc !30
  br label %1680

1678:                                             ; preds = %1665
  %1679 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1669) #5, !srcloc !29
  br label %1680

1680:                                             ; preds = %1678, %1672
  %1681 = phi i16 [ %1679, %1678 ], [ %1677, %1672 ]
  %1682 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1671
  store i16 %1681, ptr %1682, align 2, !tbaa !26
  %1683 = trunc i32 %531 to i16
  br i1 %571, label %1692, label %1684

1684:                                             ; preds = %1680
  %1685 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1683) #5, !srcloc !29
  %1686 = sext i32 %1655 to i64
  %1687 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %1686
  %1688 = getelementptr i8, ptr %1687, i64 16
  %1689 = load i16, ptr %1688, align 2, !tbaa !26
  %1690 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1689) #5, !srcloc !29
  %1691 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1685, i16 %1690) #5, !srcloc !30
  br label %1694

1692:                                             ; preds = %1680
  %1693 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1683) #5, !srcloc !29
  br label %1694

1694:                                             ; preds = %1692, %1684
  %1695 = phi i16 [ %1693, %1692 ], [ %1691, %1684 ]
  %1696 = add i32 %1572, %684
  %1697 = sext i32 %1696 to i64
  %1698 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1697
  store i16 %1695, ptr %1698, align 2, !tbaa !26
  %1699 = lshr i32 %531, 16
  %1700 = trunc nuw i32 %1699 to i16
  br i1 %571, label %1709, label %1701

1701:                                             ; preds = %1694
  %1702 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1700) #5, !srcloc !29
  %1703 = add i32 %1670, 8
  %1704 = sext i32 %1703 to i64
  %1705 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1704
  %1706 = load i16, ptr %1705, align 2, !tbaa !26
  %1707 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1706) #5, !srcloc !29
  %1708 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1702, i16 %1707) #5, !srcloc !30
  br label %1711

1709:                                             ; preds = %1694
  %1710 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1700) #5, !srcloc !29
  br label %1711

1711:                                             ; preds = %1709, %1701
  %1712 = phi i16 [ %1710, %1709 ], [ %1708, %1701 ]
  %1713 = add i32 %1589, %684
  %1714 = sext i32 %1713 to i64
  %1715 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1714
  store i16 %1712, ptr %1715, align 2, !tbaa !26
  %1716 = trunc i32 %530 to i16
  %1717 = mul i32 %14, 88
  %1718 = sext i32 %1717 to i64
  br i1 %571, label %1725, label %1719

1719:                                             ; preds = %1711
  %1720 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1716) #5, !srcloc !29
  %1721 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1718
  %1722 = load i16, ptr %1721, align 2, !tbaa !26
  %1723 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1722) #5, !srcloc !29
  %1724 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1720, i16 %1723) #5, !srcloc !30
  br label %1727

1725:                                             ; preds = %1711
  %1726 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1716) #5, !srcloc !29
  br label %1727

1727:                                             ; preds = %1725, %1719
  %1728 = phi i16 [ %1726, %1725 ], [ %1724, %1719 ]
  %1729 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1718
  store i16 %1728, ptr %1729, align 2, !tbaa !26
  %1730 = lshr i32 %530, 16
  %1731 = trunc nuw i32 %1730 to i16
  %1732 = mul i32 %14, 89
  %1733 = sext i32 %1732 to i64
  br i1 %571, label %1740, label %1734

1734:                                             ; preds = %1727
  %1735 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1731) #5, !srcloc !29
  %1736 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1733
  %1737 = load i16, ptr %1736, align 2, !tbaa !26
  %1738 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1737) #5, !srcloc !29
  %1739 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1735, i16 %1738) #5, !srcloc !30
  br label %1742

1740:                                             ; preds = %1727
  %1741 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1731) #5, !srcloc !29
  br label %1742

1742:                                             ; preds = %1740, %1734
  %1743 = phi i16 [ %1741, %1740 ], [ %1739, %1734 ]
  %1744 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1733
  store i16 %1743, ptr %1744, align 2, !tbaa !26
  %1745 = trunc i32 %529 to i16
  br i1 %571, label %1754, label %1746

1746:                                             ; preds = %1742
  %1747 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1745) #5, !srcloc !29
  %1748 = add i32 %1717, 8
  %1749 = sext i32 %1748 to i64
  %1750 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1749
  %1751 = load i16, ptr %1750, align 2, !tbaa !26
  %1752 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1751) #5, !srcloc !29
  %1753 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1747, i16 %1752) #5, !srcloc !30
  br label %1756

1754:                                             ; preds = %1742
  %1755 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1745) #5, !srcloc !29
  br label %1756

1756:                                             ; preds = %1754, %1746
  %1757 = phi i16 [ %1755, %1754 ], [ %1753, %1746 ]
  %1758 = add i32 %1572, %744
  %1759 = sext i32 %1758 to i64
  %1760 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1759
  store i16 %1757, ptr %1760, align 2, !tbaa !26
  %1761 = lshr i32 %529, 16
  %1762 = trunc nuw i32 %1761 to i16
  br i1 %571, label %1771, label %1763

1763:                                             ; preds = %1756
  %1764 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1762) #5, !srcloc !29
  %1765 = add i32 %1732, 8
  %1766 = sext i32 %1765 to i64
  %1767 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1766
  %1768 = load i16, ptr %1767, align 2, !tbaa !26
  %1769 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1768) #5, !srcloc !29
  %1770 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1764, i16 %1769) #5, !srcloc !30
  br label %1773

1771:                                             ; preds = %1756
  %1772 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1762) #5, !srcloc !29
  br label %1773

1773:                                             ; preds = %1771, %1763
  %1774 = phi i16 [ %1772, %1771 ], [ %1770, %1763 ]
  %1775 = add i32 %1589, %744
  %1776 = sext i32 %1775 to i64
  %1777 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1776
  store i16 %1774, ptr %1777, align 2, !tbaa !26
  %1778 = trunc i32 %528 to i16
  %1779 = mul i32 %14, 96
  %1780 = sext i32 %1779 to i64
  br i1 %571, label %1787, label %1781

1781:                                             ; preds = %1773
  %1782 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1778) #5, !srcloc !29
  %1783 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1780
  %1784 = load i16, ptr %1783, align 2, !tbaa !26
  %1785 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1784) #5, !srcloc !29
  %1786 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1782, i16 %1785) #5, !srcloc !30
  br label %1789

1787:                                             ; preds = %1773
  %1788 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1778) #5, !srcloc !29
  br label %1789

1789:                                             ; preds = %1787, %1781
  %1790 = phi i16 [ %1788, %1787 ], [ %1786, %1781 ]
  %1791 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1780
  store i16 %1790, ptr %1791, align 2, !tbaa !26
  %1792 = lshr i32 %528, 16
  %1793 = trunc nuw i32 %1792 to i16
  %1794 = mul i32 %14, 97
  %1795 = sext i32 %1794 to i64
  br i1 %571, label %1802, label %1796

1796:                                             ; preds = %1789
  %1797 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1793) #5, !srcloc !29
  %1798 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1795
  %1799 = load i16, ptr %1798, align 2, !tbaa !26
  %1800 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1799) #5, !srcloc !29
  %1801 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1797, i16 %1800) #5, !srcloc !30
  br label %1804

1802:                                             ; preds = %1789
  %1803 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1793) #5, !srcloc !29
  br label %1804

1804:                                             ; preds = %1802, %1796
  %1805 = phi i16 [ %1803, %1802 ], [ %1801, %1796 ]
  %1806 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1795
  store i16 %1805, ptr %1806, align 2, !tbaa !26
  %1807 = trunc i32 %527 to i16
  br i1 %571, label %1816, label %1808

1808:                                             ; preds = %1804
  %1809 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1807) #5, !srcloc !29
  %1810 = sext i32 %1779 to i64
  %1811 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %1810
  %1812 = getelementptr i8, ptr %1811, i64 16
  %1813 = load i16, ptr %1812, align 2, !tbaa !26
  %1814 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1813) #5, !srcloc !29
  %1815 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1809, i16 %1814) #5, !srcloc !30
  br label %1818

1816:                                             ; preds = %1804
  %1817 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1807) #5, !srcloc !29
  br label %1818

1818:                                             ; preds = %1816, %1808
  %1819 = phi i16 [ %1817, %1816 ], [ %1815, %1808 ]
  %1820 = add i32 %1572, %804
  %1821 = sext i32 %1820 to i64
  %1822 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1821
  store i16 %1819, ptr %1822, align 2, !tbaa !26
  %1823 = lshr i32 %527, 16
  %1824 = trunc nuw i32 %1823 to i16
  br i1 %571, label %1833, label %1825

1825:                                             ; preds = %1818
  %1826 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1824) #5, !srcloc !29
  %1827 = add i32 %1794, 8
  %1828 = sext i32 %1827 to i64
  %1829 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1828
  %1830 = load i16, ptr %1829, align 2, !tbaa !26
  %1831 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1830) #5, !srcloc !29
  %1832 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1826, i16 %1831) #5, !srcloc !30
  br label %1835

1833:                                             ; preds = %1818
  %1834 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1824) #5, !srcloc !29
  br label %1835

1835:                                             ; preds = %1833, %1825
  %1836 = phi i16 [ %1834, %1833 ], [ %1832, %1825 ]
  %1837 = add i32 %1589, %804
  %1838 = sext i32 %1837 to i64
  %1839 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1838
  store i16 %1836, ptr %1839, align 2, !tbaa !26
  %1840 = trunc i32 %526 to i16
  %1841 = mul i32 %14, 104
  %1842 = sext i32 %1841 to i64
  br i1 %571, label %1849, label %1843

1843:                                             ; preds = %1835
  %1844 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1840) #5, !srcloc !29
  %1845 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1842
  %1846 = load i16, ptr %1845, align 2, !tbaa !26
  %1847 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1846) #5, !srcloc !29
  %1848 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1844, i16 %1847) #5, !srcloc !30
  br label %1851

1849:                                             ; preds = %1835
  %1850 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1840) #5, !srcloc !29
  br label %1851

1851:                                             ; preds = %1849, %1843
  %1852 = phi i16 [ %1850, %1849 ], [ %1848, %1843 ]
  %1853 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1842
  store i16 %1852, ptr %1853, align 2, !tbaa !26
  %1854 = lshr i32 %526, 16
  %1855 = trunc nuw i32 %1854 to i16
  %1856 = mul i32 %14, 105
  %1857 = sext i32 %1856 to i64
  br i1 %571, label %1864, label %1858

1858:                                             ; preds = %1851
  %1859 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1855) #5, !srcloc !29
  %1860 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1857
  %1861 = load i16, ptr %1860, align 2, !tbaa !26
  %1862 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1861) #5, !srcloc !29
  %1863 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1859, i16 %1862) #5, !srcloc !30
  br label %1866

1864:                                             ; preds = %1851
  %1865 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1855) #5, !srcloc !29
  br label %1866

1866:                                             ; preds = %1864, %1858
  %1867 = phi i16 [ %1865, %1864 ], [ %1863, %1858 ]
  %1868 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1857
  store i16 %1867, ptr %1868, align 2, !tbaa !26
  %1869 = trunc i32 %525 to i16
  br i1 %571, label %1878, label %1870

1870:                                             ; preds = %1866
  %1871 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1869) #5, !srcloc !29
  %1872 = add i32 %1841, 8
  %1873 = sext i32 %1872 to i64
  %1874 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1873
  %1875 = load i16, ptr %1874, align 2, !tbaa !26
  %1876 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1875) #5, !srcloc !29
  %1877 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1871, i16 %1876) #5, !srcloc !30
  br label %1880

1878:                                             ; preds = %1866
  %1879 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1869) #5, !srcloc !29
  br label %1880

1880:                                             ; preds = %1878, %1870
  %1881 = phi i16 [ %1879, %1878 ], [ %1877, %1870 ]
  %1882 = add i32 %1572, %864
  %1883 = sext i32 %1882 to i64
  %1884 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1883
  store i16 %1881, ptr %1884, align 2, !tbaa !26
  %1885 = lshr i32 %525, 16
  %1886 = trunc nuw i32 %1885 to i16
  br i1 %571, label %1895, label %1887

1887:                                             ; preds = %1880
  %1888 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1886) #5, !srcloc !29
  %1889 = add i32 %1856, 8
  %1890 = sext i32 %1889 to i64
  %1891 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1890
  %1892 = load i16, ptr %1891, align 2, !tbaa !26
  %1893 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1892) #5, !srcloc !29
  %1894 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1888, i16 %1893) #5, !srcloc !30
  br label %1897

1895:                                             ; preds = %1880
  %1896 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1886) #5, !srcloc !29
  br label %1897

1897:                                             ; preds = %1895, %1887
  %1898 = phi i16 [ %1896, %1895 ], [ %1894, %1887 ]
  %1899 = add i32 %1589, %864
  %1900 = sext i32 %1899 to i64
  %1901 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1900
  store i16 %1898, ptr %1901, align 2, !tbaa !26
  %1902 = trunc i32 %524 to i16
  %1903 = mul i32 %14, 112
  %1904 = sext i32 %1903 to i64
  br i1 %571, label %1911, label %1905

1905:                                             ; preds = %1897
  %1906 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1902) #5, !srcloc !29
  %1907 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1904
  %1908 = load i16, ptr %1907, align 2, !tbaa !26
  %1909 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1908) #5, !srcloc !29
  %1910 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1906, i16 %1909) #5, !srcloc !30
  br label %1913

1911:                                             ; preds = %1897
  %1912 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1902) #5, !srcloc !29
  br label %1913

1913:                                             ; preds = %1911, %1905
  %1914 = phi i16 [ %1912, %1911 ], [ %1910, %1905 ]
  %1915 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1904
  store i16 %1914, ptr %1915, align 2, !tbaa !26
  %1916 = lshr i32 %524, 16
  %1917 = trunc nuw i32 %1916 to i16
  %1918 = mul i32 %14, 113
  %1919 = sext i32 %1918 to i64
  br i1 %571, label %1926, label %1920

1920:                                             ; preds = %1913
  %1921 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1917) #5, !srcloc !29
  %1922 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1919
  %1923 = load i16, ptr %1922, align 2, !tbaa !26
  %1924 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1923) #5, !srcloc !29
  %1925 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1921, i16 %1924) #5, !srcloc !30
  br label %1928

1926:                                             ; preds = %1913
  %1927 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1917) #5, !srcloc !29
  br label %1928

1928:                                             ; preds = %1926, %1920
  %1929 = phi i16 [ %1927, %1926 ], [ %1925, %1920 ]
  %1930 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1919
  store i16 %1929, ptr %1930, align 2, !tbaa !26
  %1931 = trunc i32 %523 to i16
  br i1 %571, label %1940, label %1932

1932:                                             ; preds = %1928
  %1933 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1931) #5, !srcloc !29
  %1934 = sext i32 %1903 to i64
  %1935 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %1934
  %1936 = getelementptr i8, ptr %1935, i64 16
  %1937 = load i16, ptr %1936, align 2, !tbaa !26
  %1938 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1937) #5, !srcloc !29
  %1939 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1933, i16 %1938) #5, !srcloc !30
  br label %1942

1940:                                             ; preds = %1928
  %1941 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1931) #5, !srcloc !29
  br label %1942

1942:                                             ; preds = %1940, %1932
  %1943 = phi i16 [ %1941, %1940 ], [ %1939, %1932 ]
  %1944 = add i32 %1572, %924
  %1945 = sext i32 %1944 to i64
  %1946 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1945
  store i16 %1943, ptr %1946, align 2, !tbaa !26
  %1947 = lshr i32 %523, 16
  %1948 = trunc nuw i32 %1947 to i16
  br i1 %571, label %1957, label %1949

1949:                                             ; preds = %1942
  %1950 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1948) #5, !srcloc !29
  %1951 = add i32 %1918, 8
  %1952 = sext i32 %1951 to i64
  %1953 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1952
  %1954 = load i16, ptr %1953, align 2, !tbaa !26
  %1955 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1954) #5, !srcloc !29
  %1956 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1950, i16 %1955) #5, !srcloc !30
  br label %1959

1957:                                             ; preds = %1942
  %1958 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1948) #5, !srcloc !29
  br label %1959

1959:                                             ; preds = %1957, %1949
  %1960 = phi i16 [ %1958, %1957 ], [ %1956, %1949 ]
  %1961 = add i32 %1589, %924
  %1962 = sext i32 %1961 to i64
  %1963 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1962
  store i16 %1960, ptr %1963, align 2, !tbaa !26
  %1964 = trunc i32 %522 to i16
  %1965 = mul i32 %14, 120
  %1966 = sext i32 %1965 to i64
  br i1 %571, label %1973, label %1967

1967:                                             ; preds = %1959
  %1968 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1964) #5, !srcloc !29
  %1969 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1966
  %1970 = load i16, ptr %1969, align 2, !tbaa !26
  %1971 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1970) #5, !srcloc !29
  %1972 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1968, i16 %1971) #5, !srcloc !30
  br label %1975

1973:                                             ; preds = %1959
  %1974 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1964) #5, !srcloc !29
  br label %1975

1975:                                             ; preds = %1973, %1967
  %1976 = phi i16 [ %1974, %1973 ], [ %1972, %1967 ]
  %1977 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1966
  store i16 %1976, ptr %1977, align 2, !tbaa !26
  %1978 = lshr i32 %522, 16
  %1979 = trunc nuw i32 %1978 to i16
  %1980 = mul i32 %14, 121
  %1981 = sext i32 %1980 to i64
  br i1 %571, label %1988, label %1982

1982:                                             ; preds = %1975
  %1983 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1979) #5, !srcloc !29
  %1984 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1981
  %1985 = load i16, ptr %1984, align 2, !tbaa !26
  %1986 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1985) #5, !srcloc !29
  %1987 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1983, i16 %1986) #5, !srcloc !30
  br label %1990

1988:                                             ; preds = %1975
  %1989 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1979) #5, !srcloc !29
  br label %1990

1990:                                             ; preds = %1988, %1982
  %1991 = phi i16 [ %1989, %1988 ], [ %1987, %1982 ]
  %1992 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1981
  store i16 %1991, ptr %1992, align 2, !tbaa !26
  %1993 = trunc i32 %521 to i16
  br i1 %571, label %2002, label %1994

1994:                                             ; preds = %1990
  %1995 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1993) #5, !srcloc !29
  %1996 = add i32 %1965, 8
  %1997 = sext i32 %1996 to i64
  %1998 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %1997
  %1999 = load i16, ptr %1998, align 2, !tbaa !26
  %2000 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %1999) #5, !srcloc !29
  %2001 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %1995, i16 %2000) #5, !srcloc !30
  br label %2004

2002:                                             ; preds = %1990
  %2003 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %1993) #5, !srcloc !29
  br label %2004

2004:                                             ; preds = %2002, %1994
  %2005 = phi i16 [ %2003, %2002 ], [ %2001, %1994 ]
  %2006 = add i32 %1572, %984
  %2007 = sext i32 %2006 to i64
  %2008 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2007
  store i16 %2005, ptr %2008, align 2, !tbaa !26
  %2009 = lshr i32 %521, 16
  %2010 = trunc nuw i32 %2009 to i16
  br i1 %571, label %2019, label %2011

2011:                                             ; preds = %2004
  %2012 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2010) #5, !srcloc !29
  %2013 = add i32 %1980, 8
  %2014 = sext i32 %2013 to i64
  %2015 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2014
  %2016 = load i16, ptr %2015, align 2, !tbaa !26
  %2017 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2016) #5, !srcloc !29
  %2018 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2012, i16 %2017) #5, !srcloc !30
  br label %2021

2019:                                             ; preds = %2004
  %2020 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2010) #5, !srcloc !29
  br label %2021

2021:                                             ; preds = %2019, %2011
  %2022 = phi i16 [ %2020, %2019 ], [ %2018, %2011 ]
  %2023 = add i32 %1589, %984
  %2024 = sext i32 %2023 to i64
  %2025 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2024
  store i16 %2022, ptr %2025, align 2, !tbaa !26
  %2026 = trunc i32 %520 to i16
  %2027 = add i32 %44, 64
  %2028 = sext i32 %2027 to i64
  br i1 %571, label %2035, label %2029

2029:                                             ; preds = %2021
  %2030 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2026) #5, !srcloc !29
  %2031 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2028
  %2032 = load i16, ptr %2031, align 2, !tbaa !26
  %2033 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2032) #5, !srcloc !29
  %2034 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2030, i16 %2033) #5, !srcloc !30
  br label %2037

2035:                                             ; preds = %2021
  %2036 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2026) #5, !srcloc !29
  br label %2037

2037:                                             ; preds = %2035, %2029
  %2038 = phi i16 [ %2036, %2035 ], [ %2034, %2029 ]
  %2039 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2028
  store i16 %2038, ptr %2039, align 2, !tbaa !26
  %2040 = lshr i32 %520, 16
  %2041 = trunc nuw i32 %2040 to i16
  br i1 %571, label %2050, label %2042

2042:                                             ; preds = %2037
  %2043 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2041) #5, !srcloc !29
  %2044 = add i32 %1546, 64
  %2045 = sext i32 %2044 to i64
  %2046 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2045
  %2047 = load i16, ptr %2046, align 2, !tbaa !26
  %2048 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2047) #5, !srcloc !29
  %2049 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2043, i16 %2048) #5, !srcloc !30
  br label %2052

2050:                                             ; preds = %2037
  %2051 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2041) #5, !srcloc !29
  br label %2052

2052:                                             ; preds = %2050, %2042
  %2053 = phi i16 [ %2051, %2050 ], [ %2049, %2042 ]
  %2054 = add i32 %2027, %14
  %2055 = sext i32 %2054 to i64
  %2056 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2055
  store i16 %2053, ptr %2056, align 2, !tbaa !26
  %2057 = trunc i32 %519 to i16
  br i1 %571, label %2066, label %2058

2058:                                             ; preds = %2052
  %2059 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2057) #5, !srcloc !29
  %2060 = add i32 %44, 72
  %2061 = sext i32 %2060 to i64
  %2062 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2061
  %2063 = load i16, ptr %2062, align 2, !tbaa !26
  %2064 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2063) #5, !srcloc !29
  %2065 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2059, i16 %2064) #5, !srcloc !30
  br label %2068

2066:                                             ; preds = %2052
  %2067 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2057) #5, !srcloc !29
  br label %2068

2068:                                             ; preds = %2066, %2058
  %2069 = phi i16 [ %2067, %2066 ], [ %2065, %2058 ]
  %2070 = or disjoint i32 %2027, 8
  %2071 = sext i32 %2070 to i64
  %2072 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2071
  store i16 %2069, ptr %2072, align 2, !tbaa !26
  %2073 = lshr i32 %519, 16
  %2074 = trunc nuw i32 %2073 to i16
  br i1 %571, label %2083, label %2075

2075:                                             ; preds = %2068
  %2076 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2074) #5, !srcloc !29
  %2077 = add i32 %1546, 72
  %2078 = sext i32 %2077 to i64
  %2079 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2078
  %2080 = load i16, ptr %2079, align 2, !tbaa !26
  %2081 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2080) #5, !srcloc !29
  %2082 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2076, i16 %2081) #5, !srcloc !30
  br label %2085

2083:                                             ; preds = %2068
  %2084 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2074) #5, !srcloc !29
  br label %2085

2085:                                             ; preds = %2083, %2075
  %2086 = phi i16 [ %2084, %2083 ], [ %2082, %2075 ]
  %2087 = add i32 %2070, %14
  %2088 = sext i32 %2087 to i64
  %2089 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2088
  store i16 %2086, ptr %2089, align 2, !tbaa !26
  %2090 = trunc i32 %518 to i16
  %2091 = add i32 %2027, %45
  %2092 = sext i32 %2091 to i64
  br i1 %571, label %2099, label %2093

2093:                                             ; preds = %2085
  %2094 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2090) #5, !srcloc !29
  %2095 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2092
  %2096 = load i16, ptr %2095, align 2, !tbaa !26
  %2097 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2096) #5, !srcloc !29
  %2098 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2094, i16 %2097) #5, !srcloc !30
  br label %2101

2099:                                             ; preds = %2085
  %2100 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2090) #5, !srcloc !29
  br label %2101

2101:                                             ; preds = %2099, %2093
  %2102 = phi i16 [ %2100, %2099 ], [ %2098, %2093 ]
  %2103 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2092
  store i16 %2102, ptr %2103, align 2, !tbaa !26
  %2104 = lshr i32 %518, 16
  %2105 = trunc nuw i32 %2104 to i16
  br i1 %571, label %2115, label %2106

2106:                                             ; preds = %2101
  %2107 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2105) #5, !srcloc !29
  %2108 = add i32 %1546, 64
  %2109 = add i32 %2108, %45
  %2110 = sext i32 %2109 to i64
  %2111 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2110
  %2112 = load i16, ptr %2111, align 2, !tbaa !26
  %2113 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2112) #5, !srcloc !29
  %2114 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2107, i16 %2113) #5, !srcloc !30
  br label %2117

2115:                                             ; preds = %2101
  %2116 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2105) #5, !srcloc !29
  br label %2117

2117:                                             ; preds = %2115, %2106
  %2118 = phi i16 [ %2116, %2115 ], [ %2114, %2106 ]
  %2119 = add i32 %2054, %45
  %2120 = sext i32 %2119 to i64
  %2121 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2120
  store i16 %2118, ptr %2121, align 2, !tbaa !26
  %2122 = trunc i32 %517 to i16
  br i1 %571, label %2131, label %2123

2123:                                             ; preds = %2117
  %2124 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2122) #5, !srcloc !29
  %2125 = add i32 %2091, 8
  %2126 = sext i32 %2125 to i64
  %2127 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2126
  %2128 = load i16, ptr %2127, align 2, !tbaa !26
  %2129 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2128) #5, !srcloc !29
  %2130 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2124, i16 %2129) #5, !srcloc !30
  br label %2133

2131:                                             ; preds = %2117
  %2132 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2122) #5, !srcloc !29
  br label %2133

2133:                                             ; preds = %2131, %2123
  %2134 = phi i16 [ %2132, %2131 ], [ %2130, %2123 ]
  %2135 = add i32 %2070, %45
  %2136 = sext i32 %2135 to i64
  %2137 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2136
  store i16 %2134, ptr %2137, align 2, !tbaa !26
  %2138 = lshr i32 %517, 16
  %2139 = trunc nuw i32 %2138 to i16
  br i1 %571, label %2149, label %2140

2140:                                             ; preds = %2133
  %2141 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2139) #5, !srcloc !29
  %2142 = add i32 %45, 72
  %2143 = add i32 %2142, %1546
  %2144 = sext i32 %2143 to i64
  %2145 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2144
  %2146 = load i16, ptr %2145, align 2, !tbaa !26
  %2147 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2146) #5, !srcloc !29
  %2148 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2141, i16 %2147) #5, !srcloc !30
  br label %2151

2149:                                             ; preds = %2133
  %2150 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2139) #5, !srcloc !29
  br label %2151

2151:                                             ; preds = %2149, %2140
  %2152 = phi i16 [ %2150, %2149 ], [ %2148, %2140 ]
  %2153 = add i32 %2087, %45
  %2154 = sext i32 %2153 to i64
  %2155 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2154
  store i16 %2152, ptr %2155, align 2, !tbaa !26
  %2156 = trunc i32 %516 to i16
  %2157 = add i32 %2027, %684
  %2158 = sext i32 %2157 to i64
  br i1 %571, label %2165, label %2159

2159:                                             ; preds = %2151
  %2160 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2156) #5, !srcloc !29
  %2161 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2158
  %2162 = load i16, ptr %2161, align 2, !tbaa !26
  %2163 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2162) #5, !srcloc !29
  %2164 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2160, i16 %2163) #5, !srcloc !30
  br label %2167

2165:                                             ; preds = %2151
  %2166 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2156) #5, !srcloc !29
  br label %2167

2167:                                             ; preds = %2165, %2159
  %2168 = phi i16 [ %2166, %2165 ], [ %2164, %2159 ]
  %2169 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2158
  store i16 %2168, ptr %2169, align 2, !tbaa !26
  %2170 = lshr i32 %516, 16
  %2171 = trunc nuw i32 %2170 to i16
  br i1 %571, label %2181, label %2172

2172:                                             ; preds = %2167
  %2173 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2171) #5, !srcloc !29
  %2174 = add i32 %1546, 64
  %2175 = add i32 %2174, %684
  %2176 = sext i32 %2175 to i64
  %2177 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2176
  %2178 = load i16, ptr %2177, align 2, !tbaa !26
  %2179 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2178) #5, !srcloc !29
  %2180 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2173, i16 %2179) #5, !srcloc !30
  br label %2183

2181:                                             ; preds = %2167
  %2182 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2171) #5, !srcloc !29
  br label %2183

2183:                                             ; preds = %2181, %2172
  %2184 = phi i16 [ %2182, %2181 ], [ %2180, %2172 ]
  %2185 = add i32 %2054, %684
  %2186 = sext i32 %2185 to i64
  %2187 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2186
  store i16 %2184, ptr %2187, align 2, !tbaa !26
  %2188 = trunc i32 %515 to i16
  br i1 %571, label %2197, label %2189

2189:                                             ; preds = %2183
  %2190 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2188) #5, !srcloc !29
  %2191 = sext i32 %2157 to i64
  %2192 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %2191
  %2193 = getelementptr i8, ptr %2192, i64 16
  %2194 = load i16, ptr %2193, align 2, !tbaa !26
  %2195 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2194) #5, !srcloc !29
  %2196 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2190, i16 %2195) #5, !srcloc !30
  br label %2199

2197:                                             ; preds = %2183
  %2198 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2188) #5, !srcloc !29
  br label %2199

2199:                                             ; preds = %2197, %2189
  %2200 = phi i16 [ %2198, %2197 ], [ %2196, %2189 ]
  %2201 = add i32 %2070, %684
  %2202 = sext i32 %2201 to i64
  %2203 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2202
  store i16 %2200, ptr %2203, align 2, !tbaa !26
  %2204 = lshr i32 %515, 16
  %2205 = trunc nuw i32 %2204 to i16
  br i1 %571, label %2215, label %2206

2206:                                             ; preds = %2199
  %2207 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2205) #5, !srcloc !29
  %2208 = add i32 %684, 72
  %2209 = add i32 %2208, %1546
  %2210 = sext i32 %2209 to i64
  %2211 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2210
  %2212 = load i16, ptr %2211, align 2, !tbaa !26
  %2213 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2212) #5, !srcloc !29
  %2214 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2207, i16 %2213) #5, !srcloc !30
  br label %2217

2215:                                             ; preds = %2199
  %2216 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2205) #5, !srcloc !29
  br label %2217

2217:                                             ; preds = %2215, %2206
  %2218 = phi i16 [ %2216, %2215 ], [ %2214, %2206 ]
  %2219 = add i32 %2087, %684
  %2220 = sext i32 %2219 to i64
  %2221 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2220
  store i16 %2218, ptr %2221, align 2, !tbaa !26
  %2222 = trunc i32 %514 to i16
  %2223 = add i32 %2027, %744
  %2224 = sext i32 %2223 to i64
  br i1 %571, label %2231, label %2225

2225:                                             ; preds = %2217
  %2226 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2222) #5, !srcloc !29
  %2227 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2224
  %2228 = load i16, ptr %2227, align 2, !tbaa !26
  %2229 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2228) #5, !srcloc !29
  %2230 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2226, i16 %2229) #5, !srcloc !30
  br label %2233

2231:                                             ; preds = %2217
  %2232 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2222) #5, !srcloc !29
  br label %2233

2233:                                             ; preds = %2231, %2225
  %2234 = phi i16 [ %2232, %2231 ], [ %2230, %2225 ]
  %2235 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2224
  store i16 %2234, ptr %2235, align 2, !tbaa !26
  %2236 = lshr i32 %514, 16
  %2237 = trunc nuw i32 %2236 to i16
  br i1 %571, label %2247, label %2238

2238:                                             ; preds = %2233
  %2239 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2237) #5, !srcloc !29
  %2240 = add i32 %1546, 64
  %2241 = add i32 %2240, %744
  %2242 = sext i32 %2241 to i64
  %2243 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2242
  %2244 = load i16, ptr %2243, align 2, !tbaa !26
  %2245 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2244) #5, !srcloc !29
  %2246 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2239, i16 %2245) #5, !srcloc !30
  br label %2249

2247:                                             ; preds = %2233
  %2248 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2237) #5, !srcloc !29
  br label %2249

2249:                                             ; preds = %2247, %2238
  %2250 = phi i16 [ %2248, %2247 ], [ %2246, %2238 ]
  %2251 = add i32 %2054, %744
  %2252 = sext i32 %2251 to i64
  %2253 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2252
  store i16 %2250, ptr %2253, align 2, !tbaa !26
  %2254 = trunc i32 %513 to i16
  br i1 %571, label %2263, label %2255

2255:                                             ; preds = %2249
  %2256 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2254) #5, !srcloc !29
  %2257 = add i32 %2223, 8
  %2258 = sext i32 %2257 to i64
  %2259 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2258
  %2260 = load i16, ptr %2259, align 2, !tbaa !26
  %2261 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2260) #5, !srcloc !29
  %2262 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2256, i16 %2261) #5, !srcloc !30
  br label %2265

2263:                                             ; preds = %2249
  %2264 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2254) #5, !srcloc !29
  br label %2265

2265:                                             ; preds = %2263, %2255
  %2266 = phi i16 [ %2264, %2263 ], [ %2262, %2255 ]
  %2267 = add i32 %2070, %744
  %2268 = sext i32 %2267 to i64
  %2269 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2268
  store i16 %2266, ptr %2269, align 2, !tbaa !26
  %2270 = lshr i32 %513, 16
  %2271 = trunc nuw i32 %2270 to i16
  br i1 %571, label %2281, label %2272

2272:                                             ; preds = %2265
  %2273 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2271) #5, !srcloc !29
  %2274 = add i32 %744, 72
  %2275 = add i32 %2274, %1546
  %2276 = sext i32 %2275 to i64
  %2277 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2276
  %2278 = load i16, ptr %2277, align 2, !tbaa !26
  %2279 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2278) #5, !srcloc !29
  %2280 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2273, i16 %2279) #5, !srcloc !30
  br label %2283

2281:                                             ; preds = %2265
  %2282 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2271) #5, !srcloc !29
  br label %2283

2283:                                             ; preds = %2281, %2272
  %2284 = phi i16 [ %2282, %2281 ], [ %2280, %2272 ]
  %2285 = add i32 %2087, %744
  %2286 = sext i32 %2285 to i64
  %2287 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2286
  store i16 %2284, ptr %2287, align 2, !tbaa !26
  %2288 = trunc i32 %512 to i16
  %2289 = add i32 %2027, %804
  %2290 = sext i32 %2289 to i64
  br i1 %571, label %2297, label %2291

2291:                                             ; preds = %2283
  %2292 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2288) #5, !srcloc !29
  %2293 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2290
  %2294 = load i16, ptr %2293, align 2, !tbaa !26
  %2295 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2294) #5, !srcloc !29
  %2296 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2292, i16 %2295) #5, !srcloc !30
  br label %2299

2297:                                             ; preds = %2283
  %2298 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2288) #5, !srcloc !29
  br label %2299

2299:                                             ; preds = %2297, %2291
  %2300 = phi i16 [ %2298, %2297 ], [ %2296, %2291 ]
  %2301 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2290
  store i16 %2300, ptr %2301, align 2, !tbaa !26
  %2302 = lshr i32 %512, 16
  %2303 = trunc nuw i32 %2302 to i16
  br i1 %571, label %2313, label %2304

2304:                                             ; preds = %2299
  %2305 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2303) #5, !srcloc !29
  %2306 = add i32 %1546, 64
  %2307 = add i32 %2306, %804
  %2308 = sext i32 %2307 to i64
  %2309 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2308
  %2310 = load i16, ptr %2309, align 2, !tbaa !26
  %2311 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2310) #5, !srcloc !29
  %2312 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2305, i16 %2311) #5, !srcloc !30
  br label %2315

2313:                                             ; preds = %2299
  %2314 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2303) #5, !srcloc !29
  br label %2315

2315:                                             ; preds = %2313, %2304
  %2316 = phi i16 [ %2314, %2313 ], [ %2312, %2304 ]
  %2317 = add i32 %2054, %804
  %2318 = sext i32 %2317 to i64
  %2319 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2318
  store i16 %2316, ptr %2319, align 2, !tbaa !26
  %2320 = trunc i32 %511 to i16
  br i1 %571, label %2329, label %2321

2321:                                             ; preds = %2315
  %2322 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2320) #5, !srcloc !29
  %2323 = sext i32 %2289 to i64
  %2324 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %2323
  %2325 = getelementptr i8, ptr %2324, i64 16
  %2326 = load i16, ptr %2325, align 2, !tbaa !26
  %2327 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2326) #5, !srcloc !29
  %2328 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2322, i16 %2327) #5, !srcloc !30
  br label %2331

2329:                                             ; preds = %2315
  %2330 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2320) #5, !srcloc !29
  br label %2331

2331:                                             ; preds = %2329, %2321
  %2332 = phi i16 [ %2330, %2329 ], [ %2328, %2321 ]
  %2333 = add i32 %2070, %804
  %2334 = sext i32 %2333 to i64
  %2335 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2334
  store i16 %2332, ptr %2335, align 2, !tbaa !26
  %2336 = lshr i32 %511, 16
  %2337 = trunc nuw i32 %2336 to i16
  br i1 %571, label %2347, label %2338

2338:                                             ; preds = %2331
  %2339 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2337) #5, !srcloc !29
  %2340 = add i32 %804, 72
  %2341 = add i32 %2340, %1546
  %2342 = sext i32 %2341 to i64
  %2343 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2342
  %2344 = load i16, ptr %2343, align 2, !tbaa !26
  %2345 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2344) #5, !srcloc !29
  %2346 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2339, i16 %2345) #5, !srcloc !30
  br label %2349

2347:                                             ; preds = %2331
  %2348 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2337) #5, !srcloc !29
  br label %2349

2349:                                             ; preds = %2347, %2338
  %2350 = phi i16 [ %2348, %2347 ], [ %2346, %2338 ]
  %2351 = add i32 %2087, %804
  %2352 = sext i32 %2351 to i64
  %2353 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2352
  store i16 %2350, ptr %2353, align 2, !tbaa !26
  %2354 = trunc i32 %510 to i16
  %2355 = add i32 %2027, %864
  %2356 = sext i32 %2355 to i64
  br i1 %571, label %2363, label %2357

2357:                                             ; preds = %2349
  %2358 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2354) #5, !srcloc !29
  %2359 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2356
  %2360 = load i16, ptr %2359, align 2, !tbaa !26
  %2361 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2360) #5, !srcloc !29
  %2362 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2358, i16 %2361) #5, !srcloc !30
  br label %2365

2363:                                             ; preds = %2349
  %2364 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2354) #5, !srcloc !29
  br label %2365

2365:                                             ; preds = %2363, %2357
  %2366 = phi i16 [ %2364, %2363 ], [ %2362, %2357 ]
  %2367 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2356
  store i16 %2366, ptr %2367, align 2, !tbaa !26
  %2368 = lshr i32 %510, 16
  %2369 = trunc nuw i32 %2368 to i16
  br i1 %571, label %2379, label %2370

2370:                                             ; preds = %2365
  %2371 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2369) #5, !srcloc !29
  %2372 = add i32 %1546, 64
  %2373 = add i32 %2372, %864
  %2374 = sext i32 %2373 to i64
  %2375 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2374
  %2376 = load i16, ptr %2375, align 2, !tbaa !26
  %2377 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2376) #5, !srcloc !29
  %2378 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2371, i16 %2377) #5, !srcloc !30
  br label %2381

2379:                                             ; preds = %2365
  %2380 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2369) #5, !srcloc !29
  br label %2381

2381:                                             ; preds = %2379, %2370
  %2382 = phi i16 [ %2380, %2379 ], [ %2378, %2370 ]
  %2383 = add i32 %2054, %864
  %2384 = sext i32 %2383 to i64
  %2385 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2384
  store i16 %2382, ptr %2385, align 2, !tbaa !26
  %2386 = trunc i32 %509 to i16
  br i1 %571, label %2395, label %2387

2387:                                             ; preds = %2381
  %2388 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2386) #5, !srcloc !29
  %2389 = add i32 %2355, 8
  %2390 = sext i32 %2389 to i64
  %2391 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2390
  %2392 = load i16, ptr %2391, align 2, !tbaa !26
  %2393 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2392) #5, !srcloc !29
  %2394 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2388, i16 %2393) #5, !srcloc !30
  br label %2397

2395:                                             ; preds = %2381
  %2396 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2386) #5, !srcloc !29
  br label %2397

2397:                                             ; preds = %2395, %2387
  %2398 = phi i16 [ %2396, %2395 ], [ %2394, %2387 ]
  %2399 = add i32 %2070, %864
  %2400 = sext i32 %2399 to i64
  %2401 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2400
  store i16 %2398, ptr %2401, align 2, !tbaa !26
  %2402 = lshr i32 %509, 16
  %2403 = trunc nuw i32 %2402 to i16
  br i1 %571, label %2413, label %2404

2404:                                             ; preds = %2397
  %2405 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2403) #5, !srcloc !29
  %2406 = add i32 %864, 72
  %2407 = add i32 %2406, %1546
  %2408 = sext i32 %2407 to i64
  %2409 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2408
  %2410 = load i16, ptr %2409, align 2, !tbaa !26
  %2411 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2410) #5, !srcloc !29
  %2412 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2405, i16 %2411) #5, !srcloc !30
  br label %2415

2413:                                             ; preds = %2397
  %2414 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2403) #5, !srcloc !29
  br label %2415

2415:                                             ; preds = %2413, %2404
  %2416 = phi i16 [ %2414, %2413 ], [ %2412, %2404 ]
  %2417 = add i32 %2087, %864
  %2418 = sext i32 %2417 to i64
  %2419 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2418
  store i16 %2416, ptr %2419, align 2, !tbaa !26
  %2420 = trunc i32 %508 to i16
  %2421 = add i32 %2027, %924
  %2422 = sext i32 %2421 to i64
  br i1 %571, label %2429, label %2423

2423:                                             ; preds = %2415
  %2424 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2420) #5, !srcloc !29
  %2425 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2422
  %2426 = load i16, ptr %2425, align 2, !tbaa !26
  %2427 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2426) #5, !srcloc !29
  %2428 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2424, i16 %2427) #5, !srcloc !30
  br label %2431

2429:                                             ; preds = %2415
  %2430 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2420) #5, !srcloc !29
  br label %2431

2431:                                             ; preds = %2429, %2423
  %2432 = phi i16 [ %2430, %2429 ], [ %2428, %2423 ]
  %2433 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2422
  store i16 %2432, ptr %2433, align 2, !tbaa !26
  %2434 = lshr i32 %508, 16
  %2435 = trunc nuw i32 %2434 to i16
  br i1 %571, label %2445, label %2436

2436:                                             ; preds = %2431
  %2437 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2435) #5, !srcloc !29
  %2438 = add i32 %1546, 64
  %2439 = add i32 %2438, %924
  %2440 = sext i32 %2439 to i64
  %2441 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2440
  %2442 = load i16, ptr %2441, align 2, !tbaa !26
  %2443 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2442) #5, !srcloc !29
  %2444 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2437, i16 %2443) #5, !srcloc !30
  br label %2447

2445:                                             ; preds = %2431
  %2446 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2435) #5, !srcloc !29
  br label %2447

2447:                                             ; preds = %2445, %2436
  %2448 = phi i16 [ %2446, %2445 ], [ %2444, %2436 ]
  %2449 = add i32 %2054, %924
  %2450 = sext i32 %2449 to i64
  %2451 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2450
  store i16 %2448, ptr %2451, align 2, !tbaa !26
  %2452 = trunc i32 %507 to i16
  br i1 %571, label %2461, label %2453

2453:                                             ; preds = %2447
  %2454 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2452) #5, !srcloc !29
  %2455 = sext i32 %2421 to i64
  %2456 = getelementptr %"struct.cutlass::half_t", ptr %56, i64 %2455
  %2457 = getelementptr i8, ptr %2456, i64 16
  %2458 = load i16, ptr %2457, align 2, !tbaa !26
  %2459 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2458) #5, !srcloc !29
  %2460 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2454, i16 %2459) #5, !srcloc !30
  br label %2463

2461:                                             ; preds = %2447
  %2462 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2452) #5, !srcloc !29
  br label %2463

2463:                                             ; preds = %2461, %2453
  %2464 = phi i16 [ %2462, %2461 ], [ %2460, %2453 ]
  %2465 = add i32 %2070, %924
  %2466 = sext i32 %2465 to i64
  %2467 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2466
  store i16 %2464, ptr %2467, align 2, !tbaa !26
  %2468 = lshr i32 %507, 16
  %2469 = trunc nuw i32 %2468 to i16
  br i1 %571, label %2479, label %2470

2470:                                             ; preds = %2463
  %2471 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2469) #5, !srcloc !29
  %2472 = add i32 %924, 72
  %2473 = add i32 %2472, %1546
  %2474 = sext i32 %2473 to i64
  %2475 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2474
  %2476 = load i16, ptr %2475, align 2, !tbaa !26
  %2477 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2476) #5, !srcloc !29
  %2478 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2471, i16 %2477) #5, !srcloc !30
  br label %2481

2479:                                             ; preds = %2463
  %2480 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2469) #5, !srcloc !29
  br label %2481

2481:                                             ; preds = %2479, %2470
  %2482 = phi i16 [ %2480, %2479 ], [ %2478, %2470 ]
  %2483 = add i32 %2087, %924
  %2484 = sext i32 %2483 to i64
  %2485 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2484
  store i16 %2482, ptr %2485, align 2, !tbaa !26
  %2486 = trunc i32 %506 to i16
  %2487 = add i32 %2027, %984
  %2488 = sext i32 %2487 to i64
  br i1 %571, label %2495, label %2489

2489:                                             ; preds = %2481
  %2490 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2486) #5, !srcloc !29
  %2491 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2488
  %2492 = load i16, ptr %2491, align 2, !tbaa !26
  %2493 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2492) #5, !srcloc !29
  %2494 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2490, i16 %2493) #5, !srcloc !30
  br label %2497

2495:                                             ; preds = %2481
  %2496 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2486) #5, !srcloc !29
  br label %2497

2497:                                             ; preds = %2495, %2489
  %2498 = phi i16 [ %2496, %2495 ], [ %2494, %2489 ]
  %2499 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2488
  store i16 %2498, ptr %2499, align 2, !tbaa !26
  %2500 = lshr i32 %506, 16
  %2501 = trunc nuw i32 %2500 to i16
  br i1 %571, label %2511, label %2502

2502:                                             ; preds = %2497
  %2503 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2501) #5, !srcloc !29
  %2504 = add i32 %1546, 64
  %2505 = add i32 %2504, %984
  %2506 = sext i32 %2505 to i64
  %2507 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2506
  %2508 = load i16, ptr %2507, align 2, !tbaa !26
  %2509 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2508) #5, !srcloc !29
  %2510 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2503, i16 %2509) #5, !srcloc !30
  br label %2513

2511:                                             ; preds = %2497
  %2512 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2501) #5, !srcloc !29
  br label %2513

2513:                                             ; preds = %2511, %2502
  %2514 = phi i16 [ %2512, %2511 ], [ %2510, %2502 ]
  %2515 = add i32 %2054, %984
  %2516 = sext i32 %2515 to i64
  %2517 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2516
  store i16 %2514, ptr %2517, align 2, !tbaa !26
  %2518 = trunc i32 %505 to i16
  br i1 %571, label %2527, label %2519

2519:                                             ; preds = %2513
  %2520 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2518) #5, !srcloc !29
  %2521 = add i32 %2487, 8
  %2522 = sext i32 %2521 to i64
  %2523 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2522
  %2524 = load i16, ptr %2523, align 2, !tbaa !26
  %2525 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2524) #5, !srcloc !29
  %2526 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2520, i16 %2525) #5, !srcloc !30
  br label %2529

2527:                                             ; preds = %2513
  %2528 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2518) #5, !srcloc !29
  br label %2529

2529:                                             ; preds = %2527, %2519
  %2530 = phi i16 [ %2528, %2527 ], [ %2526, %2519 ]
  %2531 = add i32 %2070, %984
  %2532 = sext i32 %2531 to i64
  %2533 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2532
  store i16 %2530, ptr %2533, align 2, !tbaa !26
  %2534 = lshr i32 %505, 16
  %2535 = trunc nuw i32 %2534 to i16
  br i1 %571, label %2545, label %2536

2536:                                             ; preds = %2529
  %2537 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2535) #5, !srcloc !29
  %2538 = add i32 %984, 72
  %2539 = add i32 %2538, %1546
  %2540 = sext i32 %2539 to i64
  %2541 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2540
  %2542 = load i16, ptr %2541, align 2, !tbaa !26
  %2543 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %569, i16 %2542) #5, !srcloc !29
  %2544 = call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %2537, i16 %2543) #5, !srcloc !30
  br label %2547

2545:                                             ; preds = %2529
  %2546 = call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %572, i16 %2535) #5, !srcloc !29
  br label %2547

2547:                                             ; preds = %2545, %2536
  %2548 = phi i16 [ %2546, %2545 ], [ %2544, %2536 ]
  %2549 = add i32 %2087, %984
  %2550 = sext i32 %2549 to i64
  %2551 = getelementptr inbounds %"struct.cutlass::half_t", ptr %56, i64 %2550
  store i16 %2548, ptr %2551, align 2, !tbaa !26
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind memory(none) }

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
!11 = !{i64 45342582, i64 45342593, i64 45342617, i64 45342642, i64 45342681, i64 45342710, i64 45342741}
!12 = !{i64 47277061, i64 47277065, i64 47277131}
!13 = !{i64 45339036}
!14 = !{i64 45339266}
!15 = !{i64 47283392, i64 47283396, i64 47283466}
!16 = !{i64 46739862}
!17 = !{i64 47277812, i64 47277816, i64 47277852, i64 47277877, i64 47277951, i64 47277980, i64 47278013, i64 47278034}
!18 = !{i64 42483186}
!19 = !{i64 42495080, i64 42495093, i64 42495117, i64 42495150, i64 42495372}
!20 = !{i64 42484019}
!21 = !{i64 42483594}
!22 = !{i64 47280584, i64 47280588, i64 47280643}
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !{!27, !27, i64 0}
!27 = !{!"short", !8, i64 0}
!28 = !{i64 2158983469}
!29 = !{i64 2160334745, i64 2160334772}
!30 = !{i64 2160304409, i64 2160304436}
!31 = distinct !{!31, !24, !25}
