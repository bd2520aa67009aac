; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$OVERLAY -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument -DCUTLASS_ARCH_MMA_SM100_SUPPORTED=1 -DCUTLASS_ARCH_MMA_SM100_ENABLED=1 -DCUTLASS_ARCH_MMA_SM100A_ENABLED=1 $CUTLASS/examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu -o cute-tcgen05-2sm-epi-sm_100a.clang22.ll
; $OVERLAY: CUTLASS's cute/arch/copy_sm100.hpp with the commas its tcgen05.cp asm operand lists lack
; ModuleID = '$CUTLASS/examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/blackwell/05_mma_tma_epi_sm100.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.thrust::THRUST_300001_SM_1000_NS::cuda_cub::__uninitialized_fill::functor" = type <{ %"class.thrust::THRUST_300001_SM_1000_NS::device_ptr", float, [4 x i8] }>
%"class.thrust::THRUST_300001_SM_1000_NS::device_ptr" = type { %"class.thrust::THRUST_300001_SM_1000_NS::pointer" }
%"class.thrust::THRUST_300001_SM_1000_NS::pointer" = type { %"class.thrust::THRUST_300001_SM_1000_NS::iterator_adaptor" }
%"class.thrust::THRUST_300001_SM_1000_NS::iterator_adaptor" = type { ptr }
%"struct.cute::Tensor" = type { %"struct.cute::tuple" }
%"struct.cute::tuple" = type { %"struct.cute::eso::ESO.base", [3 x i8] }
%"struct.cute::eso::ESO.base" = type <{ %"struct.cute::Layout", i8 }>
%"struct.cute::Layout" = type { %"struct.cute::tuple.0" }
%"struct.cute::tuple.0" = type { %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { %"struct.cute::tuple.2" }
%"struct.cute::tuple.2" = type { %"struct.cute::eso::ESO.3" }
%"struct.cute::eso::ESO.3" = type { i32, %"struct.cute::eso::ESO.4" }
%"struct.cute::eso::ESO.4" = type { i32 }
%"struct.cute::tuple.5" = type { i8 }
%"struct.cute::tuple.8" = type { i8 }
%"struct.cute::TiledMMA" = type { %"struct.cute::MMA_Atom.base.12", [3 x i8] }
%"struct.cute::MMA_Atom.base.12" = type { %"struct.cute::MMA_Atom.base" }
%"struct.cute::MMA_Atom.base" = type { %"struct.cute::MMA_Traits.base" }
%"struct.cute::MMA_Traits.base" = type <{ %"union.cute::UMMA::InstrDescriptor", i8 }>
%"union.cute::UMMA::InstrDescriptor" = type { i32 }
%"struct.cute::tuple.13" = type { i8 }
%"struct.cute::Copy_Atom" = type { %"struct.cute::Copy_Traits.base", [127 x i8] }
%"struct.cute::Copy_Traits.base" = type <{ %struct.CUtensorMap_st, i8 }>
%struct.CUtensorMap_st = type { [16 x i64] }
%"struct.cute::Copy_Atom.16" = type { %"struct.cute::Copy_Traits.base.18", [127 x i8] }
%"struct.cute::Copy_Traits.base.18" = type <{ %struct.CUtensorMap_st, i8 }>
%"struct.cute::Copy_Atom.20" = type { %"struct.cute::Copy_Traits.base.22", [127 x i8] }
%"struct.cute::Copy_Traits.base.22" = type <{ %struct.CUtensorMap_st, i8 }>
%printf_args.731 = type { i32 }
%printf_args.730 = type { i32 }
%printf_args.729 = type { ptr }
%printf_args.733 = type { i32 }
%printf_args.732 = type { i32 }
%printf_args.736 = type { i32 }
%printf_args.734 = type { i32 }
%printf_args.1707 = type { i32, i32 }
%printf_args.1706 = type { ptr }
%printf_args.1705 = type { i32, i32, i32 }
%printf_args.1384 = type { i32 }
%printf_args = type { i32 }
%printf_args.156 = type { i32 }
%printf_args.157 = type { i32 }
%printf_args.158 = type { i32 }
%"struct.cutlass::half_t" = type { i16 }

$_ZN3cub18CUB_300001_SM_10006detail11EmptyKernelIvEEvv = comdat any

$_ZN3cub18CUB_300001_SM_10006detail8for_each13static_kernelINS2_12policy_hub_t12policy_500_tEmN6thrust24THRUST_300001_SM_1000_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_ = comdat any

$_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_ffN4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEESN_NS4_IS6_NS7_ILi32EEENS9_INSA_IJNSA_IJNSA_IJNSB_ILi8EEESD_EEENSA_IJNSB_ILi32EEENSB_ILi2EEEEEEEEEEEENSA_IJNSA_IJNSA_IJSR_NSB_ILi256EEEEEENSA_IJSF_NSB_ILi4096EEEEEEEEEEEEEEEES13_ENS3_6TensorINS3_10ViewEngineINS3_23ArithmeticTupleIteratorINS3_15ArithmeticTupleIJSK_SK_EEEEEEENS9_INSA_IJiiEEENSA_IJNS3_11ScaledBasisISF_JLi1EEEENS1D_ISF_JLi0EEEEEEEEEEES1I_S1I_S1I_NSA_IJSW_SW_SI_EEENSA_IJSC_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_26SM100_MMA_F16BF16_2x1SM_SSIS2_S2_fLi256ELi256ELNS3_4UMMA5MajorE0ELS1P_0ELNS1O_7ScaleInE0ELS1Q_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1W_S1W_EEEEENSA_IJSG_SG_SF_EEENS3_9Copy_AtomIJNS3_11Copy_TraitsINS3_28SM100_TMA_2SM_LOAD_MULTICASTEJNSB_ILi131072EEENS3_12AuxTmaParamsIS1G_RKNS9_INSA_IJSI_SC_EEES1G_EERKS6_EEEEES2_EEES2D_NS20_IJNS21_INS3_13SM90_TMA_LOADEJS23_NS24_IS1G_RKNS9_INSA_IJSR_SC_EEES1G_EES2A_EEEEEfEEENS20_IJNS21_INS3_14SM90_TMA_STOREEJS23_S2J_EEEfEEEffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_T9_T10_T11_T12_T13_ = comdat any

@.str = private unnamed_addr constant [5 x i8] c"mA:\09\00", align 1
@.str1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"mB:\09\00", align 1
@.str3 = private unnamed_addr constant [5 x i8] c"mC:\09\00", align 1
@.str4 = private unnamed_addr constant [5 x i8] c"mD:\09\00", align 1
@.str5 = private unnamed_addr constant [5 x i8] c"gA:\09\00", align 1
@.str6 = private unnamed_addr constant [5 x i8] c"gB:\09\00", align 1
@.str7 = private unnamed_addr constant [5 x i8] c"gC:\09\00", align 1
@.str8 = private unnamed_addr constant [5 x i8] c"gD:\09\00", align 1
@shared_memory = external dso_local addrspace(3) global [0 x i8], align 1
@.str9 = private unnamed_addr constant [7 x i8] c"tCgA:\09\00", align 1
@.str10 = private unnamed_addr constant [7 x i8] c"tCgB:\09\00", align 1
@.str11 = private unnamed_addr constant [7 x i8] c"tCgC:\09\00", align 1
@.str12 = private unnamed_addr constant [7 x i8] c"tCgD:\09\00", align 1
@.str13 = private unnamed_addr constant [7 x i8] c"tCsA:\09\00", align 1
@.str14 = private unnamed_addr constant [7 x i8] c"tCsB:\09\00", align 1
@.str15 = private unnamed_addr constant [7 x i8] c"tCrA:\09\00", align 1
@.str16 = private unnamed_addr constant [7 x i8] c"tCrB:\09\00", align 1
@.str17 = private unnamed_addr constant [9 x i8] c"tCtAcc:\09\00", align 1
@.str18 = private unnamed_addr constant [7 x i8] c"tAgA:\09\00", align 1
@.str19 = private unnamed_addr constant [7 x i8] c"tAsA:\09\00", align 1
@.str20 = private unnamed_addr constant [7 x i8] c"tBgB:\09\00", align 1
@.str21 = private unnamed_addr constant [7 x i8] c"tBsB:\09\00", align 1
@.str22 = private unnamed_addr constant [27 x i8] c"tma_transaction_bytes: %d\0A\00", align 1
@.str23 = private unnamed_addr constant [22 x i8] c"tma_mcast_mask_a: %x\0A\00", align 1
@.str24 = private unnamed_addr constant [22 x i8] c"tma_mcast_mask_b: %x\0A\00", align 1
@.str25 = private unnamed_addr constant [22 x i8] c"mma_mcast_mask_c: %x\0A\00", align 1
@.str26 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str27 = private unnamed_addr constant [4 x i8] c" o \00", align 1
@.str28 = private unnamed_addr constant [11 x i8] c"ArithTuple\00", align 1
@.str29 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str30 = private unnamed_addr constant [2 x i8] c"_\00", align 1
@.str31 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str32 = private unnamed_addr constant [2 x i8] c":\00", align 1
@.str33 = private unnamed_addr constant [4 x i8] c"@%d\00", align 1
@.str34 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str35 = private unnamed_addr constant [13 x i8] c"Sw<%d,%d,%d>\00", align 1
@.str36 = private unnamed_addr constant [6 x i8] c"smem_\00", align 1
@.str37 = private unnamed_addr constant [5 x i8] c"ptr[\00", align 1
@.str38 = private unnamed_addr constant [7 x i8] c"b](%p)\00", align 1
@.str39 = private unnamed_addr constant [25 x i8] c"UMMA::DescriptorIterator\00", align 1
@.str40 = private unnamed_addr constant [7 x i8] c"tmem_[\00", align 1
@.str41 = private unnamed_addr constant [16 x i8] c"b](0x%04x.%04x)\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden ptx_kernel void @_ZN3cub18CUB_300001_SM_10006detail11EmptyKernelIvEEvv() local_unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden ptx_kernel void @_ZN3cub18CUB_300001_SM_10006detail8for_each13static_kernelINS2_12policy_hub_t12policy_500_tEmN6thrust24THRUST_300001_SM_1000_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_(i64 noundef %0, ptr noundef readonly byval(%"struct.thrust::THRUST_300001_SM_1000_NS::cuda_cub::__uninitialized_fill::functor") align 8 captures(none) %1) local_unnamed_addr #1 comdat {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = shl nuw nsw i64 %4, 9
  %6 = sub i64 %0, %5
  %7 = icmp ugt i64 %6, 511
  %8 = load i64, ptr %1, align 8
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %10 = load float, ptr %9, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = inttoptr i64 %8 to ptr
  %13 = getelementptr inbounds nuw float, ptr %12, i64 %5
  %14 = zext nneg i32 %11 to i64
  br i1 %7, label %15, label %20

15:                                               ; preds = %2
  %16 = getelementptr inbounds nuw float, ptr %13, i64 %14
  store float %10, ptr %16, align 4, !tbaa !11
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw float, ptr %13, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 1024
  store float %10, ptr %19, align 4, !tbaa !11
  br label %30

20:                                               ; preds = %2
  %21 = icmp samesign ugt i64 %6, %14
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = getelementptr inbounds nuw float, ptr %13, i64 %14
  store float %10, ptr %23, align 4, !tbaa !11
  br label %24

24:                                               ; preds = %22, %20
  %25 = add nuw nsw i32 %11, 256
  %26 = zext nneg i32 %25 to i64
  %27 = icmp samesign ugt i64 %6, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = getelementptr inbounds nuw float, ptr %13, i64 %26
  store float %10, ptr %29, align 4, !tbaa !11
  br label %30

30:                                               ; preds = %24, %28, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_ffN4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEESN_NS4_IS6_NS7_ILi32EEENS9_INSA_IJNSA_IJNSA_IJNSB_ILi8EEESD_EEENSA_IJNSB_ILi32EEENSB_ILi2EEEEEEEEEEEENSA_IJNSA_IJNSA_IJSR_NSB_ILi256EEEEEENSA_IJSF_NSB_ILi4096EEEEEEEEEEEEEEEES13_ENS3_6TensorINS3_10ViewEngineINS3_23ArithmeticTupleIteratorINS3_15ArithmeticTupleIJSK_SK_EEEEEEENS9_INSA_IJiiEEENSA_IJNS3_11ScaledBasisISF_JLi1EEEENS1D_ISF_JLi0EEEEEEEEEEES1I_S1I_S1I_NSA_IJSW_SW_SI_EEENSA_IJSC_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_26SM100_MMA_F16BF16_2x1SM_SSIS2_S2_fLi256ELi256ELNS3_4UMMA5MajorE0ELS1P_0ELNS1O_7ScaleInE0ELS1Q_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1W_S1W_EEEEENSA_IJSG_SG_SF_EEENS3_9Copy_AtomIJNS3_11Copy_TraitsINS3_28SM100_TMA_2SM_LOAD_MULTICASTEJNSB_ILi131072EEENS3_12AuxTmaParamsIS1G_RKNS9_INSA_IJSI_SC_EEES1G_EERKS6_EEEEES2_EEES2D_NS20_IJNS21_INS3_13SM90_TMA_LOADEJS23_NS24_IS1G_RKNS9_INSA_IJSR_SC_EEES1G_EES2A_EEEEEfEEENS20_IJNS21_INS3_14SM90_TMA_STOREEJS23_S2J_EEEfEEEffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_T9_T10_T11_T12_T13_(ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %0, ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %1, ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %2, ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %3, ptr noundef readnone byval(%"struct.cute::tuple.5") align 1 captures(none) %4, ptr noundef readnone byval(%"struct.cute::tuple.8") align 1 captures(none) %5, ptr noundef byval(%"struct.cute::TiledMMA") align 4 captures(none) %6, ptr noundef readnone byval(%"struct.cute::tuple.13") align 1 captures(none) %7, ptr noundef byval(%"struct.cute::Copy_Atom") align 128 "nvvm.grid_constant" %8, ptr noundef byval(%"struct.cute::Copy_Atom") align 128 "nvvm.grid_constant" %9, ptr noundef byval(%"struct.cute::Copy_Atom.16") align 128 "nvvm.grid_constant" %10, ptr noundef byval(%"struct.cute::Copy_Atom.20") align 128 "nvvm.grid_constant" %11, float noundef %12, float noundef %13) local_unnamed_addr #4 comdat {
  %15 = alloca %printf_args.731, align 8
  %16 = alloca %printf_args.731, align 8
  %17 = alloca %printf_args.730, align 8
  %18 = alloca %printf_args.730, align 8
  %19 = alloca %printf_args.730, align 8
  %20 = alloca %printf_args.731, align 8
  %21 = alloca %printf_args.731, align 8
  %22 = alloca %printf_args.730, align 8
  %23 = alloca %printf_args.730, align 8
  %24 = alloca %printf_args.730, align 8
  %25 = alloca %printf_args.730, align 8
  %26 = alloca %printf_args.730, align 8
  %27 = alloca %printf_args.730, align 8
  %28 = alloca %printf_args.730, align 8
  %29 = alloca %printf_args.731, align 8
  %30 = alloca %printf_args.731, align 8
  %31 = alloca %printf_args.731, align 8
  %32 = alloca %printf_args.730, align 8
  %33 = alloca %printf_args.730, align 8
  %34 = alloca %printf_args.730, align 8
  %35 = alloca %printf_args.731, align 8
  %36 = alloca %printf_args.730, align 8
  %37 = alloca %printf_args.730, align 8
  %38 = alloca %printf_args.730, align 8
  %39 = alloca %printf_args.730, align 8
  %40 = alloca %printf_args.730, align 8
  %41 = alloca %printf_args.730, align 8
  %42 = alloca %printf_args.730, align 8
  %43 = alloca %printf_args.729, align 8
  %44 = alloca %printf_args.729, align 8
  %45 = alloca %printf_args.731, align 8
  %46 = alloca %printf_args.731, align 8
  %47 = alloca %printf_args.733, align 8
  %48 = alloca %printf_args.732, align 8
  %49 = alloca %printf_args.730, align 8
  %50 = alloca %printf_args.730, align 8
  %51 = alloca %printf_args.730, align 8
  %52 = alloca %printf_args.731, align 8
  %53 = alloca %printf_args.731, align 8
  %54 = alloca %printf_args.733, align 8
  %55 = alloca %printf_args.732, align 8
  %56 = alloca %printf_args.730, align 8
  %57 = alloca %printf_args.730, align 8
  %58 = alloca %printf_args.730, align 8
  %59 = alloca %printf_args.731, align 8
  %60 = alloca %printf_args.730, align 8
  %61 = alloca %printf_args.730, align 8
  %62 = alloca %printf_args.730, align 8
  %63 = alloca %printf_args.731, align 8
  %64 = alloca %printf_args.730, align 8
  %65 = alloca %printf_args.730, align 8
  %66 = alloca %printf_args.730, align 8
  %67 = alloca %printf_args.731, align 8
  %68 = alloca %printf_args.736, align 8
  %69 = alloca %printf_args.730, align 8
  %70 = alloca %printf_args.730, align 8
  %71 = alloca %printf_args.730, align 8
  %72 = alloca %printf_args.731, align 8
  %73 = alloca %printf_args.736, align 8
  %74 = alloca %printf_args.730, align 8
  %75 = alloca %printf_args.730, align 8
  %76 = alloca %printf_args.730, align 8
  %77 = alloca %printf_args.731, align 8
  %78 = alloca %printf_args.731, align 8
  %79 = alloca %printf_args.730, align 8
  %80 = alloca %printf_args.730, align 8
  %81 = alloca %printf_args.730, align 8
  %82 = alloca %printf_args.731, align 8
  %83 = alloca %printf_args.731, align 8
  %84 = alloca %printf_args.730, align 8
  %85 = alloca %printf_args.730, align 8
  %86 = alloca %printf_args.730, align 8
  %87 = alloca %printf_args.731, align 8
  %88 = alloca %printf_args.730, align 8
  %89 = alloca %printf_args.730, align 8
  %90 = alloca %printf_args.730, align 8
  %91 = alloca %printf_args.731, align 8
  %92 = alloca %printf_args.730, align 8
  %93 = alloca %printf_args.730, align 8
  %94 = alloca %printf_args.730, align 8
  %95 = alloca %printf_args.731, align 8
  %96 = alloca %printf_args.730, align 8
  %97 = alloca %printf_args.730, align 8
  %98 = alloca %printf_args.730, align 8
  %99 = alloca %printf_args.731, align 8
  %100 = alloca %printf_args.730, align 8
  %101 = alloca %printf_args.730, align 8
  %102 = alloca %printf_args.730, align 8
  %103 = alloca %printf_args.734, align 8
  %104 = alloca %printf_args.731, align 8
  %105 = alloca %printf_args.730, align 8
  %106 = alloca %printf_args.730, align 8
  %107 = alloca %printf_args.730, align 8
  %108 = alloca %printf_args.734, align 8
  %109 = alloca %printf_args.731, align 8
  %110 = alloca %printf_args.730, align 8
  %111 = alloca %printf_args.730, align 8
  %112 = alloca %printf_args.730, align 8
  %113 = alloca %printf_args.729, align 8
  %114 = alloca %printf_args.729, align 8
  %115 = alloca %printf_args.731, align 8
  %116 = alloca %printf_args.731, align 8
  %117 = alloca %printf_args.730, align 8
  %118 = alloca %printf_args.730, align 8
  %119 = alloca %printf_args.730, align 8
  %120 = alloca %printf_args.731, align 8
  %121 = alloca %printf_args.731, align 8
  %122 = alloca %printf_args.730, align 8
  %123 = alloca %printf_args.730, align 8
  %124 = alloca %printf_args.730, align 8
  %125 = alloca %printf_args.730, align 8
  %126 = alloca %printf_args.731, align 8
  %127 = alloca %printf_args.731, align 8
  %128 = alloca %printf_args.730, align 8
  %129 = alloca %printf_args.730, align 8
  %130 = alloca %printf_args.730, align 8
  %131 = alloca %printf_args.731, align 8
  %132 = alloca %printf_args.731, align 8
  %133 = alloca %printf_args.730, align 8
  %134 = alloca %printf_args.730, align 8
  %135 = alloca %printf_args.730, align 8
  %136 = alloca %printf_args.730, align 8
  %137 = alloca %printf_args.729, align 8
  %138 = alloca %printf_args.731, align 8
  %139 = alloca %printf_args.1707, align 8
  %140 = alloca %printf_args.731, align 8
  %141 = alloca %printf_args.731, align 8
  %142 = alloca %printf_args.731, align 8
  %143 = alloca %printf_args.731, align 8
  %144 = alloca %printf_args.730, align 8
  %145 = alloca %printf_args.730, align 8
  %146 = alloca %printf_args.730, align 8
  %147 = alloca %printf_args.730, align 8
  %148 = alloca %printf_args.731, align 8
  %149 = alloca %printf_args.731, align 8
  %150 = alloca %printf_args.730, align 8
  %151 = alloca %printf_args.730, align 8
  %152 = alloca %printf_args.730, align 8
  %153 = alloca %printf_args.730, align 8
  %154 = alloca %printf_args.731, align 8
  %155 = alloca %printf_args.731, align 8
  %156 = alloca %printf_args.731, align 8
  %157 = alloca %printf_args.730, align 8
  %158 = alloca %printf_args.730, align 8
  %159 = alloca %printf_args.730, align 8
  %160 = alloca %printf_args.730, align 8
  %161 = alloca %printf_args.731, align 8
  %162 = alloca %printf_args.731, align 8
  %163 = alloca %printf_args.731, align 8
  %164 = alloca %printf_args.730, align 8
  %165 = alloca %printf_args.730, align 8
  %166 = alloca %printf_args.730, align 8
  %167 = alloca %printf_args.730, align 8
  %168 = alloca %printf_args.729, align 8
  %169 = alloca %printf_args.729, align 8
  %170 = alloca %printf_args.731, align 8
  %171 = alloca %printf_args.731, align 8
  %172 = alloca %printf_args.730, align 8
  %173 = alloca %printf_args.730, align 8
  %174 = alloca %printf_args.730, align 8
  %175 = alloca %printf_args.731, align 8
  %176 = alloca %printf_args.731, align 8
  %177 = alloca %printf_args.730, align 8
  %178 = alloca %printf_args.730, align 8
  %179 = alloca %printf_args.730, align 8
  %180 = alloca %printf_args.731, align 8
  %181 = alloca %printf_args.731, align 8
  %182 = alloca %printf_args.730, align 8
  %183 = alloca %printf_args.730, align 8
  %184 = alloca %printf_args.730, align 8
  %185 = alloca %printf_args.730, align 8
  %186 = alloca %printf_args.731, align 8
  %187 = alloca %printf_args.731, align 8
  %188 = alloca %printf_args.730, align 8
  %189 = alloca %printf_args.730, align 8
  %190 = alloca %printf_args.730, align 8
  %191 = alloca %printf_args.730, align 8
  %192 = alloca %printf_args.731, align 8
  %193 = alloca %printf_args.731, align 8
  %194 = alloca %printf_args.730, align 8
  %195 = alloca %printf_args.730, align 8
  %196 = alloca %printf_args.730, align 8
  %197 = alloca %printf_args.731, align 8
  %198 = alloca %printf_args.731, align 8
  %199 = alloca %printf_args.730, align 8
  %200 = alloca %printf_args.730, align 8
  %201 = alloca %printf_args.730, align 8
  %202 = alloca %printf_args.730, align 8
  %203 = alloca %printf_args.731, align 8
  %204 = alloca %printf_args.731, align 8
  %205 = alloca %printf_args.730, align 8
  %206 = alloca %printf_args.730, align 8
  %207 = alloca %printf_args.730, align 8
  %208 = alloca %printf_args.731, align 8
  %209 = alloca %printf_args.731, align 8
  %210 = alloca %printf_args.730, align 8
  %211 = alloca %printf_args.730, align 8
  %212 = alloca %printf_args.730, align 8
  %213 = alloca %printf_args.730, align 8
  %214 = alloca %printf_args.731, align 8
  %215 = alloca %printf_args.1706, align 8
  %216 = alloca %printf_args.731, align 8
  %217 = alloca %printf_args.1706, align 8
  %218 = alloca %printf_args.731, align 8
  %219 = alloca %printf_args.1706, align 8
  %220 = alloca %printf_args.731, align 8
  %221 = alloca %printf_args.1706, align 8
  %222 = alloca %printf_args.1705, align 8
  %223 = alloca %printf_args.1705, align 8
  %224 = alloca %printf_args.1705, align 8
  %225 = alloca %printf_args.1705, align 8
  %226 = alloca %printf_args.729, align 8
  %227 = alloca %printf_args.729, align 8
  %228 = alloca %printf_args.731, align 8
  %229 = alloca %printf_args.731, align 8
  %230 = alloca %printf_args.733, align 8
  %231 = alloca %printf_args.732, align 8
  %232 = alloca %printf_args.730, align 8
  %233 = alloca %printf_args.730, align 8
  %234 = alloca %printf_args.730, align 8
  %235 = alloca %printf_args.731, align 8
  %236 = alloca %printf_args.731, align 8
  %237 = alloca %printf_args.730, align 8
  %238 = alloca %printf_args.730, align 8
  %239 = alloca %printf_args.730, align 8
  %240 = alloca %printf_args.730, align 8
  %241 = alloca %printf_args.731, align 8
  %242 = alloca %printf_args.731, align 8
  %243 = alloca %printf_args.733, align 8
  %244 = alloca %printf_args.732, align 8
  %245 = alloca %printf_args.730, align 8
  %246 = alloca %printf_args.730, align 8
  %247 = alloca %printf_args.730, align 8
  %248 = alloca %printf_args.731, align 8
  %249 = alloca %printf_args.731, align 8
  %250 = alloca %printf_args.730, align 8
  %251 = alloca %printf_args.730, align 8
  %252 = alloca %printf_args.730, align 8
  %253 = alloca %printf_args.730, align 8
  %254 = alloca %printf_args.731, align 8
  %255 = alloca %printf_args.731, align 8
  %256 = alloca %printf_args.730, align 8
  %257 = alloca %printf_args.730, align 8
  %258 = alloca %printf_args.730, align 8
  %259 = alloca %printf_args.731, align 8
  %260 = alloca %printf_args.731, align 8
  %261 = alloca %printf_args.730, align 8
  %262 = alloca %printf_args.730, align 8
  %263 = alloca %printf_args.730, align 8
  %264 = alloca %printf_args.731, align 8
  %265 = alloca %printf_args.731, align 8
  %266 = alloca %printf_args.730, align 8
  %267 = alloca %printf_args.730, align 8
  %268 = alloca %printf_args.730, align 8
  %269 = alloca %printf_args.730, align 8
  %270 = alloca %printf_args.731, align 8
  %271 = alloca %printf_args.731, align 8
  %272 = alloca %printf_args.730, align 8
  %273 = alloca %printf_args.730, align 8
  %274 = alloca %printf_args.730, align 8
  %275 = alloca %printf_args.730, align 8
  %276 = alloca %printf_args.729, align 8
  %277 = alloca %printf_args.729, align 8
  %278 = alloca %printf_args.731, align 8
  %279 = alloca %printf_args.1384, align 8
  %280 = alloca %printf_args.731, align 8
  %281 = alloca %printf_args.1384, align 8
  %282 = alloca %printf_args.731, align 8
  %283 = alloca %printf_args.736, align 8
  %284 = alloca %printf_args.731, align 8
  %285 = alloca %printf_args.731, align 8
  %286 = alloca %printf_args.733, align 8
  %287 = alloca %printf_args.732, align 8
  %288 = alloca %printf_args.730, align 8
  %289 = alloca %printf_args.730, align 8
  %290 = alloca %printf_args.730, align 8
  %291 = alloca %printf_args.731, align 8
  %292 = alloca %printf_args.730, align 8
  %293 = alloca %printf_args.730, align 8
  %294 = alloca %printf_args.730, align 8
  %295 = alloca %printf_args.730, align 8
  %296 = alloca %printf_args.730, align 8
  %297 = alloca %printf_args.731, align 8
  %298 = alloca %printf_args.736, align 8
  %299 = alloca %printf_args.731, align 8
  %300 = alloca %printf_args.731, align 8
  %301 = alloca %printf_args.733, align 8
  %302 = alloca %printf_args.732, align 8
  %303 = alloca %printf_args.730, align 8
  %304 = alloca %printf_args.730, align 8
  %305 = alloca %printf_args.730, align 8
  %306 = alloca %printf_args.731, align 8
  %307 = alloca %printf_args.730, align 8
  %308 = alloca %printf_args.730, align 8
  %309 = alloca %printf_args.730, align 8
  %310 = alloca %printf_args.730, align 8
  %311 = alloca %printf_args.730, align 8
  %312 = alloca %printf_args.731, align 8
  %313 = alloca %printf_args.731, align 8
  %314 = alloca %printf_args.731, align 8
  %315 = alloca %printf_args.731, align 8
  %316 = alloca %printf_args.730, align 8
  %317 = alloca %printf_args.730, align 8
  %318 = alloca %printf_args.730, align 8
  %319 = alloca %printf_args.730, align 8
  %320 = alloca %printf_args.730, align 8
  %321 = alloca %printf_args.730, align 8
  %322 = alloca %printf_args.731, align 8
  %323 = alloca %printf_args.731, align 8
  %324 = alloca %printf_args.731, align 8
  %325 = alloca %printf_args.731, align 8
  %326 = alloca %printf_args.730, align 8
  %327 = alloca %printf_args.730, align 8
  %328 = alloca %printf_args.730, align 8
  %329 = alloca %printf_args.730, align 8
  %330 = alloca %printf_args.730, align 8
  %331 = alloca %printf_args.731, align 8
  %332 = alloca %printf_args.731, align 8
  %333 = alloca %printf_args.730, align 8
  %334 = alloca %printf_args.730, align 8
  %335 = alloca %printf_args.730, align 8
  %336 = alloca %printf_args.730, align 8
  %337 = alloca %printf_args.730, align 8
  %338 = alloca %printf_args.729, align 8
  %339 = alloca %printf_args.729, align 8
  %340 = alloca %printf_args.731, align 8
  %341 = alloca %printf_args.731, align 8
  %342 = alloca %printf_args.730, align 8
  %343 = alloca %printf_args.730, align 8
  %344 = alloca %printf_args.730, align 8
  %345 = alloca %printf_args.731, align 8
  %346 = alloca %printf_args.731, align 8
  %347 = alloca %printf_args.730, align 8
  %348 = alloca %printf_args.730, align 8
  %349 = alloca %printf_args.730, align 8
  %350 = alloca %printf_args.734, align 8
  %351 = alloca %printf_args.734, align 8
  %352 = alloca %printf_args.730, align 8
  %353 = alloca %printf_args.730, align 8
  %354 = alloca %printf_args.730, align 8
  %355 = alloca %printf_args.734, align 8
  %356 = alloca %printf_args.734, align 8
  %357 = alloca %printf_args.730, align 8
  %358 = alloca %printf_args.730, align 8
  %359 = alloca %printf_args.730, align 8
  %360 = alloca %printf_args.734, align 8
  %361 = alloca %printf_args.734, align 8
  %362 = alloca %printf_args.730, align 8
  %363 = alloca %printf_args.730, align 8
  %364 = alloca %printf_args.730, align 8
  %365 = alloca %printf_args.734, align 8
  %366 = alloca %printf_args.734, align 8
  %367 = alloca %printf_args.730, align 8
  %368 = alloca %printf_args.730, align 8
  %369 = alloca %printf_args.730, align 8
  %370 = alloca %printf_args.731, align 8
  %371 = alloca %printf_args.731, align 8
  %372 = alloca %printf_args.733, align 8
  %373 = alloca %printf_args.732, align 8
  %374 = alloca %printf_args.730, align 8
  %375 = alloca %printf_args.730, align 8
  %376 = alloca %printf_args.730, align 8
  %377 = alloca %printf_args.729, align 8
  %378 = alloca %printf_args.731, align 8
  %379 = alloca %printf_args.731, align 8
  %380 = alloca %printf_args.733, align 8
  %381 = alloca %printf_args.732, align 8
  %382 = alloca %printf_args.730, align 8
  %383 = alloca %printf_args.730, align 8
  %384 = alloca %printf_args.730, align 8
  %385 = alloca %printf_args.729, align 8
  %386 = alloca %printf_args.731, align 8
  %387 = alloca %printf_args.736, align 8
  %388 = alloca %printf_args.731, align 8
  %389 = alloca %printf_args.736, align 8
  %390 = alloca %printf_args.731, align 8
  %391 = alloca %printf_args.731, align 8
  %392 = alloca %printf_args.733, align 8
  %393 = alloca %printf_args.732, align 8
  %394 = alloca %printf_args.730, align 8
  %395 = alloca %printf_args.730, align 8
  %396 = alloca %printf_args.730, align 8
  %397 = alloca %printf_args.730, align 8
  %398 = alloca %printf_args.731, align 8
  %399 = alloca %printf_args.731, align 8
  %400 = alloca %printf_args.733, align 8
  %401 = alloca %printf_args.732, align 8
  %402 = alloca %printf_args.730, align 8
  %403 = alloca %printf_args.730, align 8
  %404 = alloca %printf_args.730, align 8
  %405 = alloca %printf_args.730, align 8
  %406 = alloca %printf_args.731, align 8
  %407 = alloca %printf_args.731, align 8
  %408 = alloca %printf_args.731, align 8
  %409 = alloca %printf_args.731, align 8
  %410 = alloca %printf_args.731, align 8
  %411 = alloca %printf_args.730, align 8
  %412 = alloca %printf_args.730, align 8
  %413 = alloca %printf_args.730, align 8
  %414 = alloca %printf_args.730, align 8
  %415 = alloca %printf_args.731, align 8
  %416 = alloca %printf_args.730, align 8
  %417 = alloca %printf_args.730, align 8
  %418 = alloca %printf_args.730, align 8
  %419 = alloca %printf_args.730, align 8
  %420 = alloca %printf_args.734, align 8
  %421 = alloca %printf_args.734, align 8
  %422 = alloca %printf_args.734, align 8
  %423 = alloca %printf_args.734, align 8
  %424 = alloca %printf_args.731, align 8
  %425 = alloca %printf_args.730, align 8
  %426 = alloca %printf_args.730, align 8
  %427 = alloca %printf_args.730, align 8
  %428 = alloca %printf_args.731, align 8
  %429 = alloca %printf_args.730, align 8
  %430 = alloca %printf_args.730, align 8
  %431 = alloca %printf_args.730, align 8
  %432 = alloca %printf_args.731, align 8
  %433 = alloca %printf_args.730, align 8
  %434 = alloca %printf_args.730, align 8
  %435 = alloca %printf_args.730, align 8
  %436 = alloca %printf_args.731, align 8
  %437 = alloca %printf_args.730, align 8
  %438 = alloca %printf_args.730, align 8
  %439 = alloca %printf_args.730, align 8
  %440 = alloca %printf_args.729, align 8
  %441 = alloca %printf_args.729, align 8
  %442 = alloca %printf_args.731, align 8
  %443 = alloca %printf_args.731, align 8
  %444 = alloca %printf_args.731, align 8
  %445 = alloca %printf_args.731, align 8
  %446 = alloca %printf_args.731, align 8
  %447 = alloca %printf_args.731, align 8
  %448 = alloca %printf_args.731, align 8
  %449 = alloca %printf_args.731, align 8
  %450 = alloca %printf_args.733, align 8
  %451 = alloca %printf_args.733, align 8
  %452 = alloca %printf_args.733, align 8
  %453 = alloca %printf_args.733, align 8
  %454 = alloca %printf_args.732, align 8
  %455 = alloca %printf_args.732, align 8
  %456 = alloca %printf_args.732, align 8
  %457 = alloca %printf_args.732, align 8
  %458 = alloca %printf_args.730, align 8
  %459 = alloca %printf_args.730, align 8
  %460 = alloca %printf_args.730, align 8
  %461 = alloca %printf_args.730, align 8
  %462 = alloca %printf_args.730, align 8
  %463 = alloca %printf_args.730, align 8
  %464 = alloca %printf_args.730, align 8
  %465 = alloca %printf_args.730, align 8
  %466 = alloca %printf_args.730, align 8
  %467 = alloca %printf_args.730, align 8
  %468 = alloca %printf_args.730, align 8
  %469 = alloca %printf_args.730, align 8
  %470 = alloca %printf_args.731, align 8
  %471 = alloca %printf_args.731, align 8
  %472 = alloca %printf_args.730, align 8
  %473 = alloca %printf_args.730, align 8
  %474 = alloca %printf_args.730, align 8
  %475 = alloca %printf_args.731, align 8
  %476 = alloca %printf_args.731, align 8
  %477 = alloca %printf_args.730, align 8
  %478 = alloca %printf_args.730, align 8
  %479 = alloca %printf_args.730, align 8
  %480 = alloca %printf_args.731, align 8
  %481 = alloca %printf_args.731, align 8
  %482 = alloca %printf_args.730, align 8
  %483 = alloca %printf_args.730, align 8
  %484 = alloca %printf_args.730, align 8
  %485 = alloca %printf_args.731, align 8
  %486 = alloca %printf_args.731, align 8
  %487 = alloca %printf_args.730, align 8
  %488 = alloca %printf_args.730, align 8
  %489 = alloca %printf_args.730, align 8
  %490 = alloca %printf_args.731, align 8
  %491 = alloca %printf_args.731, align 8
  %492 = alloca %printf_args.731, align 8
  %493 = alloca %printf_args.731, align 8
  %494 = alloca %printf_args.731, align 8
  %495 = alloca %printf_args.731, align 8
  %496 = alloca %printf_args.731, align 8
  %497 = alloca %printf_args.731, align 8
  %498 = alloca %printf_args.730, align 8
  %499 = alloca %printf_args.730, align 8
  %500 = alloca %printf_args.730, align 8
  %501 = alloca %printf_args.730, align 8
  %502 = alloca %printf_args.730, align 8
  %503 = alloca %printf_args.730, align 8
  %504 = alloca %printf_args.730, align 8
  %505 = alloca %printf_args.730, align 8
  %506 = alloca %printf_args.730, align 8
  %507 = alloca %printf_args.730, align 8
  %508 = alloca %printf_args.730, align 8
  %509 = alloca %printf_args.730, align 8
  %510 = alloca %printf_args.729, align 8
  %511 = alloca %printf_args.729, align 8
  %512 = alloca %printf_args.729, align 8
  %513 = alloca %printf_args.729, align 8
  %514 = alloca %printf_args.729, align 8
  %515 = alloca %printf_args.729, align 8
  %516 = alloca %printf_args.729, align 8
  %517 = alloca %printf_args.729, align 8
  %518 = alloca %printf_args.729, align 8
  %519 = alloca %printf_args.729, align 8
  %520 = alloca %printf_args.729, align 8
  %521 = alloca %printf_args.729, align 8
  %522 = alloca %printf_args.729, align 8
  %523 = alloca %printf_args.729, align 8
  %524 = alloca %printf_args.729, align 8
  %525 = alloca %printf_args.729, align 8
  %526 = alloca %printf_args.729, align 8
  %527 = alloca %printf_args.729, align 8
  %528 = alloca %printf_args.729, align 8
  %529 = alloca %printf_args.729, align 8
  %530 = alloca %printf_args.729, align 8
  %531 = alloca %printf_args.729, align 8
  %532 = alloca %printf_args.729, align 8
  %533 = alloca %printf_args.729, align 8
  %534 = alloca %printf_args.729, align 8
  %535 = alloca %printf_args.729, align 8
  %536 = alloca %printf_args.729, align 8
  %537 = alloca %printf_args.729, align 8
  %538 = alloca %printf_args.729, align 8
  %539 = alloca %printf_args.729, align 8
  %540 = alloca %printf_args.729, align 8
  %541 = alloca %printf_args.729, align 8
  %542 = alloca %printf_args.729, align 8
  %543 = alloca %printf_args.729, align 8
  %544 = alloca %printf_args.729, align 8
  %545 = alloca %printf_args.729, align 8
  %546 = alloca %printf_args.729, align 8
  %547 = alloca %printf_args.729, align 8
  %548 = alloca %printf_args.729, align 8
  %549 = alloca %printf_args.729, align 8
  %550 = alloca %printf_args.729, align 8
  %551 = alloca %printf_args.729, align 8
  %552 = alloca %printf_args.729, align 8
  %553 = alloca %printf_args.729, align 8
  %554 = alloca %printf_args.729, align 8
  %555 = alloca %printf_args.729, align 8
  %556 = alloca %printf_args.729, align 8
  %557 = alloca %printf_args.729, align 8
  %558 = alloca %printf_args.729, align 8
  %559 = alloca %printf_args.729, align 8
  %560 = alloca %printf_args.729, align 8
  %561 = alloca %printf_args.729, align 8
  %562 = alloca %printf_args.729, align 8
  %563 = alloca %printf_args.729, align 8
  %564 = alloca %printf_args.729, align 8
  %565 = alloca %printf_args.729, align 8
  %566 = alloca %printf_args.729, align 8
  %567 = alloca %printf_args.729, align 8
  %568 = alloca %printf_args.729, align 8
  %569 = alloca %printf_args.729, align 8
  %570 = alloca %printf_args.729, align 8
  %571 = alloca %printf_args.729, align 8
  %572 = alloca %printf_args.729, align 8
  %573 = alloca %printf_args.729, align 8
  %574 = alloca %printf_args.729, align 8
  %575 = alloca %printf_args.729, align 8
  %576 = alloca %printf_args.729, align 8
  %577 = alloca %printf_args, align 8
  %578 = alloca %printf_args.156, align 8
  %579 = alloca %printf_args.157, align 8
  %580 = alloca %printf_args.158, align 8
  %581 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %582 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %583 = load i32, ptr %0, align 4, !tbaa !6
  %584 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %585 = load i32, ptr %584, align 4, !tbaa !6
  %586 = add nsw i32 %585, 63
  %587 = sdiv i32 %586, 64
  %588 = shl i32 %581, 7
  %589 = and i32 %588, -256
  %590 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %591 = load i32, ptr %590, align 4, !tbaa !6
  %592 = add nsw i32 %591, 63
  %593 = sdiv i32 %592, 64
  %594 = shl nuw nsw i32 %582, 8
  %595 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %596 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %597 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %598 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %599 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %600 = mul nuw nsw i32 %598, %599
  %601 = add nuw nsw i32 %600, %597
  %602 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %603 = mul nuw nsw i32 %602, %599
  %604 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %605 = mul nuw nsw i32 %603, %604
  %606 = or i32 %601, %605
  %607 = icmp eq i32 %606, 0
  br i1 %607, label %608, label %847

608:                                              ; preds = %14
  %609 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %610 = mul i32 %582, %609
  %611 = add i32 %610, %581
  %612 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %613 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %614 = mul i32 %609, %612
  %615 = mul i32 %614, %613
  %616 = sub i32 0, %615
  %617 = icmp eq i32 %611, %616
  br i1 %617, label %618, label %847

618:                                              ; preds = %608
  call void @llvm.lifetime.start.p0(ptr nonnull %535)
  store ptr @.str, ptr %535, align 8
  %619 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %535) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %535)
  %620 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %498)
  store i32 40, ptr %498, align 8
  %621 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %498) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %498)
  %622 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %497)
  store i32 0, ptr %497, align 8
  %623 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %497) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %497)
  call void @llvm.lifetime.start.p0(ptr nonnull %499)
  store i32 44, ptr %499, align 8
  %624 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %499) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %499)
  %625 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %496)
  store i32 0, ptr %496, align 8
  %626 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %496) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %496)
  call void @llvm.lifetime.start.p0(ptr nonnull %500)
  store i32 41, ptr %500, align 8
  %627 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %500) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %500)
  call void @llvm.lifetime.start.p0(ptr nonnull %531)
  store ptr @.str27, ptr %531, align 8
  %628 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %531) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %531)
  call void @llvm.lifetime.start.p0(ptr nonnull %487)
  store i32 40, ptr %487, align 8
  %629 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %487) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %487)
  call void @llvm.lifetime.start.p0(ptr nonnull %485)
  store i32 %583, ptr %485, align 8
  %630 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %485) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %485)
  call void @llvm.lifetime.start.p0(ptr nonnull %488)
  store i32 44, ptr %488, align 8
  %631 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %488) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %488)
  call void @llvm.lifetime.start.p0(ptr nonnull %486)
  store i32 %585, ptr %486, align 8
  %632 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %486) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %486)
  call void @llvm.lifetime.start.p0(ptr nonnull %489)
  store i32 41, ptr %489, align 8
  %633 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %489) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %489)
  call void @llvm.lifetime.start.p0(ptr nonnull %513)
  store ptr @.str32, ptr %513, align 8
  %634 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %513) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %513)
  call void @llvm.lifetime.start.p0(ptr nonnull %467)
  store i32 40, ptr %467, align 8
  %635 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %467) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %467)
  call void @llvm.lifetime.start.p0(ptr nonnull %454)
  %636 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %445)
  store i32 1, ptr %445, align 8
  %637 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %445) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %445)
  store i32 1, ptr %454, align 8
  %638 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %454) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %454)
  call void @llvm.lifetime.start.p0(ptr nonnull %468)
  store i32 44, ptr %468, align 8
  %639 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %468) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %468)
  call void @llvm.lifetime.start.p0(ptr nonnull %450)
  %640 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %449)
  store i32 1, ptr %449, align 8
  %641 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %449) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %449)
  store i32 0, ptr %450, align 8
  %642 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %450) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %450)
  call void @llvm.lifetime.start.p0(ptr nonnull %469)
  store i32 41, ptr %469, align 8
  %643 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %469) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %469)
  call void @llvm.lifetime.start.p0(ptr nonnull %536)
  store ptr @.str1, ptr %536, align 8
  %644 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %536) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %536)
  call void @llvm.lifetime.start.p0(ptr nonnull %537)
  store ptr @.str2, ptr %537, align 8
  %645 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %537) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %537)
  %646 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %501)
  store i32 40, ptr %501, align 8
  %647 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %501) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %501)
  %648 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %495)
  store i32 0, ptr %495, align 8
  %649 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %495) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %495)
  call void @llvm.lifetime.start.p0(ptr nonnull %502)
  store i32 44, ptr %502, align 8
  %650 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %502) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %502)
  %651 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %494)
  store i32 0, ptr %494, align 8
  %652 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %494) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %494)
  call void @llvm.lifetime.start.p0(ptr nonnull %503)
  store i32 41, ptr %503, align 8
  %653 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %503) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %503)
  call void @llvm.lifetime.start.p0(ptr nonnull %532)
  store ptr @.str27, ptr %532, align 8
  %654 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %532) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %532)
  call void @llvm.lifetime.start.p0(ptr nonnull %482)
  store i32 40, ptr %482, align 8
  %655 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %482) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %482)
  %656 = load i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %480)
  store i32 %656, ptr %480, align 8
  %657 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %480) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %480)
  call void @llvm.lifetime.start.p0(ptr nonnull %483)
  store i32 44, ptr %483, align 8
  %658 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %483) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %483)
  %659 = load i32, ptr %590, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %481)
  store i32 %659, ptr %481, align 8
  %660 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %481) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %481)
  call void @llvm.lifetime.start.p0(ptr nonnull %484)
  store i32 41, ptr %484, align 8
  %661 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %484) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %484)
  call void @llvm.lifetime.start.p0(ptr nonnull %512)
  store ptr @.str32, ptr %512, align 8
  %662 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %512) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %512)
  call void @llvm.lifetime.start.p0(ptr nonnull %464)
  store i32 40, ptr %464, align 8
  %663 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %464) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %464)
  call void @llvm.lifetime.start.p0(ptr nonnull %455)
  %664 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %444)
  store i32 1, ptr %444, align 8
  %665 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %444) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %444)
  store i32 1, ptr %455, align 8
  %666 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %455) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %455)
  call void @llvm.lifetime.start.p0(ptr nonnull %465)
  store i32 44, ptr %465, align 8
  %667 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %465) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %465)
  call void @llvm.lifetime.start.p0(ptr nonnull %451)
  %668 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %448)
  store i32 1, ptr %448, align 8
  %669 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %448) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %448)
  store i32 0, ptr %451, align 8
  %670 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %451) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %451)
  call void @llvm.lifetime.start.p0(ptr nonnull %466)
  store i32 41, ptr %466, align 8
  %671 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %466) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %466)
  call void @llvm.lifetime.start.p0(ptr nonnull %538)
  store ptr @.str1, ptr %538, align 8
  %672 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %538) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %538)
  call void @llvm.lifetime.start.p0(ptr nonnull %539)
  store ptr @.str3, ptr %539, align 8
  %673 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %539) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %539)
  %674 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %504)
  store i32 40, ptr %504, align 8
  %675 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %504) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %504)
  %676 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %493)
  store i32 0, ptr %493, align 8
  %677 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %493) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %493)
  call void @llvm.lifetime.start.p0(ptr nonnull %505)
  store i32 44, ptr %505, align 8
  %678 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %505) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %505)
  %679 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %492)
  store i32 0, ptr %492, align 8
  %680 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %492) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %492)
  call void @llvm.lifetime.start.p0(ptr nonnull %506)
  store i32 41, ptr %506, align 8
  %681 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %506) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %506)
  call void @llvm.lifetime.start.p0(ptr nonnull %533)
  store ptr @.str27, ptr %533, align 8
  %682 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %533) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %533)
  call void @llvm.lifetime.start.p0(ptr nonnull %477)
  store i32 40, ptr %477, align 8
  %683 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %477) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %477)
  %684 = load i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %475)
  store i32 %684, ptr %475, align 8
  %685 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %475) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %475)
  call void @llvm.lifetime.start.p0(ptr nonnull %478)
  store i32 44, ptr %478, align 8
  %686 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %478) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %478)
  %687 = load i32, ptr %595, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %476)
  store i32 %687, ptr %476, align 8
  %688 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %476) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %476)
  call void @llvm.lifetime.start.p0(ptr nonnull %479)
  store i32 41, ptr %479, align 8
  %689 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %479) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %479)
  call void @llvm.lifetime.start.p0(ptr nonnull %511)
  store ptr @.str32, ptr %511, align 8
  %690 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %511) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %511)
  call void @llvm.lifetime.start.p0(ptr nonnull %461)
  store i32 40, ptr %461, align 8
  %691 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %461) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %461)
  call void @llvm.lifetime.start.p0(ptr nonnull %456)
  %692 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %443)
  store i32 1, ptr %443, align 8
  %693 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %443) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %443)
  store i32 1, ptr %456, align 8
  %694 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %456) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %456)
  call void @llvm.lifetime.start.p0(ptr nonnull %462)
  store i32 44, ptr %462, align 8
  %695 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %462) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %462)
  call void @llvm.lifetime.start.p0(ptr nonnull %452)
  %696 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %447)
  store i32 1, ptr %447, align 8
  %697 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %447) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %447)
  store i32 0, ptr %452, align 8
  %698 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %452) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %452)
  call void @llvm.lifetime.start.p0(ptr nonnull %463)
  store i32 41, ptr %463, align 8
  %699 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %463) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %463)
  call void @llvm.lifetime.start.p0(ptr nonnull %540)
  store ptr @.str1, ptr %540, align 8
  %700 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %540) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %540)
  call void @llvm.lifetime.start.p0(ptr nonnull %541)
  store ptr @.str4, ptr %541, align 8
  %701 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %541) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %541)
  %702 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %507)
  store i32 40, ptr %507, align 8
  %703 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %507) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %507)
  %704 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %491)
  store i32 0, ptr %491, align 8
  %705 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %491) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %491)
  call void @llvm.lifetime.start.p0(ptr nonnull %508)
  store i32 44, ptr %508, align 8
  %706 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %508) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %508)
  %707 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %490)
  store i32 0, ptr %490, align 8
  %708 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %490) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %490)
  call void @llvm.lifetime.start.p0(ptr nonnull %509)
  store i32 41, ptr %509, align 8
  %709 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %509) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %509)
  call void @llvm.lifetime.start.p0(ptr nonnull %534)
  store ptr @.str27, ptr %534, align 8
  %710 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %534) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %534)
  call void @llvm.lifetime.start.p0(ptr nonnull %472)
  store i32 40, ptr %472, align 8
  %711 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %472) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %472)
  %712 = load i32, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %470)
  store i32 %712, ptr %470, align 8
  %713 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %470) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %470)
  call void @llvm.lifetime.start.p0(ptr nonnull %473)
  store i32 44, ptr %473, align 8
  %714 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %473) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %473)
  %715 = load i32, ptr %596, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %471)
  store i32 %715, ptr %471, align 8
  %716 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %471) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %471)
  call void @llvm.lifetime.start.p0(ptr nonnull %474)
  store i32 41, ptr %474, align 8
  %717 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %474) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %474)
  call void @llvm.lifetime.start.p0(ptr nonnull %510)
  store ptr @.str32, ptr %510, align 8
  %718 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %510) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %510)
  call void @llvm.lifetime.start.p0(ptr nonnull %458)
  store i32 40, ptr %458, align 8
  %719 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %458) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %458)
  call void @llvm.lifetime.start.p0(ptr nonnull %457)
  %720 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %442)
  store i32 1, ptr %442, align 8
  %721 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %442) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %442)
  store i32 1, ptr %457, align 8
  %722 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %457) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %457)
  call void @llvm.lifetime.start.p0(ptr nonnull %459)
  store i32 44, ptr %459, align 8
  %723 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %459) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %459)
  call void @llvm.lifetime.start.p0(ptr nonnull %453)
  %724 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %446)
  store i32 1, ptr %446, align 8
  %725 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %446) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %446)
  store i32 0, ptr %453, align 8
  %726 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %453) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %453)
  call void @llvm.lifetime.start.p0(ptr nonnull %460)
  store i32 41, ptr %460, align 8
  %727 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %460) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %460)
  call void @llvm.lifetime.start.p0(ptr nonnull %542)
  store ptr @.str1, ptr %542, align 8
  %728 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %542) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %542)
  call void @llvm.lifetime.start.p0(ptr nonnull %543)
  store ptr @.str5, ptr %543, align 8
  %729 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %543) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %543)
  %730 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %429)
  store i32 40, ptr %429, align 8
  %731 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %429) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %429)
  %732 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %428)
  store i32 0, ptr %428, align 8
  %733 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %428) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %428)
  call void @llvm.lifetime.start.p0(ptr nonnull %430)
  store i32 44, ptr %430, align 8
  %734 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %430) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %430)
  call void @llvm.lifetime.start.p0(ptr nonnull %422)
  store i32 %589, ptr %422, align 8
  %735 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %422) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %422)
  call void @llvm.lifetime.start.p0(ptr nonnull %431)
  store i32 41, ptr %431, align 8
  %736 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %431) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %431)
  call void @llvm.lifetime.start.p0(ptr nonnull %529)
  store ptr @.str27, ptr %529, align 8
  %737 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %529) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %529)
  call void @llvm.lifetime.start.p0(ptr nonnull %416)
  store i32 40, ptr %416, align 8
  %738 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %416) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %416)
  %739 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %408)
  store i32 256, ptr %408, align 8
  %740 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %408) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %408)
  call void @llvm.lifetime.start.p0(ptr nonnull %417)
  store i32 44, ptr %417, align 8
  %741 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %417) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %417)
  %742 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %406)
  store i32 64, ptr %406, align 8
  %743 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %406) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %406)
  call void @llvm.lifetime.start.p0(ptr nonnull %418)
  store i32 44, ptr %418, align 8
  %744 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %418) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %418)
  call void @llvm.lifetime.start.p0(ptr nonnull %415)
  store i32 %587, ptr %415, align 8
  %745 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %415) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %415)
  call void @llvm.lifetime.start.p0(ptr nonnull %419)
  store i32 41, ptr %419, align 8
  %746 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %419) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %419)
  call void @llvm.lifetime.start.p0(ptr nonnull %441)
  store ptr @.str32, ptr %441, align 8
  %747 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %441) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %441)
  call void @llvm.lifetime.start.p0(ptr nonnull %402)
  store i32 40, ptr %402, align 8
  %748 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %402) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %402)
  call void @llvm.lifetime.start.p0(ptr nonnull %401)
  %749 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %398)
  store i32 1, ptr %398, align 8
  %750 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %398) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %398)
  store i32 1, ptr %401, align 8
  %751 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %401) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %401)
  call void @llvm.lifetime.start.p0(ptr nonnull %403)
  store i32 44, ptr %403, align 8
  %752 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %403) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %403)
  call void @llvm.lifetime.start.p0(ptr nonnull %400)
  %753 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %399)
  store i32 1, ptr %399, align 8
  %754 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %399) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %399)
  store i32 0, ptr %400, align 8
  %755 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %400) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %400)
  call void @llvm.lifetime.start.p0(ptr nonnull %404)
  store i32 44, ptr %404, align 8
  %756 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %404) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %404)
  call void @llvm.lifetime.start.p0(ptr nonnull %387)
  %757 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %386)
  store i32 64, ptr %386, align 8
  %758 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %386) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %386)
  store i32 0, ptr %387, align 8
  %759 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %387) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %387)
  call void @llvm.lifetime.start.p0(ptr nonnull %405)
  store i32 41, ptr %405, align 8
  %760 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %405) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %405)
  call void @llvm.lifetime.start.p0(ptr nonnull %544)
  store ptr @.str1, ptr %544, align 8
  %761 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %544) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %544)
  call void @llvm.lifetime.start.p0(ptr nonnull %545)
  store ptr @.str6, ptr %545, align 8
  %762 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %545) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %545)
  %763 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %425)
  store i32 40, ptr %425, align 8
  %764 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %425) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %425)
  %765 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %424)
  store i32 0, ptr %424, align 8
  %766 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %424) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %424)
  call void @llvm.lifetime.start.p0(ptr nonnull %426)
  store i32 44, ptr %426, align 8
  %767 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %426) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %426)
  call void @llvm.lifetime.start.p0(ptr nonnull %423)
  store i32 %594, ptr %423, align 8
  %768 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %423) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %423)
  call void @llvm.lifetime.start.p0(ptr nonnull %427)
  store i32 41, ptr %427, align 8
  %769 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %427) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %427)
  call void @llvm.lifetime.start.p0(ptr nonnull %530)
  store ptr @.str27, ptr %530, align 8
  %770 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %530) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %530)
  call void @llvm.lifetime.start.p0(ptr nonnull %411)
  store i32 40, ptr %411, align 8
  %771 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %411) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %411)
  %772 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %409)
  store i32 256, ptr %409, align 8
  %773 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %409) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %409)
  call void @llvm.lifetime.start.p0(ptr nonnull %412)
  store i32 44, ptr %412, align 8
  %774 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %412) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %412)
  %775 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %407)
  store i32 64, ptr %407, align 8
  %776 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %407) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %407)
  call void @llvm.lifetime.start.p0(ptr nonnull %413)
  store i32 44, ptr %413, align 8
  %777 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %413) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %413)
  call void @llvm.lifetime.start.p0(ptr nonnull %410)
  store i32 %593, ptr %410, align 8
  %778 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %410) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %410)
  call void @llvm.lifetime.start.p0(ptr nonnull %414)
  store i32 41, ptr %414, align 8
  %779 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %414) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %414)
  call void @llvm.lifetime.start.p0(ptr nonnull %440)
  store ptr @.str32, ptr %440, align 8
  %780 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %440) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %440)
  call void @llvm.lifetime.start.p0(ptr nonnull %394)
  store i32 40, ptr %394, align 8
  %781 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %394) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %394)
  call void @llvm.lifetime.start.p0(ptr nonnull %393)
  %782 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %390)
  store i32 1, ptr %390, align 8
  %783 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %390) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %390)
  store i32 1, ptr %393, align 8
  %784 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %393) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %393)
  call void @llvm.lifetime.start.p0(ptr nonnull %395)
  store i32 44, ptr %395, align 8
  %785 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %395) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %395)
  call void @llvm.lifetime.start.p0(ptr nonnull %392)
  %786 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %391)
  store i32 1, ptr %391, align 8
  %787 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %391) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %391)
  store i32 0, ptr %392, align 8
  %788 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %392) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %392)
  call void @llvm.lifetime.start.p0(ptr nonnull %396)
  store i32 44, ptr %396, align 8
  %789 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %396) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %396)
  call void @llvm.lifetime.start.p0(ptr nonnull %389)
  %790 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %388)
  store i32 64, ptr %388, align 8
  %791 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %388) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %388)
  store i32 0, ptr %389, align 8
  %792 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %389) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %389)
  call void @llvm.lifetime.start.p0(ptr nonnull %397)
  store i32 41, ptr %397, align 8
  %793 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %397) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %397)
  call void @llvm.lifetime.start.p0(ptr nonnull %546)
  store ptr @.str1, ptr %546, align 8
  %794 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %546) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %546)
  call void @llvm.lifetime.start.p0(ptr nonnull %547)
  store ptr @.str7, ptr %547, align 8
  %795 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %547) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %547)
  %796 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %357)
  store i32 40, ptr %357, align 8
  %797 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %357) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %357)
  call void @llvm.lifetime.start.p0(ptr nonnull %355)
  store i32 %594, ptr %355, align 8
  %798 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %355) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %355)
  call void @llvm.lifetime.start.p0(ptr nonnull %358)
  store i32 44, ptr %358, align 8
  %799 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %358) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %358)
  call void @llvm.lifetime.start.p0(ptr nonnull %356)
  store i32 %589, ptr %356, align 8
  %800 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %356) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %356)
  call void @llvm.lifetime.start.p0(ptr nonnull %359)
  store i32 41, ptr %359, align 8
  %801 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %359) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %359)
  call void @llvm.lifetime.start.p0(ptr nonnull %527)
  store ptr @.str27, ptr %527, align 8
  %802 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %527) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %527)
  call void @llvm.lifetime.start.p0(ptr nonnull %347)
  store i32 40, ptr %347, align 8
  %803 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %347) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %347)
  %804 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %345)
  store i32 256, ptr %345, align 8
  %805 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %345) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %345)
  call void @llvm.lifetime.start.p0(ptr nonnull %348)
  store i32 44, ptr %348, align 8
  %806 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %348) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %348)
  %807 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %346)
  store i32 256, ptr %346, align 8
  %808 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %346) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %346)
  call void @llvm.lifetime.start.p0(ptr nonnull %349)
  store i32 41, ptr %349, align 8
  %809 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %349) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %349)
  call void @llvm.lifetime.start.p0(ptr nonnull %385)
  store ptr @.str32, ptr %385, align 8
  %810 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %385) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %385)
  call void @llvm.lifetime.start.p0(ptr nonnull %382)
  store i32 40, ptr %382, align 8
  %811 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %382) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %382)
  call void @llvm.lifetime.start.p0(ptr nonnull %381)
  %812 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %378)
  store i32 1, ptr %378, align 8
  %813 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %378) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %378)
  store i32 1, ptr %381, align 8
  %814 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %381) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %381)
  call void @llvm.lifetime.start.p0(ptr nonnull %383)
  store i32 44, ptr %383, align 8
  %815 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %383) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %383)
  call void @llvm.lifetime.start.p0(ptr nonnull %380)
  %816 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %379)
  store i32 1, ptr %379, align 8
  %817 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %379) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %379)
  store i32 0, ptr %380, align 8
  %818 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %380) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %380)
  call void @llvm.lifetime.start.p0(ptr nonnull %384)
  store i32 41, ptr %384, align 8
  %819 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %384) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %384)
  call void @llvm.lifetime.start.p0(ptr nonnull %548)
  store ptr @.str1, ptr %548, align 8
  %820 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %548) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %548)
  call void @llvm.lifetime.start.p0(ptr nonnull %549)
  store ptr @.str8, ptr %549, align 8
  %821 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %549) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %549)
  %822 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %352)
  store i32 40, ptr %352, align 8
  %823 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %352) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %352)
  call void @llvm.lifetime.start.p0(ptr nonnull %350)
  store i32 %594, ptr %350, align 8
  %824 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %350) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %350)
  call void @llvm.lifetime.start.p0(ptr nonnull %353)
  store i32 44, ptr %353, align 8
  %825 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %353) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %353)
  call void @llvm.lifetime.start.p0(ptr nonnull %351)
  store i32 %589, ptr %351, align 8
  %826 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %351) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %351)
  call void @llvm.lifetime.start.p0(ptr nonnull %354)
  store i32 41, ptr %354, align 8
  %827 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %354) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %354)
  call void @llvm.lifetime.start.p0(ptr nonnull %528)
  store ptr @.str27, ptr %528, align 8
  %828 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %528) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %528)
  call void @llvm.lifetime.start.p0(ptr nonnull %342)
  store i32 40, ptr %342, align 8
  %829 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %342) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %342)
  %830 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %340)
  store i32 256, ptr %340, align 8
  %831 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %340) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %340)
  call void @llvm.lifetime.start.p0(ptr nonnull %343)
  store i32 44, ptr %343, align 8
  %832 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %343) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %343)
  %833 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %341)
  store i32 256, ptr %341, align 8
  %834 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %341) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %341)
  call void @llvm.lifetime.start.p0(ptr nonnull %344)
  store i32 41, ptr %344, align 8
  %835 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %344) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %344)
  call void @llvm.lifetime.start.p0(ptr nonnull %377)
  store ptr @.str32, ptr %377, align 8
  %836 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %377) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %377)
  call void @llvm.lifetime.start.p0(ptr nonnull %374)
  store i32 40, ptr %374, align 8
  %837 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %374) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %374)
  call void @llvm.lifetime.start.p0(ptr nonnull %373)
  %838 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %370)
  store i32 1, ptr %370, align 8
  %839 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %370) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %370)
  store i32 1, ptr %373, align 8
  %840 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %373) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %373)
  call void @llvm.lifetime.start.p0(ptr nonnull %375)
  store i32 44, ptr %375, align 8
  %841 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %375) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %375)
  call void @llvm.lifetime.start.p0(ptr nonnull %372)
  %842 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %371)
  store i32 1, ptr %371, align 8
  %843 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %371) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %371)
  store i32 0, ptr %372, align 8
  %844 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %372) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %372)
  call void @llvm.lifetime.start.p0(ptr nonnull %376)
  store i32 41, ptr %376, align 8
  %845 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %376) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %376)
  call void @llvm.lifetime.start.p0(ptr nonnull %550)
  store ptr @.str1, ptr %550, align 8
  %846 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %550) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %550)
  br label %847

847:                                              ; preds = %14, %618, %608
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %848 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %849 = shl i32 %581, 7
  %850 = and i32 %849, 128
  %851 = or disjoint i32 %589, %850
  %852 = or disjoint i32 %850, %594
  br i1 %607, label %853, label %1048

853:                                              ; preds = %847
  %854 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %855 = mul i32 %582, %854
  %856 = add i32 %855, %581
  %857 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %858 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %859 = mul i32 %854, %857
  %860 = mul i32 %859, %858
  %861 = sub i32 0, %860
  %862 = icmp eq i32 %856, %861
  br i1 %862, label %863, label %1048

863:                                              ; preds = %853
  call void @llvm.lifetime.start.p0(ptr nonnull %551)
  store ptr @.str9, ptr %551, align 8
  %864 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %551) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %551)
  %865 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %437)
  store i32 40, ptr %437, align 8
  %866 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %437) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %437)
  %867 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %436)
  store i32 0, ptr %436, align 8
  %868 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %436) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %436)
  call void @llvm.lifetime.start.p0(ptr nonnull %438)
  store i32 44, ptr %438, align 8
  %869 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %438) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %438)
  call void @llvm.lifetime.start.p0(ptr nonnull %420)
  store i32 %851, ptr %420, align 8
  %870 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %420) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %420)
  call void @llvm.lifetime.start.p0(ptr nonnull %439)
  store i32 41, ptr %439, align 8
  %871 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %439) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %439)
  call void @llvm.lifetime.start.p0(ptr nonnull %525)
  store ptr @.str27, ptr %525, align 8
  %872 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %525) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %525)
  call void @llvm.lifetime.start.p0(ptr nonnull %333)
  store i32 40, ptr %333, align 8
  %873 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %333) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %333)
  call void @llvm.lifetime.start.p0(ptr nonnull %319)
  store i32 40, ptr %319, align 8
  %874 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %319) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %319)
  %875 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %314)
  store i32 128, ptr %314, align 8
  %876 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %314) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %314)
  call void @llvm.lifetime.start.p0(ptr nonnull %320)
  store i32 44, ptr %320, align 8
  %877 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %320) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %320)
  %878 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %312)
  store i32 16, ptr %312, align 8
  %879 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %312) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %312)
  call void @llvm.lifetime.start.p0(ptr nonnull %321)
  store i32 41, ptr %321, align 8
  %880 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %321) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %321)
  call void @llvm.lifetime.start.p0(ptr nonnull %334)
  store i32 44, ptr %334, align 8
  %881 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %334) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %334)
  %882 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %331)
  store i32 1, ptr %331, align 8
  %883 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %331) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %331)
  call void @llvm.lifetime.start.p0(ptr nonnull %335)
  store i32 44, ptr %335, align 8
  %884 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %335) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %335)
  %885 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %322)
  store i32 4, ptr %322, align 8
  %886 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %322) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %322)
  call void @llvm.lifetime.start.p0(ptr nonnull %336)
  store i32 44, ptr %336, align 8
  %887 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %336) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %336)
  call void @llvm.lifetime.start.p0(ptr nonnull %332)
  store i32 %587, ptr %332, align 8
  %888 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %332) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %332)
  call void @llvm.lifetime.start.p0(ptr nonnull %337)
  store i32 41, ptr %337, align 8
  %889 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %337) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %337)
  call void @llvm.lifetime.start.p0(ptr nonnull %339)
  store ptr @.str32, ptr %339, align 8
  %890 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %339) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %339)
  call void @llvm.lifetime.start.p0(ptr nonnull %307)
  store i32 40, ptr %307, align 8
  %891 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %307) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %307)
  call void @llvm.lifetime.start.p0(ptr nonnull %303)
  store i32 40, ptr %303, align 8
  %892 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %303) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %303)
  call void @llvm.lifetime.start.p0(ptr nonnull %302)
  %893 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %299)
  store i32 1, ptr %299, align 8
  %894 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %299) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %299)
  store i32 1, ptr %302, align 8
  %895 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %302) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %302)
  call void @llvm.lifetime.start.p0(ptr nonnull %304)
  store i32 44, ptr %304, align 8
  %896 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %304) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %304)
  call void @llvm.lifetime.start.p0(ptr nonnull %301)
  %897 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %300)
  store i32 1, ptr %300, align 8
  %898 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %300) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %300)
  store i32 0, ptr %301, align 8
  %899 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %301) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %301)
  call void @llvm.lifetime.start.p0(ptr nonnull %305)
  store i32 41, ptr %305, align 8
  %900 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %305) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %305)
  call void @llvm.lifetime.start.p0(ptr nonnull %308)
  store i32 44, ptr %308, align 8
  %901 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %308) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %308)
  %902 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %306)
  store i32 0, ptr %306, align 8
  %903 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %306) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %306)
  call void @llvm.lifetime.start.p0(ptr nonnull %309)
  store i32 44, ptr %309, align 8
  %904 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %309) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %309)
  call void @llvm.lifetime.start.p0(ptr nonnull %279)
  %905 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %278)
  store i32 16, ptr %278, align 8
  %906 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %278) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %278)
  store i32 0, ptr %279, align 8
  %907 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %279) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %279)
  call void @llvm.lifetime.start.p0(ptr nonnull %310)
  store i32 44, ptr %310, align 8
  %908 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %310) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %310)
  call void @llvm.lifetime.start.p0(ptr nonnull %298)
  %909 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %297)
  store i32 64, ptr %297, align 8
  %910 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %297) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %297)
  store i32 0, ptr %298, align 8
  %911 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %298) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %298)
  call void @llvm.lifetime.start.p0(ptr nonnull %311)
  store i32 41, ptr %311, align 8
  %912 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %311) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %311)
  call void @llvm.lifetime.start.p0(ptr nonnull %552)
  store ptr @.str1, ptr %552, align 8
  %913 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %552) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %552)
  call void @llvm.lifetime.start.p0(ptr nonnull %553)
  store ptr @.str10, ptr %553, align 8
  %914 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %553) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %553)
  %915 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %433)
  store i32 40, ptr %433, align 8
  %916 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %433) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %433)
  %917 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %432)
  store i32 0, ptr %432, align 8
  %918 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %432) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %432)
  call void @llvm.lifetime.start.p0(ptr nonnull %434)
  store i32 44, ptr %434, align 8
  %919 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %434) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %434)
  call void @llvm.lifetime.start.p0(ptr nonnull %421)
  store i32 %852, ptr %421, align 8
  %920 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %421) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %421)
  call void @llvm.lifetime.start.p0(ptr nonnull %435)
  store i32 41, ptr %435, align 8
  %921 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %435) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %435)
  call void @llvm.lifetime.start.p0(ptr nonnull %526)
  store ptr @.str27, ptr %526, align 8
  %922 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %526) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %526)
  call void @llvm.lifetime.start.p0(ptr nonnull %326)
  store i32 40, ptr %326, align 8
  %923 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %326) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %326)
  call void @llvm.lifetime.start.p0(ptr nonnull %316)
  store i32 40, ptr %316, align 8
  %924 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %316) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %316)
  %925 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %315)
  store i32 128, ptr %315, align 8
  %926 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %315) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %315)
  call void @llvm.lifetime.start.p0(ptr nonnull %317)
  store i32 44, ptr %317, align 8
  %927 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %317) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %317)
  %928 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %313)
  store i32 16, ptr %313, align 8
  %929 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %313) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %313)
  call void @llvm.lifetime.start.p0(ptr nonnull %318)
  store i32 41, ptr %318, align 8
  %930 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %318) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %318)
  call void @llvm.lifetime.start.p0(ptr nonnull %327)
  store i32 44, ptr %327, align 8
  %931 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %327) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %327)
  %932 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %324)
  store i32 1, ptr %324, align 8
  %933 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %324) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %324)
  call void @llvm.lifetime.start.p0(ptr nonnull %328)
  store i32 44, ptr %328, align 8
  %934 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %328) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %328)
  %935 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %323)
  store i32 4, ptr %323, align 8
  %936 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %323) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %323)
  call void @llvm.lifetime.start.p0(ptr nonnull %329)
  store i32 44, ptr %329, align 8
  %937 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %329) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %329)
  call void @llvm.lifetime.start.p0(ptr nonnull %325)
  store i32 %593, ptr %325, align 8
  %938 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %325) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %325)
  call void @llvm.lifetime.start.p0(ptr nonnull %330)
  store i32 41, ptr %330, align 8
  %939 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %330) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %330)
  call void @llvm.lifetime.start.p0(ptr nonnull %338)
  store ptr @.str32, ptr %338, align 8
  %940 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %338) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %338)
  call void @llvm.lifetime.start.p0(ptr nonnull %292)
  store i32 40, ptr %292, align 8
  %941 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %292) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %292)
  call void @llvm.lifetime.start.p0(ptr nonnull %288)
  store i32 40, ptr %288, align 8
  %942 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %288) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %288)
  call void @llvm.lifetime.start.p0(ptr nonnull %287)
  %943 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %284)
  store i32 1, ptr %284, align 8
  %944 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %284) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %284)
  store i32 1, ptr %287, align 8
  %945 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %287) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %287)
  call void @llvm.lifetime.start.p0(ptr nonnull %289)
  store i32 44, ptr %289, align 8
  %946 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %289) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %289)
  call void @llvm.lifetime.start.p0(ptr nonnull %286)
  %947 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %285)
  store i32 1, ptr %285, align 8
  %948 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %285) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %285)
  store i32 0, ptr %286, align 8
  %949 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %286) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %286)
  call void @llvm.lifetime.start.p0(ptr nonnull %290)
  store i32 41, ptr %290, align 8
  %950 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %290) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %290)
  call void @llvm.lifetime.start.p0(ptr nonnull %293)
  store i32 44, ptr %293, align 8
  %951 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %293) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %293)
  %952 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %291)
  store i32 0, ptr %291, align 8
  %953 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %291) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %291)
  call void @llvm.lifetime.start.p0(ptr nonnull %294)
  store i32 44, ptr %294, align 8
  %954 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %294) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %294)
  call void @llvm.lifetime.start.p0(ptr nonnull %281)
  %955 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %280)
  store i32 16, ptr %280, align 8
  %956 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %280) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %280)
  store i32 0, ptr %281, align 8
  %957 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %281) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %281)
  call void @llvm.lifetime.start.p0(ptr nonnull %295)
  store i32 44, ptr %295, align 8
  %958 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %295) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %295)
  call void @llvm.lifetime.start.p0(ptr nonnull %283)
  %959 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %282)
  store i32 64, ptr %282, align 8
  %960 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %282) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %282)
  store i32 0, ptr %283, align 8
  %961 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %283) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %283)
  call void @llvm.lifetime.start.p0(ptr nonnull %296)
  store i32 41, ptr %296, align 8
  %962 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %296) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %296)
  call void @llvm.lifetime.start.p0(ptr nonnull %554)
  store ptr @.str1, ptr %554, align 8
  %963 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %554) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %554)
  call void @llvm.lifetime.start.p0(ptr nonnull %555)
  store ptr @.str11, ptr %555, align 8
  %964 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %555) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %555)
  %965 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %367)
  store i32 40, ptr %367, align 8
  %966 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %367) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %367)
  call void @llvm.lifetime.start.p0(ptr nonnull %365)
  store i32 %594, ptr %365, align 8
  %967 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %365) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %365)
  call void @llvm.lifetime.start.p0(ptr nonnull %368)
  store i32 44, ptr %368, align 8
  %968 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %368) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %368)
  call void @llvm.lifetime.start.p0(ptr nonnull %366)
  store i32 %851, ptr %366, align 8
  %969 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %366) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %366)
  call void @llvm.lifetime.start.p0(ptr nonnull %369)
  store i32 41, ptr %369, align 8
  %970 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %369) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %369)
  call void @llvm.lifetime.start.p0(ptr nonnull %523)
  store ptr @.str27, ptr %523, align 8
  %971 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %523) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %523)
  call void @llvm.lifetime.start.p0(ptr nonnull %272)
  store i32 40, ptr %272, align 8
  %972 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %272) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %272)
  call void @llvm.lifetime.start.p0(ptr nonnull %261)
  store i32 40, ptr %261, align 8
  %973 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %261) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %261)
  %974 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %259)
  store i32 128, ptr %259, align 8
  %975 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %259) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %259)
  call void @llvm.lifetime.start.p0(ptr nonnull %262)
  store i32 44, ptr %262, align 8
  %976 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %262) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %262)
  %977 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %260)
  store i32 256, ptr %260, align 8
  %978 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %260) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %260)
  call void @llvm.lifetime.start.p0(ptr nonnull %263)
  store i32 41, ptr %263, align 8
  %979 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %263) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %263)
  call void @llvm.lifetime.start.p0(ptr nonnull %273)
  store i32 44, ptr %273, align 8
  %980 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %273) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %273)
  %981 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %270)
  store i32 1, ptr %270, align 8
  %982 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %270) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %270)
  call void @llvm.lifetime.start.p0(ptr nonnull %274)
  store i32 44, ptr %274, align 8
  %983 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %274) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %274)
  %984 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %271)
  store i32 1, ptr %271, align 8
  %985 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %271) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %271)
  call void @llvm.lifetime.start.p0(ptr nonnull %275)
  store i32 41, ptr %275, align 8
  %986 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %275) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %275)
  call void @llvm.lifetime.start.p0(ptr nonnull %277)
  store ptr @.str32, ptr %277, align 8
  %987 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %277) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %277)
  call void @llvm.lifetime.start.p0(ptr nonnull %250)
  store i32 40, ptr %250, align 8
  %988 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %250) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %250)
  call void @llvm.lifetime.start.p0(ptr nonnull %245)
  store i32 40, ptr %245, align 8
  %989 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %245) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %245)
  call void @llvm.lifetime.start.p0(ptr nonnull %244)
  %990 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %241)
  store i32 1, ptr %241, align 8
  %991 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %241) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %241)
  store i32 1, ptr %244, align 8
  %992 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %244) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %244)
  call void @llvm.lifetime.start.p0(ptr nonnull %246)
  store i32 44, ptr %246, align 8
  %993 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %246) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %246)
  call void @llvm.lifetime.start.p0(ptr nonnull %243)
  %994 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %242)
  store i32 1, ptr %242, align 8
  %995 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %242) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %242)
  store i32 0, ptr %243, align 8
  %996 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %243) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %243)
  call void @llvm.lifetime.start.p0(ptr nonnull %247)
  store i32 41, ptr %247, align 8
  %997 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %247) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %247)
  call void @llvm.lifetime.start.p0(ptr nonnull %251)
  store i32 44, ptr %251, align 8
  %998 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %251) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %251)
  %999 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %249)
  store i32 0, ptr %249, align 8
  %1000 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %249) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %249)
  call void @llvm.lifetime.start.p0(ptr nonnull %252)
  store i32 44, ptr %252, align 8
  %1001 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %252) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %252)
  %1002 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %248)
  store i32 0, ptr %248, align 8
  %1003 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %248) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %248)
  call void @llvm.lifetime.start.p0(ptr nonnull %253)
  store i32 41, ptr %253, align 8
  %1004 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %253) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %253)
  call void @llvm.lifetime.start.p0(ptr nonnull %556)
  store ptr @.str1, ptr %556, align 8
  %1005 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %556) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %556)
  call void @llvm.lifetime.start.p0(ptr nonnull %557)
  store ptr @.str12, ptr %557, align 8
  %1006 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %557) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %557)
  %1007 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %362)
  store i32 40, ptr %362, align 8
  %1008 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %362) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %362)
  call void @llvm.lifetime.start.p0(ptr nonnull %360)
  store i32 %594, ptr %360, align 8
  %1009 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %360) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %360)
  call void @llvm.lifetime.start.p0(ptr nonnull %363)
  store i32 44, ptr %363, align 8
  %1010 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %363) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %363)
  call void @llvm.lifetime.start.p0(ptr nonnull %361)
  store i32 %851, ptr %361, align 8
  %1011 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %361) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %361)
  call void @llvm.lifetime.start.p0(ptr nonnull %364)
  store i32 41, ptr %364, align 8
  %1012 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %364) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %364)
  call void @llvm.lifetime.start.p0(ptr nonnull %524)
  store ptr @.str27, ptr %524, align 8
  %1013 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %524) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %524)
  call void @llvm.lifetime.start.p0(ptr nonnull %266)
  store i32 40, ptr %266, align 8
  %1014 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %266) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %266)
  call void @llvm.lifetime.start.p0(ptr nonnull %256)
  store i32 40, ptr %256, align 8
  %1015 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %256) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %256)
  %1016 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %254)
  store i32 128, ptr %254, align 8
  %1017 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %254) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %254)
  call void @llvm.lifetime.start.p0(ptr nonnull %257)
  store i32 44, ptr %257, align 8
  %1018 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %257) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %257)
  %1019 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %255)
  store i32 256, ptr %255, align 8
  %1020 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %255) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %255)
  call void @llvm.lifetime.start.p0(ptr nonnull %258)
  store i32 41, ptr %258, align 8
  %1021 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %258) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %258)
  call void @llvm.lifetime.start.p0(ptr nonnull %267)
  store i32 44, ptr %267, align 8
  %1022 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %267) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %267)
  %1023 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %264)
  store i32 1, ptr %264, align 8
  %1024 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %264) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %264)
  call void @llvm.lifetime.start.p0(ptr nonnull %268)
  store i32 44, ptr %268, align 8
  %1025 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %268) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %268)
  %1026 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %265)
  store i32 1, ptr %265, align 8
  %1027 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %265) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %265)
  call void @llvm.lifetime.start.p0(ptr nonnull %269)
  store i32 41, ptr %269, align 8
  %1028 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %269) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %269)
  call void @llvm.lifetime.start.p0(ptr nonnull %276)
  store ptr @.str32, ptr %276, align 8
  %1029 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %276) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %276)
  call void @llvm.lifetime.start.p0(ptr nonnull %237)
  store i32 40, ptr %237, align 8
  %1030 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %237) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %237)
  call void @llvm.lifetime.start.p0(ptr nonnull %232)
  store i32 40, ptr %232, align 8
  %1031 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %232) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %232)
  call void @llvm.lifetime.start.p0(ptr nonnull %231)
  %1032 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %228)
  store i32 1, ptr %228, align 8
  %1033 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %228) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %228)
  store i32 1, ptr %231, align 8
  %1034 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %231) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %231)
  call void @llvm.lifetime.start.p0(ptr nonnull %233)
  store i32 44, ptr %233, align 8
  %1035 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %233) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %233)
  call void @llvm.lifetime.start.p0(ptr nonnull %230)
  %1036 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %229)
  store i32 1, ptr %229, align 8
  %1037 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %229) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %229)
  store i32 0, ptr %230, align 8
  %1038 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %230) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %230)
  call void @llvm.lifetime.start.p0(ptr nonnull %234)
  store i32 41, ptr %234, align 8
  %1039 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %234) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %234)
  call void @llvm.lifetime.start.p0(ptr nonnull %238)
  store i32 44, ptr %238, align 8
  %1040 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %238) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %238)
  %1041 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %236)
  store i32 0, ptr %236, align 8
  %1042 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %236) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %236)
  call void @llvm.lifetime.start.p0(ptr nonnull %239)
  store i32 44, ptr %239, align 8
  %1043 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %239) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %239)
  %1044 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %235)
  store i32 0, ptr %235, align 8
  %1045 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %235) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %235)
  call void @llvm.lifetime.start.p0(ptr nonnull %240)
  store i32 41, ptr %240, align 8
  %1046 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %240) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %240)
  call void @llvm.lifetime.start.p0(ptr nonnull %558)
  store ptr @.str1, ptr %558, align 8
  %1047 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %558) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %558)
  br label %1048

1048:                                             ; preds = %847, %863, %853
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1049 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %1050 = and i32 %1049, 16383
  %1051 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), 4
  %1052 = and i32 %1051, 16383
  %1053 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1054 = extractvalue { i32, i32 } %1053, 1
  %1055 = icmp samesign ult i32 %597, 32
  br i1 %1055, label %1056, label %1057

1056:                                             ; preds = %1048
  call void asm sideeffect "tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32800) to ptr addrspace(3)) to i32), i32 512) #8, !srcloc !14
  br label %1057

1057:                                             ; preds = %1056, %1048
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1058 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32800), align 32, !tbaa !15
  br i1 %607, label %1059, label %1244

1059:                                             ; preds = %1057
  %1060 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %1061 = mul i32 %582, %1060
  %1062 = add i32 %1061, %581
  %1063 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %1064 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %1065 = mul i32 %1060, %1063
  %1066 = mul i32 %1065, %1064
  %1067 = sub i32 0, %1066
  %1068 = icmp eq i32 %1062, %1067
  br i1 %1068, label %1069, label %1244

1069:                                             ; preds = %1059
  call void @llvm.lifetime.start.p0(ptr nonnull %559)
  store ptr @.str13, ptr %559, align 8
  %1070 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %559) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %559)
  call void @llvm.lifetime.start.p0(ptr nonnull %224)
  store i32 3, ptr %224, align 8
  %1071 = getelementptr inbounds nuw i8, ptr %224, i64 4
  store i32 4, ptr %1071, align 4
  %1072 = getelementptr inbounds nuw i8, ptr %224, i64 8
  store i32 3, ptr %1072, align 8
  %1073 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %224) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %224)
  %1074 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  %1075 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %217)
  %1076 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %216)
  store i32 16, ptr %216, align 8
  %1077 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %216) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %216)
  store ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), ptr %217, align 8
  %1078 = call i32 @vprintf(ptr nonnull @.str38, ptr nonnull %217) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %217)
  call void @llvm.lifetime.start.p0(ptr nonnull %521)
  store ptr @.str27, ptr %521, align 8
  %1079 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %521) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %521)
  call void @llvm.lifetime.start.p0(ptr nonnull %210)
  store i32 40, ptr %210, align 8
  %1080 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %210) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %210)
  call void @llvm.lifetime.start.p0(ptr nonnull %205)
  store i32 40, ptr %205, align 8
  %1081 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %205) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %205)
  %1082 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %204)
  store i32 128, ptr %204, align 8
  %1083 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %204) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %204)
  call void @llvm.lifetime.start.p0(ptr nonnull %206)
  store i32 44, ptr %206, align 8
  %1084 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %206) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %206)
  %1085 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %203)
  store i32 16, ptr %203, align 8
  %1086 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %203) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %203)
  call void @llvm.lifetime.start.p0(ptr nonnull %207)
  store i32 41, ptr %207, align 8
  %1087 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %207) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %207)
  call void @llvm.lifetime.start.p0(ptr nonnull %211)
  store i32 44, ptr %211, align 8
  %1088 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %211) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %211)
  %1089 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %209)
  store i32 1, ptr %209, align 8
  %1090 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %209) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %209)
  call void @llvm.lifetime.start.p0(ptr nonnull %212)
  store i32 44, ptr %212, align 8
  %1091 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %212) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %212)
  %1092 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %208)
  store i32 4, ptr %208, align 8
  %1093 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %208) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %208)
  call void @llvm.lifetime.start.p0(ptr nonnull %213)
  store i32 41, ptr %213, align 8
  %1094 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %213) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %213)
  call void @llvm.lifetime.start.p0(ptr nonnull %227)
  store ptr @.str32, ptr %227, align 8
  %1095 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %227) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %227)
  call void @llvm.lifetime.start.p0(ptr nonnull %188)
  store i32 40, ptr %188, align 8
  %1096 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %188) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %188)
  call void @llvm.lifetime.start.p0(ptr nonnull %177)
  store i32 40, ptr %177, align 8
  %1097 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %177) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %177)
  %1098 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %175)
  store i32 64, ptr %175, align 8
  %1099 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %175) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %175)
  call void @llvm.lifetime.start.p0(ptr nonnull %178)
  store i32 44, ptr %178, align 8
  %1100 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %178) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %178)
  %1101 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %176)
  store i32 1, ptr %176, align 8
  %1102 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %176) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %176)
  call void @llvm.lifetime.start.p0(ptr nonnull %179)
  store i32 41, ptr %179, align 8
  %1103 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %179) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %179)
  call void @llvm.lifetime.start.p0(ptr nonnull %189)
  store i32 44, ptr %189, align 8
  %1104 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %189) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %189)
  %1105 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %187)
  store i32 0, ptr %187, align 8
  %1106 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %187) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %187)
  call void @llvm.lifetime.start.p0(ptr nonnull %190)
  store i32 44, ptr %190, align 8
  %1107 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %190) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %190)
  %1108 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %186)
  store i32 16, ptr %186, align 8
  %1109 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %186) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %186)
  call void @llvm.lifetime.start.p0(ptr nonnull %191)
  store i32 41, ptr %191, align 8
  %1110 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %191) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %191)
  call void @llvm.lifetime.start.p0(ptr nonnull %560)
  store ptr @.str1, ptr %560, align 8
  %1111 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %560) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %560)
  call void @llvm.lifetime.start.p0(ptr nonnull %561)
  store ptr @.str14, ptr %561, align 8
  %1112 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %561) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %561)
  call void @llvm.lifetime.start.p0(ptr nonnull %225)
  store i32 3, ptr %225, align 8
  %1113 = getelementptr inbounds nuw i8, ptr %225, i64 4
  store i32 4, ptr %1113, align 4
  %1114 = getelementptr inbounds nuw i8, ptr %225, i64 8
  store i32 3, ptr %1114, align 8
  %1115 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %225) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %225)
  %1116 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  %1117 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %215)
  %1118 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %214)
  store i32 16, ptr %214, align 8
  %1119 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %214) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %214)
  store ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), ptr %215, align 8
  %1120 = call i32 @vprintf(ptr nonnull @.str38, ptr nonnull %215) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %215)
  call void @llvm.lifetime.start.p0(ptr nonnull %522)
  store ptr @.str27, ptr %522, align 8
  %1121 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %522) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %522)
  call void @llvm.lifetime.start.p0(ptr nonnull %199)
  store i32 40, ptr %199, align 8
  %1122 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %199) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %199)
  call void @llvm.lifetime.start.p0(ptr nonnull %194)
  store i32 40, ptr %194, align 8
  %1123 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %194) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %194)
  %1124 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %193)
  store i32 128, ptr %193, align 8
  %1125 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %193) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %193)
  call void @llvm.lifetime.start.p0(ptr nonnull %195)
  store i32 44, ptr %195, align 8
  %1126 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %195) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %195)
  %1127 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %192)
  store i32 16, ptr %192, align 8
  %1128 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %192) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %192)
  call void @llvm.lifetime.start.p0(ptr nonnull %196)
  store i32 41, ptr %196, align 8
  %1129 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %196) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %196)
  call void @llvm.lifetime.start.p0(ptr nonnull %200)
  store i32 44, ptr %200, align 8
  %1130 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %200) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %200)
  %1131 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %198)
  store i32 1, ptr %198, align 8
  %1132 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %198) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %198)
  call void @llvm.lifetime.start.p0(ptr nonnull %201)
  store i32 44, ptr %201, align 8
  %1133 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %201) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %201)
  %1134 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %197)
  store i32 4, ptr %197, align 8
  %1135 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %197) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %197)
  call void @llvm.lifetime.start.p0(ptr nonnull %202)
  store i32 41, ptr %202, align 8
  %1136 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %202) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %202)
  call void @llvm.lifetime.start.p0(ptr nonnull %226)
  store ptr @.str32, ptr %226, align 8
  %1137 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %226) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %226)
  call void @llvm.lifetime.start.p0(ptr nonnull %182)
  store i32 40, ptr %182, align 8
  %1138 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %182) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %182)
  call void @llvm.lifetime.start.p0(ptr nonnull %172)
  store i32 40, ptr %172, align 8
  %1139 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %172) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %172)
  %1140 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %170)
  store i32 64, ptr %170, align 8
  %1141 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %170) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %170)
  call void @llvm.lifetime.start.p0(ptr nonnull %173)
  store i32 44, ptr %173, align 8
  %1142 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %173) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %173)
  %1143 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %171)
  store i32 1, ptr %171, align 8
  %1144 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %171) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %171)
  call void @llvm.lifetime.start.p0(ptr nonnull %174)
  store i32 41, ptr %174, align 8
  %1145 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %174) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %174)
  call void @llvm.lifetime.start.p0(ptr nonnull %183)
  store i32 44, ptr %183, align 8
  %1146 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %183) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %183)
  %1147 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %181)
  store i32 0, ptr %181, align 8
  %1148 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %181) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %181)
  call void @llvm.lifetime.start.p0(ptr nonnull %184)
  store i32 44, ptr %184, align 8
  %1149 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %184) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %184)
  %1150 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %180)
  store i32 16, ptr %180, align 8
  %1151 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %180) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %180)
  call void @llvm.lifetime.start.p0(ptr nonnull %185)
  store i32 41, ptr %185, align 8
  %1152 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %185) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %185)
  call void @llvm.lifetime.start.p0(ptr nonnull %562)
  store ptr @.str1, ptr %562, align 8
  %1153 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %562) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %562)
  call void @llvm.lifetime.start.p0(ptr nonnull %563)
  store ptr @.str15, ptr %563, align 8
  %1154 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %563) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %563)
  %1155 = call i32 @vprintf(ptr nonnull @.str39, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %519)
  store ptr @.str27, ptr %519, align 8
  %1156 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %519) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %519)
  call void @llvm.lifetime.start.p0(ptr nonnull %164)
  store i32 40, ptr %164, align 8
  %1157 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %164) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %164)
  %1158 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %162)
  store i32 1, ptr %162, align 8
  %1159 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %162) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %162)
  call void @llvm.lifetime.start.p0(ptr nonnull %165)
  store i32 44, ptr %165, align 8
  %1160 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %165) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %165)
  %1161 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %163)
  store i32 1, ptr %163, align 8
  %1162 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %163) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %163)
  call void @llvm.lifetime.start.p0(ptr nonnull %166)
  store i32 44, ptr %166, align 8
  %1163 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %166) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %166)
  %1164 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %161)
  store i32 4, ptr %161, align 8
  %1165 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %161) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %161)
  call void @llvm.lifetime.start.p0(ptr nonnull %167)
  store i32 41, ptr %167, align 8
  %1166 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %167) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %167)
  call void @llvm.lifetime.start.p0(ptr nonnull %169)
  store ptr @.str32, ptr %169, align 8
  %1167 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %169) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %169)
  call void @llvm.lifetime.start.p0(ptr nonnull %150)
  store i32 40, ptr %150, align 8
  %1168 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %150) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %150)
  %1169 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %149)
  store i32 0, ptr %149, align 8
  %1170 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %149) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %149)
  call void @llvm.lifetime.start.p0(ptr nonnull %151)
  store i32 44, ptr %151, align 8
  %1171 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %151) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %151)
  %1172 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %148)
  store i32 0, ptr %148, align 8
  %1173 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %148) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %148)
  call void @llvm.lifetime.start.p0(ptr nonnull %152)
  store i32 44, ptr %152, align 8
  %1174 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %152) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %152)
  %1175 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %140)
  store i32 2, ptr %140, align 8
  %1176 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %140) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %140)
  call void @llvm.lifetime.start.p0(ptr nonnull %153)
  store i32 41, ptr %153, align 8
  %1177 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %153) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %153)
  call void @llvm.lifetime.start.p0(ptr nonnull %564)
  store ptr @.str1, ptr %564, align 8
  %1178 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %564) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %564)
  call void @llvm.lifetime.start.p0(ptr nonnull %565)
  store ptr @.str16, ptr %565, align 8
  %1179 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %565) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %565)
  %1180 = call i32 @vprintf(ptr nonnull @.str39, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %520)
  store ptr @.str27, ptr %520, align 8
  %1181 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %520) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %520)
  call void @llvm.lifetime.start.p0(ptr nonnull %157)
  store i32 40, ptr %157, align 8
  %1182 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %157) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %157)
  %1183 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %155)
  store i32 1, ptr %155, align 8
  %1184 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %155) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %155)
  call void @llvm.lifetime.start.p0(ptr nonnull %158)
  store i32 44, ptr %158, align 8
  %1185 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %158) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %158)
  %1186 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %156)
  store i32 1, ptr %156, align 8
  %1187 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %156) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %156)
  call void @llvm.lifetime.start.p0(ptr nonnull %159)
  store i32 44, ptr %159, align 8
  %1188 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %159) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %159)
  %1189 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %154)
  store i32 4, ptr %154, align 8
  %1190 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %154) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %154)
  call void @llvm.lifetime.start.p0(ptr nonnull %160)
  store i32 41, ptr %160, align 8
  %1191 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %160) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %160)
  call void @llvm.lifetime.start.p0(ptr nonnull %168)
  store ptr @.str32, ptr %168, align 8
  %1192 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %168) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %168)
  call void @llvm.lifetime.start.p0(ptr nonnull %144)
  store i32 40, ptr %144, align 8
  %1193 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %144) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %144)
  %1194 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %143)
  store i32 0, ptr %143, align 8
  %1195 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %143) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %143)
  call void @llvm.lifetime.start.p0(ptr nonnull %145)
  store i32 44, ptr %145, align 8
  %1196 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %145) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %145)
  %1197 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %142)
  store i32 0, ptr %142, align 8
  %1198 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %142) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %142)
  call void @llvm.lifetime.start.p0(ptr nonnull %146)
  store i32 44, ptr %146, align 8
  %1199 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %146) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %146)
  %1200 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %141)
  store i32 2, ptr %141, align 8
  %1201 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %141) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %141)
  call void @llvm.lifetime.start.p0(ptr nonnull %147)
  store i32 41, ptr %147, align 8
  %1202 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %147) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %147)
  call void @llvm.lifetime.start.p0(ptr nonnull %566)
  store ptr @.str1, ptr %566, align 8
  %1203 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %566) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %566)
  call void @llvm.lifetime.start.p0(ptr nonnull %567)
  store ptr @.str17, ptr %567, align 8
  %1204 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %567) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %567)
  call void @llvm.lifetime.start.p0(ptr nonnull %139)
  %1205 = call i32 @vprintf(ptr nonnull @.str40, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %138)
  store i32 32, ptr %138, align 8
  %1206 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %138) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %138)
  %1207 = lshr i32 %1058, 16
  %1208 = and i32 %1058, 65535
  store i32 %1207, ptr %139, align 8
  %1209 = getelementptr inbounds nuw i8, ptr %139, i64 4
  store i32 %1208, ptr %1209, align 4
  %1210 = call i32 @vprintf(ptr nonnull @.str41, ptr nonnull %139) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %139)
  call void @llvm.lifetime.start.p0(ptr nonnull %518)
  store ptr @.str27, ptr %518, align 8
  %1211 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %518) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %518)
  call void @llvm.lifetime.start.p0(ptr nonnull %133)
  store i32 40, ptr %133, align 8
  %1212 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %133) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %133)
  call void @llvm.lifetime.start.p0(ptr nonnull %128)
  store i32 40, ptr %128, align 8
  %1213 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %128) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %128)
  %1214 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %126)
  store i32 128, ptr %126, align 8
  %1215 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %126) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %126)
  call void @llvm.lifetime.start.p0(ptr nonnull %129)
  store i32 44, ptr %129, align 8
  %1216 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %129) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %129)
  %1217 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %127)
  store i32 256, ptr %127, align 8
  %1218 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %127) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %127)
  call void @llvm.lifetime.start.p0(ptr nonnull %130)
  store i32 41, ptr %130, align 8
  %1219 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %130) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %130)
  call void @llvm.lifetime.start.p0(ptr nonnull %134)
  store i32 44, ptr %134, align 8
  %1220 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %134) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %134)
  %1221 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %131)
  store i32 1, ptr %131, align 8
  %1222 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %131) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %131)
  call void @llvm.lifetime.start.p0(ptr nonnull %135)
  store i32 44, ptr %135, align 8
  %1223 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %135) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %135)
  %1224 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %132)
  store i32 1, ptr %132, align 8
  %1225 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %132) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %132)
  call void @llvm.lifetime.start.p0(ptr nonnull %136)
  store i32 41, ptr %136, align 8
  %1226 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %136) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %136)
  call void @llvm.lifetime.start.p0(ptr nonnull %137)
  store ptr @.str32, ptr %137, align 8
  %1227 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %137) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %137)
  call void @llvm.lifetime.start.p0(ptr nonnull %122)
  store i32 40, ptr %122, align 8
  %1228 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %122) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %122)
  call void @llvm.lifetime.start.p0(ptr nonnull %117)
  store i32 40, ptr %117, align 8
  %1229 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %117) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %117)
  %1230 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %115)
  store i32 65536, ptr %115, align 8
  %1231 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %115) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %115)
  call void @llvm.lifetime.start.p0(ptr nonnull %118)
  store i32 44, ptr %118, align 8
  %1232 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %118) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %118)
  %1233 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %116)
  store i32 1, ptr %116, align 8
  %1234 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %116) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %116)
  call void @llvm.lifetime.start.p0(ptr nonnull %119)
  store i32 41, ptr %119, align 8
  %1235 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %119) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %119)
  call void @llvm.lifetime.start.p0(ptr nonnull %123)
  store i32 44, ptr %123, align 8
  %1236 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %123) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %123)
  %1237 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %121)
  store i32 0, ptr %121, align 8
  %1238 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %121) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %121)
  call void @llvm.lifetime.start.p0(ptr nonnull %124)
  store i32 44, ptr %124, align 8
  %1239 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %124) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %124)
  %1240 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %120)
  store i32 0, ptr %120, align 8
  %1241 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %120) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %120)
  call void @llvm.lifetime.start.p0(ptr nonnull %125)
  store i32 41, ptr %125, align 8
  %1242 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %125) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %125)
  call void @llvm.lifetime.start.p0(ptr nonnull %568)
  store ptr @.str1, ptr %568, align 8
  %1243 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %568) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %568)
  br label %1244

1244:                                             ; preds = %1057, %1069, %1059
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1245 = call noundef i32 asm sideeffect "mov.u32 $0, %cluster_ctarank;\0A", "=r"() #8, !srcloc !18
  %1246 = sdiv i32 %1245, 2
  %1247 = mul i32 %1246, 2
  %1248 = sub i32 %1245, %1247
  %1249 = srem i32 %1246, 2
  %1250 = sdiv i32 %1245, 4
  %1251 = srem i32 %1250, 4
  %1252 = icmp eq i32 %1248, 0
  %1253 = shl nsw i32 %1251, 11
  %1254 = shl nsw i32 %1251, 5
  %1255 = add i32 %1254, %851
  %1256 = sext i32 %1253 to i64
  %1257 = getelementptr inbounds %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %1256
  %1258 = shl nsw i32 %1249, 12
  %1259 = shl nsw i32 %1249, 6
  %1260 = add nsw i32 %1259, %852
  %1261 = sext i32 %1258 to i64
  %1262 = getelementptr inbounds %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), i64 %1261
  %1263 = and i32 %1245, 3
  %1264 = shl nuw nsw i32 4369, %1263
  %1265 = trunc nuw i32 %1264 to i16
  %1266 = shl nsw i32 %1251, 2
  %1267 = add nsw i32 %1266, %1248
  %1268 = shl nuw nsw i32 5, %1267
  %1269 = trunc i32 %1268 to i16
  %1270 = shl nuw nsw i32 15, %1266
  %1271 = shl nsw i32 %1249, 1
  %1272 = shl nuw nsw i32 13107, %1271
  %1273 = or i32 %1272, %1270
  %1274 = trunc i32 %1273 to i16
  br i1 %607, label %1275, label %1444

1275:                                             ; preds = %1244
  %1276 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %1277 = mul i32 %582, %1276
  %1278 = add i32 %1277, %581
  %1279 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %1280 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %1281 = mul i32 %1276, %1279
  %1282 = mul i32 %1281, %1280
  %1283 = sub i32 0, %1282
  %1284 = icmp eq i32 %1278, %1283
  br i1 %1284, label %1285, label %1444

1285:                                             ; preds = %1275
  call void @llvm.lifetime.start.p0(ptr nonnull %569)
  store ptr @.str18, ptr %569, align 8
  %1286 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %569) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %569)
  %1287 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %110)
  store i32 40, ptr %110, align 8
  %1288 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %110) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %110)
  call void @llvm.lifetime.start.p0(ptr nonnull %109)
  store i32 0, ptr %109, align 8
  %1289 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %109) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %109)
  call void @llvm.lifetime.start.p0(ptr nonnull %111)
  store i32 44, ptr %111, align 8
  %1290 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %111) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %111)
  call void @llvm.lifetime.start.p0(ptr nonnull %108)
  store i32 %1255, ptr %108, align 8
  %1291 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %108) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %108)
  call void @llvm.lifetime.start.p0(ptr nonnull %112)
  store i32 41, ptr %112, align 8
  %1292 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %112) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %112)
  call void @llvm.lifetime.start.p0(ptr nonnull %516)
  store ptr @.str27, ptr %516, align 8
  %1293 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %516) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %516)
  call void @llvm.lifetime.start.p0(ptr nonnull %100)
  store i32 40, ptr %100, align 8
  %1294 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %100) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %100)
  call void @llvm.lifetime.start.p0(ptr nonnull %92)
  store i32 40, ptr %92, align 8
  %1295 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %92) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %92)
  call void @llvm.lifetime.start.p0(ptr nonnull %84)
  store i32 40, ptr %84, align 8
  %1296 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %84) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %84)
  %1297 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %83)
  store i32 64, ptr %83, align 8
  %1298 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %83) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %83)
  call void @llvm.lifetime.start.p0(ptr nonnull %85)
  store i32 44, ptr %85, align 8
  %1299 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %85) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %85)
  %1300 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %82)
  store i32 128, ptr %82, align 8
  %1301 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %82) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %82)
  call void @llvm.lifetime.start.p0(ptr nonnull %86)
  store i32 41, ptr %86, align 8
  %1302 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %86) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %86)
  call void @llvm.lifetime.start.p0(ptr nonnull %93)
  store i32 44, ptr %93, align 8
  %1303 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %93) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %93)
  %1304 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %91)
  store i32 1, ptr %91, align 8
  %1305 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %91) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %91)
  call void @llvm.lifetime.start.p0(ptr nonnull %94)
  store i32 41, ptr %94, align 8
  %1306 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %94) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %94)
  call void @llvm.lifetime.start.p0(ptr nonnull %101)
  store i32 44, ptr %101, align 8
  %1307 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %101) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %101)
  call void @llvm.lifetime.start.p0(ptr nonnull %99)
  store i32 %587, ptr %99, align 8
  %1308 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %99) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %99)
  call void @llvm.lifetime.start.p0(ptr nonnull %102)
  store i32 41, ptr %102, align 8
  %1309 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %102) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %102)
  call void @llvm.lifetime.start.p0(ptr nonnull %114)
  store ptr @.str32, ptr %114, align 8
  %1310 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %114) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %114)
  call void @llvm.lifetime.start.p0(ptr nonnull %74)
  store i32 40, ptr %74, align 8
  %1311 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %74) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %74)
  call void @llvm.lifetime.start.p0(ptr nonnull %64)
  store i32 40, ptr %64, align 8
  %1312 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %64) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %64)
  call void @llvm.lifetime.start.p0(ptr nonnull %56)
  store i32 40, ptr %56, align 8
  %1313 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %56) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %56)
  call void @llvm.lifetime.start.p0(ptr nonnull %54)
  %1314 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %53)
  store i32 1, ptr %53, align 8
  %1315 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %53) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %53)
  store i32 0, ptr %54, align 8
  %1316 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %54) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %54)
  call void @llvm.lifetime.start.p0(ptr nonnull %57)
  store i32 44, ptr %57, align 8
  %1317 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %57) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %57)
  call void @llvm.lifetime.start.p0(ptr nonnull %55)
  %1318 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  store i32 1, ptr %52, align 8
  %1319 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %52) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  store i32 1, ptr %55, align 8
  %1320 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %55) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %55)
  call void @llvm.lifetime.start.p0(ptr nonnull %58)
  store i32 41, ptr %58, align 8
  %1321 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %58) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %58)
  call void @llvm.lifetime.start.p0(ptr nonnull %65)
  store i32 44, ptr %65, align 8
  %1322 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %65) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %65)
  %1323 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %63)
  store i32 0, ptr %63, align 8
  %1324 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %63) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %63)
  call void @llvm.lifetime.start.p0(ptr nonnull %66)
  store i32 41, ptr %66, align 8
  %1325 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %66) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %66)
  call void @llvm.lifetime.start.p0(ptr nonnull %75)
  store i32 44, ptr %75, align 8
  %1326 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %75) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %75)
  call void @llvm.lifetime.start.p0(ptr nonnull %73)
  %1327 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %72)
  store i32 64, ptr %72, align 8
  %1328 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %72) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %72)
  store i32 0, ptr %73, align 8
  %1329 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %73) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %73)
  call void @llvm.lifetime.start.p0(ptr nonnull %76)
  store i32 41, ptr %76, align 8
  %1330 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %76) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %76)
  call void @llvm.lifetime.start.p0(ptr nonnull %570)
  store ptr @.str1, ptr %570, align 8
  %1331 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %570) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %570)
  call void @llvm.lifetime.start.p0(ptr nonnull %571)
  store ptr @.str19, ptr %571, align 8
  %1332 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %571) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %571)
  call void @llvm.lifetime.start.p0(ptr nonnull %222)
  store i32 3, ptr %222, align 8
  %1333 = getelementptr inbounds nuw i8, ptr %222, i64 4
  store i32 4, ptr %1333, align 4
  %1334 = getelementptr inbounds nuw i8, ptr %222, i64 8
  store i32 3, ptr %1334, align 8
  %1335 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %222) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %222)
  %1336 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  %1337 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %221)
  %1338 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %220)
  store i32 16, ptr %220, align 8
  %1339 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %220) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %220)
  store ptr %1257, ptr %221, align 8
  %1340 = call i32 @vprintf(ptr nonnull @.str38, ptr nonnull %221) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %221)
  call void @llvm.lifetime.start.p0(ptr nonnull %514)
  store ptr @.str27, ptr %514, align 8
  %1341 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %514) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %514)
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  store i32 40, ptr %41, align 8
  %1342 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %41) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store i32 40, ptr %36, align 8
  %1343 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %36) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  %1344 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  store i32 8192, ptr %29, align 8
  %1345 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store i32 44, ptr %37, align 8
  %1346 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %37) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  %1347 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store i32 1, ptr %35, align 8
  %1348 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %35) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store i32 41, ptr %38, align 8
  %1349 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %38) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  store i32 41, ptr %42, align 8
  %1350 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  store ptr @.str32, ptr %44, align 8
  %1351 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %44) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  store i32 40, ptr %27, align 8
  %1352 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %27) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 40, ptr %22, align 8
  %1353 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %1354 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  store i32 1, ptr %20, align 8
  %1355 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  store i32 44, ptr %23, align 8
  %1356 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %23) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  %1357 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store i32 0, ptr %21, align 8
  %1358 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %21) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  store i32 41, ptr %24, align 8
  %1359 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %24) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  store i32 41, ptr %28, align 8
  %1360 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %28) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  call void @llvm.lifetime.start.p0(ptr nonnull %572)
  store ptr @.str1, ptr %572, align 8
  %1361 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %572) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %572)
  call void @llvm.lifetime.start.p0(ptr nonnull %573)
  store ptr @.str20, ptr %573, align 8
  %1362 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %573) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %573)
  %1363 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %105)
  store i32 40, ptr %105, align 8
  %1364 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %105) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %105)
  call void @llvm.lifetime.start.p0(ptr nonnull %104)
  store i32 0, ptr %104, align 8
  %1365 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %104) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %104)
  call void @llvm.lifetime.start.p0(ptr nonnull %106)
  store i32 44, ptr %106, align 8
  %1366 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %106) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %106)
  call void @llvm.lifetime.start.p0(ptr nonnull %103)
  store i32 %1260, ptr %103, align 8
  %1367 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %103) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %103)
  call void @llvm.lifetime.start.p0(ptr nonnull %107)
  store i32 41, ptr %107, align 8
  %1368 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %107) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %107)
  call void @llvm.lifetime.start.p0(ptr nonnull %517)
  store ptr @.str27, ptr %517, align 8
  %1369 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %517) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %517)
  call void @llvm.lifetime.start.p0(ptr nonnull %96)
  store i32 40, ptr %96, align 8
  %1370 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %96) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %96)
  call void @llvm.lifetime.start.p0(ptr nonnull %88)
  store i32 40, ptr %88, align 8
  %1371 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %88) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %88)
  call void @llvm.lifetime.start.p0(ptr nonnull %79)
  store i32 40, ptr %79, align 8
  %1372 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %79) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %79)
  %1373 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %78)
  store i32 64, ptr %78, align 8
  %1374 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %78) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %78)
  call void @llvm.lifetime.start.p0(ptr nonnull %80)
  store i32 44, ptr %80, align 8
  %1375 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %80) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %80)
  %1376 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %77)
  store i32 128, ptr %77, align 8
  %1377 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %77) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %77)
  call void @llvm.lifetime.start.p0(ptr nonnull %81)
  store i32 41, ptr %81, align 8
  %1378 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %81) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %81)
  call void @llvm.lifetime.start.p0(ptr nonnull %89)
  store i32 44, ptr %89, align 8
  %1379 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %89) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %89)
  %1380 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %87)
  store i32 1, ptr %87, align 8
  %1381 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %87) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %87)
  call void @llvm.lifetime.start.p0(ptr nonnull %90)
  store i32 41, ptr %90, align 8
  %1382 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %90) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %90)
  call void @llvm.lifetime.start.p0(ptr nonnull %97)
  store i32 44, ptr %97, align 8
  %1383 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %97) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %97)
  call void @llvm.lifetime.start.p0(ptr nonnull %95)
  store i32 %593, ptr %95, align 8
  %1384 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %95) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %95)
  call void @llvm.lifetime.start.p0(ptr nonnull %98)
  store i32 41, ptr %98, align 8
  %1385 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %98) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %98)
  call void @llvm.lifetime.start.p0(ptr nonnull %113)
  store ptr @.str32, ptr %113, align 8
  %1386 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %113) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %113)
  call void @llvm.lifetime.start.p0(ptr nonnull %69)
  store i32 40, ptr %69, align 8
  %1387 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %69) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %69)
  call void @llvm.lifetime.start.p0(ptr nonnull %60)
  store i32 40, ptr %60, align 8
  %1388 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %60) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %60)
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  store i32 40, ptr %49, align 8
  %1389 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %49) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  %1390 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  store i32 1, ptr %46, align 8
  %1391 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  store i32 0, ptr %47, align 8
  %1392 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %47) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  store i32 44, ptr %50, align 8
  %1393 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %50) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  %1394 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  store i32 1, ptr %45, align 8
  %1395 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  store i32 1, ptr %48, align 8
  %1396 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %48) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  store i32 41, ptr %51, align 8
  %1397 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %51) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  call void @llvm.lifetime.start.p0(ptr nonnull %61)
  store i32 44, ptr %61, align 8
  %1398 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %61) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %61)
  %1399 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %59)
  store i32 0, ptr %59, align 8
  %1400 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %59) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %59)
  call void @llvm.lifetime.start.p0(ptr nonnull %62)
  store i32 41, ptr %62, align 8
  %1401 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %62) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %62)
  call void @llvm.lifetime.start.p0(ptr nonnull %70)
  store i32 44, ptr %70, align 8
  %1402 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %70) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %70)
  call void @llvm.lifetime.start.p0(ptr nonnull %68)
  %1403 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %67)
  store i32 64, ptr %67, align 8
  %1404 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %67) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %67)
  store i32 0, ptr %68, align 8
  %1405 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %68) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %68)
  call void @llvm.lifetime.start.p0(ptr nonnull %71)
  store i32 41, ptr %71, align 8
  %1406 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %71) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %71)
  call void @llvm.lifetime.start.p0(ptr nonnull %574)
  store ptr @.str1, ptr %574, align 8
  %1407 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %574) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %574)
  call void @llvm.lifetime.start.p0(ptr nonnull %575)
  store ptr @.str21, ptr %575, align 8
  %1408 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %575) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %575)
  call void @llvm.lifetime.start.p0(ptr nonnull %223)
  store i32 3, ptr %223, align 8
  %1409 = getelementptr inbounds nuw i8, ptr %223, i64 4
  store i32 4, ptr %1409, align 4
  %1410 = getelementptr inbounds nuw i8, ptr %223, i64 8
  store i32 3, ptr %1410, align 8
  %1411 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %223) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %223)
  %1412 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  %1413 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %219)
  %1414 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %218)
  store i32 16, ptr %218, align 8
  %1415 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %218) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %218)
  store ptr %1262, ptr %219, align 8
  %1416 = call i32 @vprintf(ptr nonnull @.str38, ptr nonnull %219) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %219)
  call void @llvm.lifetime.start.p0(ptr nonnull %515)
  store ptr @.str27, ptr %515, align 8
  %1417 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %515) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %515)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store i32 40, ptr %39, align 8
  %1418 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %39) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store i32 40, ptr %32, align 8
  %1419 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %1420 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  store i32 8192, ptr %30, align 8
  %1421 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store i32 44, ptr %33, align 8
  %1422 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1423 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store i32 1, ptr %31, align 8
  %1424 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store i32 41, ptr %34, align 8
  %1425 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store i32 41, ptr %40, align 8
  %1426 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %40) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  store ptr @.str32, ptr %43, align 8
  %1427 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %43) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  store i32 40, ptr %25, align 8
  %1428 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  store i32 40, ptr %17, align 8
  %1429 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  %1430 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  store i32 1, ptr %15, align 8
  %1431 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  store i32 44, ptr %18, align 8
  %1432 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  %1433 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  store i32 0, ptr %16, align 8
  %1434 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  store i32 41, ptr %19, align 8
  %1435 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  store i32 41, ptr %26, align 8
  %1436 = call i32 @vprintf(ptr nonnull @.str29, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  call void @llvm.lifetime.start.p0(ptr nonnull %576)
  store ptr @.str1, ptr %576, align 8
  %1437 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %576) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %576)
  store i32 65536, ptr %577, align 8
  %1438 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %577) #7
  store i32 %1264, ptr %578, align 8
  %1439 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %578) #7
  %1440 = and i32 %1268, 65535
  store i32 %1440, ptr %579, align 8
  %1441 = call i32 @vprintf(ptr nonnull @.str24, ptr nonnull %579) #7
  %1442 = and i32 %1273, 65535
  store i32 %1442, ptr %580, align 8
  %1443 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %580) #7
  br label %1444

1444:                                             ; preds = %1244, %1285, %1275
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1445 = icmp ne i32 %1054, 0
  %1446 = and i1 %1055, %1445
  br i1 %1446, label %1447, label %1448

1447:                                             ; preds = %1444
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32768) to ptr addrspace(3)) to i32), i32 5) #8, !srcloc !19
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 1) #8, !srcloc !19
  br label %1448

1448:                                             ; preds = %1447, %1444
  call void asm sideeffect "barrier.cluster.arrive.aligned;\0A", ""() #8, !srcloc !20
  call void asm sideeffect "barrier.cluster.wait.aligned;\0A", ""() #8, !srcloc !21
  %1449 = icmp sgt i32 %585, 0
  br i1 %1449, label %1450, label %1484

1450:                                             ; preds = %1448
  %1451 = ptrtoint ptr %8 to i64
  %1452 = and i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), -16777217
  %1453 = addrspacecast ptr %1257 to ptr addrspace(3)
  %1454 = ptrtoint ptr addrspace(3) %1453 to i64
  %1455 = trunc i64 %1454 to i32
  %1456 = ptrtoint ptr %9 to i64
  %1457 = addrspacecast ptr %1262 to ptr addrspace(3)
  %1458 = ptrtoint ptr addrspace(3) %1457 to i64
  %1459 = trunc i64 %1458 to i32
  %1460 = load i32, ptr %6, align 4
  %1461 = call i32 @llvm.smax.i32(i32 %587, i32 1)
  %1462 = zext nneg i32 %1050 to i64
  %1463 = or disjoint i64 %1462, 4611756662049538048
  %1464 = zext nneg i32 %1052 to i64
  %1465 = or disjoint i64 %1464, 4611756662049538048
  %1466 = add nuw nsw i32 %1050, 65538
  %1467 = zext nneg i32 %1466 to i64
  %1468 = or disjoint i64 %1467, 4611756662049472512
  %1469 = add nuw nsw i32 %1052, 65538
  %1470 = zext nneg i32 %1469 to i64
  %1471 = or disjoint i64 %1470, 4611756662049472512
  %1472 = add nuw nsw i32 %1050, 65540
  %1473 = zext nneg i32 %1472 to i64
  %1474 = or disjoint i64 %1473, 4611756662049472512
  %1475 = add nuw nsw i32 %1052, 65540
  %1476 = zext nneg i32 %1475 to i64
  %1477 = or disjoint i64 %1476, 4611756662049472512
  %1478 = add nuw nsw i32 %1050, 65542
  %1479 = zext nneg i32 %1478 to i64
  %1480 = or disjoint i64 %1479, 4611756662049472512
  %1481 = add nuw nsw i32 %1052, 65542
  %1482 = zext nneg i32 %1481 to i64
  %1483 = or disjoint i64 %1482, 4611756662049472512
  br label %1496

1484:                                             ; preds = %1534, %1448
  %1485 = phi i8 [ 0, %1448 ], [ %1535, %1534 ]
  %1486 = phi i32 [ 0, %1448 ], [ %1536, %1534 ]
  store i8 %1485, ptr %848, align 4
  %1487 = shl nuw nsw i32 %597, 16
  %1488 = and i32 %1487, 65011712
  %1489 = add i32 %1058, %1488
  %1490 = shl nuw nsw i32 %597, 5
  %1491 = zext nneg i32 %1490 to i64
  %1492 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %1491
  %1493 = ptrtoint ptr %10 to i64
  %1494 = fcmp contract oeq float %12, 0.000000e+00
  %1495 = ptrtoint ptr %11 to i64
  br i1 %1446, label %1540, label %1542

1496:                                             ; preds = %1450, %1534
  %1497 = phi i32 [ 0, %1450 ], [ %1537, %1534 ]
  %1498 = phi i32 [ 0, %1450 ], [ %1536, %1534 ]
  %1499 = phi i32 [ 0, %1450 ], [ %1538, %1534 ]
  %1500 = phi i8 [ 0, %1450 ], [ %1535, %1534 ]
  br i1 %1446, label %1501, label %1505

1501:                                             ; preds = %1496
  br i1 %1252, label %1502, label %1503

1502:                                             ; preds = %1501
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 65536) #8, !srcloc !22
  br label %1503

1503:                                             ; preds = %1502, %1501
  %1504 = shl nsw i32 %1499, 6
  call void asm sideeffect "cp.async.bulk.tensor.2d.cta_group::2.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$4, $5}], [$2], $3, $6;", "r,l,r,h,r,r,l,~{memory}"(i32 %1455, i64 %1451, i32 %1452, i16 %1265, i32 %1504, i32 %1255, i64 1152921504606846976) #8, !srcloc !23
  call void asm sideeffect "cp.async.bulk.tensor.2d.cta_group::2.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$4, $5}], [$2], $3, $6;", "r,l,r,h,r,r,l,~{memory}"(i32 %1459, i64 %1456, i32 %1452, i16 %1269, i32 %1504, i32 %1260, i64 1152921504606846976) #8, !srcloc !23
  br label %1505

1505:                                             ; preds = %1503, %1496
  br i1 %1252, label %1506, label %1534

1506:                                             ; preds = %1505
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %1498) #8, !srcloc !24
  %1507 = xor i32 %1498, 1
  br i1 %1055, label %1508, label %1534

1508:                                             ; preds = %1506
  %1509 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1510 = extractvalue { i32, i32 } %1509, 1
  %1511 = icmp eq i32 %1510, 0
  br i1 %1511, label %1515, label %1513

1512:                                             ; preds = %1530
  call void asm sideeffect "{\0A\09tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [$0], $1; \0A\09}", "r,h,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32768) to ptr addrspace(3)) to i32), i16 %1274) #8, !srcloc !25
  br label %1534

1513:                                             ; preds = %1508
  %1514 = zext nneg i8 %1500 to i32
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8, $9, $10, $11, $12}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r,r,r,r,r"(i32 %1058, i64 %1463, i64 %1465, i32 %1460, i32 %1514, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !26
  br label %1515

1515:                                             ; preds = %1513, %1508
  %1516 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1517 = extractvalue { i32, i32 } %1516, 1
  %1518 = icmp eq i32 %1517, 0
  br i1 %1518, label %1520, label %1519

1519:                                             ; preds = %1515
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8, $9, $10, $11, $12}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r,r,r,r,r"(i32 %1058, i64 %1468, i64 %1471, i32 %1460, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !26
  br label %1520

1520:                                             ; preds = %1519, %1515
  %1521 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1522 = extractvalue { i32, i32 } %1521, 1
  %1523 = icmp eq i32 %1522, 0
  br i1 %1523, label %1525, label %1524

1524:                                             ; preds = %1520
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8, $9, $10, $11, $12}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r,r,r,r,r"(i32 %1058, i64 %1474, i64 %1477, i32 %1460, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !26
  br label %1525

1525:                                             ; preds = %1524, %1520
  %1526 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1527 = extractvalue { i32, i32 } %1526, 1
  %1528 = icmp eq i32 %1527, 0
  br i1 %1528, label %1530, label %1529

1529:                                             ; preds = %1525
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::2.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8, $9, $10, $11, $12}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r,r,r,r,r"(i32 %1058, i64 %1480, i64 %1483, i32 %1460, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !26
  br label %1530

1530:                                             ; preds = %1529, %1525
  %1531 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1532 = extractvalue { i32, i32 } %1531, 1
  %1533 = icmp eq i32 %1532, 0
  br i1 %1533, label %1534, label %1512

1534:                                             ; preds = %1512, %1530, %1506, %1505
  %1535 = phi i8 [ %1500, %1505 ], [ %1500, %1506 ], [ 1, %1530 ], [ 1, %1512 ]
  %1536 = phi i32 [ %1498, %1505 ], [ %1507, %1506 ], [ %1507, %1530 ], [ %1507, %1512 ]
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32768) to ptr addrspace(3)) to i32), i32 %1497) #8, !srcloc !24
  %1537 = xor i32 %1497, 1
  %1538 = add nuw nsw i32 %1499, 1
  %1539 = icmp eq i32 %1538, %1461
  br i1 %1539, label %1484, label %1496, !llvm.loop !27

1540:                                             ; preds = %1484
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 32768) #8, !srcloc !22
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %594, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  %1541 = or disjoint i32 %594, 32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %1541, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  br label %1542

1542:                                             ; preds = %1540, %1484
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %1486) #8, !srcloc !24
  %1543 = ptrtoint ptr %1492 to i64
  %1544 = lshr i64 %1543, 3
  %1545 = and i64 %1544, 112
  %1546 = xor i64 %1545, %1543
  %1547 = inttoptr i64 %1546 to ptr
  %1548 = load float, ptr %1547, align 16
  %1549 = getelementptr inbounds nuw i8, ptr %1547, i64 4
  %1550 = load float, ptr %1549, align 4
  %1551 = getelementptr inbounds nuw i8, ptr %1547, i64 8
  %1552 = load float, ptr %1551, align 8
  %1553 = getelementptr inbounds nuw i8, ptr %1547, i64 12
  %1554 = load float, ptr %1553, align 4
  %1555 = getelementptr inbounds nuw i8, ptr %1492, i64 16
  %1556 = ptrtoint ptr %1555 to i64
  %1557 = lshr i64 %1556, 3
  %1558 = and i64 %1557, 112
  %1559 = xor i64 %1558, %1556
  %1560 = inttoptr i64 %1559 to ptr
  %1561 = load float, ptr %1560, align 16
  %1562 = getelementptr inbounds nuw i8, ptr %1560, i64 4
  %1563 = load float, ptr %1562, align 4
  %1564 = getelementptr inbounds nuw i8, ptr %1560, i64 8
  %1565 = load float, ptr %1564, align 8
  %1566 = getelementptr inbounds nuw i8, ptr %1560, i64 12
  %1567 = load float, ptr %1566, align 4
  %1568 = getelementptr inbounds nuw i8, ptr %1492, i64 32
  %1569 = ptrtoint ptr %1568 to i64
  %1570 = lshr i64 %1569, 3
  %1571 = and i64 %1570, 112
  %1572 = xor i64 %1571, %1569
  %1573 = inttoptr i64 %1572 to ptr
  %1574 = load float, ptr %1573, align 16
  %1575 = getelementptr inbounds nuw i8, ptr %1573, i64 4
  %1576 = load float, ptr %1575, align 4
  %1577 = getelementptr inbounds nuw i8, ptr %1573, i64 8
  %1578 = load float, ptr %1577, align 8
  %1579 = getelementptr inbounds nuw i8, ptr %1573, i64 12
  %1580 = load float, ptr %1579, align 4
  %1581 = getelementptr inbounds nuw i8, ptr %1492, i64 48
  %1582 = ptrtoint ptr %1581 to i64
  %1583 = lshr i64 %1582, 3
  %1584 = and i64 %1583, 112
  %1585 = xor i64 %1584, %1582
  %1586 = inttoptr i64 %1585 to ptr
  %1587 = load float, ptr %1586, align 16
  %1588 = getelementptr inbounds nuw i8, ptr %1586, i64 4
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds nuw i8, ptr %1586, i64 8
  %1591 = load float, ptr %1590, align 8
  %1592 = getelementptr inbounds nuw i8, ptr %1586, i64 12
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds nuw i8, ptr %1492, i64 64
  %1595 = ptrtoint ptr %1594 to i64
  %1596 = lshr i64 %1595, 3
  %1597 = and i64 %1596, 112
  %1598 = xor i64 %1597, %1595
  %1599 = inttoptr i64 %1598 to ptr
  %1600 = load float, ptr %1599, align 16
  %1601 = getelementptr inbounds nuw i8, ptr %1599, i64 4
  %1602 = load float, ptr %1601, align 4
  %1603 = getelementptr inbounds nuw i8, ptr %1599, i64 8
  %1604 = load float, ptr %1603, align 8
  %1605 = getelementptr inbounds nuw i8, ptr %1599, i64 12
  %1606 = load float, ptr %1605, align 4
  %1607 = getelementptr inbounds nuw i8, ptr %1492, i64 80
  %1608 = ptrtoint ptr %1607 to i64
  %1609 = lshr i64 %1608, 3
  %1610 = and i64 %1609, 112
  %1611 = xor i64 %1610, %1608
  %1612 = inttoptr i64 %1611 to ptr
  %1613 = load float, ptr %1612, align 16
  %1614 = getelementptr inbounds nuw i8, ptr %1612, i64 4
  %1615 = load float, ptr %1614, align 4
  %1616 = getelementptr inbounds nuw i8, ptr %1612, i64 8
  %1617 = load float, ptr %1616, align 8
  %1618 = getelementptr inbounds nuw i8, ptr %1612, i64 12
  %1619 = load float, ptr %1618, align 4
  %1620 = getelementptr inbounds nuw i8, ptr %1492, i64 96
  %1621 = ptrtoint ptr %1620 to i64
  %1622 = lshr i64 %1621, 3
  %1623 = and i64 %1622, 112
  %1624 = xor i64 %1623, %1621
  %1625 = inttoptr i64 %1624 to ptr
  %1626 = load float, ptr %1625, align 16
  %1627 = getelementptr inbounds nuw i8, ptr %1625, i64 4
  %1628 = load float, ptr %1627, align 4
  %1629 = getelementptr inbounds nuw i8, ptr %1625, i64 8
  %1630 = load float, ptr %1629, align 8
  %1631 = getelementptr inbounds nuw i8, ptr %1625, i64 12
  %1632 = load float, ptr %1631, align 4
  %1633 = getelementptr inbounds nuw i8, ptr %1492, i64 112
  %1634 = ptrtoint ptr %1633 to i64
  %1635 = lshr i64 %1634, 3
  %1636 = and i64 %1635, 112
  %1637 = xor i64 %1636, %1634
  %1638 = inttoptr i64 %1637 to ptr
  %1639 = load float, ptr %1638, align 16
  %1640 = getelementptr inbounds nuw i8, ptr %1638, i64 4
  %1641 = load float, ptr %1640, align 4
  %1642 = getelementptr inbounds nuw i8, ptr %1638, i64 8
  %1643 = load float, ptr %1642, align 8
  %1644 = getelementptr inbounds nuw i8, ptr %1638, i64 12
  %1645 = load float, ptr %1644, align 4
  %1646 = getelementptr inbounds nuw i8, ptr %1492, i64 16384
  %1647 = ptrtoint ptr %1646 to i64
  %1648 = lshr i64 %1647, 3
  %1649 = and i64 %1648, 112
  %1650 = xor i64 %1649, %1647
  %1651 = inttoptr i64 %1650 to ptr
  %1652 = load float, ptr %1651, align 16
  %1653 = getelementptr inbounds nuw i8, ptr %1651, i64 4
  %1654 = load float, ptr %1653, align 4
  %1655 = getelementptr inbounds nuw i8, ptr %1651, i64 8
  %1656 = load float, ptr %1655, align 8
  %1657 = getelementptr inbounds nuw i8, ptr %1651, i64 12
  %1658 = load float, ptr %1657, align 4
  %1659 = getelementptr inbounds nuw i8, ptr %1492, i64 16400
  %1660 = ptrtoint ptr %1659 to i64
  %1661 = lshr i64 %1660, 3
  %1662 = and i64 %1661, 112
  %1663 = xor i64 %1662, %1660
  %1664 = inttoptr i64 %1663 to ptr
  %1665 = load float, ptr %1664, align 16
  %1666 = getelementptr inbounds nuw i8, ptr %1664, i64 4
  %1667 = load float, ptr %1666, align 4
  %1668 = getelementptr inbounds nuw i8, ptr %1664, i64 8
  %1669 = load float, ptr %1668, align 8
  %1670 = getelementptr inbounds nuw i8, ptr %1664, i64 12
  %1671 = load float, ptr %1670, align 4
  %1672 = getelementptr inbounds nuw i8, ptr %1492, i64 16416
  %1673 = ptrtoint ptr %1672 to i64
  %1674 = lshr i64 %1673, 3
  %1675 = and i64 %1674, 112
  %1676 = xor i64 %1675, %1673
  %1677 = inttoptr i64 %1676 to ptr
  %1678 = load float, ptr %1677, align 16
  %1679 = getelementptr inbounds nuw i8, ptr %1677, i64 4
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds nuw i8, ptr %1677, i64 8
  %1682 = load float, ptr %1681, align 8
  %1683 = getelementptr inbounds nuw i8, ptr %1677, i64 12
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds nuw i8, ptr %1492, i64 16432
  %1686 = ptrtoint ptr %1685 to i64
  %1687 = lshr i64 %1686, 3
  %1688 = and i64 %1687, 112
  %1689 = xor i64 %1688, %1686
  %1690 = inttoptr i64 %1689 to ptr
  %1691 = load float, ptr %1690, align 16
  %1692 = getelementptr inbounds nuw i8, ptr %1690, i64 4
  %1693 = load float, ptr %1692, align 4
  %1694 = getelementptr inbounds nuw i8, ptr %1690, i64 8
  %1695 = load float, ptr %1694, align 8
  %1696 = getelementptr inbounds nuw i8, ptr %1690, i64 12
  %1697 = load float, ptr %1696, align 4
  %1698 = getelementptr inbounds nuw i8, ptr %1492, i64 16448
  %1699 = ptrtoint ptr %1698 to i64
  %1700 = lshr i64 %1699, 3
  %1701 = and i64 %1700, 112
  %1702 = xor i64 %1701, %1699
  %1703 = inttoptr i64 %1702 to ptr
  %1704 = load float, ptr %1703, align 16
  %1705 = getelementptr inbounds nuw i8, ptr %1703, i64 4
  %1706 = load float, ptr %1705, align 4
  %1707 = getelementptr inbounds nuw i8, ptr %1703, i64 8
  %1708 = load float, ptr %1707, align 8
  %1709 = getelementptr inbounds nuw i8, ptr %1703, i64 12
  %1710 = load float, ptr %1709, align 4
  %1711 = getelementptr inbounds nuw i8, ptr %1492, i64 16464
  %1712 = ptrtoint ptr %1711 to i64
  %1713 = lshr i64 %1712, 3
  %1714 = and i64 %1713, 112
  %1715 = xor i64 %1714, %1712
  %1716 = inttoptr i64 %1715 to ptr
  %1717 = load float, ptr %1716, align 16
  %1718 = getelementptr inbounds nuw i8, ptr %1716, i64 4
  %1719 = load float, ptr %1718, align 4
  %1720 = getelementptr inbounds nuw i8, ptr %1716, i64 8
  %1721 = load float, ptr %1720, align 8
  %1722 = getelementptr inbounds nuw i8, ptr %1716, i64 12
  %1723 = load float, ptr %1722, align 4
  %1724 = getelementptr inbounds nuw i8, ptr %1492, i64 16480
  %1725 = ptrtoint ptr %1724 to i64
  %1726 = lshr i64 %1725, 3
  %1727 = and i64 %1726, 112
  %1728 = xor i64 %1727, %1725
  %1729 = inttoptr i64 %1728 to ptr
  %1730 = load float, ptr %1729, align 16
  %1731 = getelementptr inbounds nuw i8, ptr %1729, i64 4
  %1732 = load float, ptr %1731, align 4
  %1733 = getelementptr inbounds nuw i8, ptr %1729, i64 8
  %1734 = load float, ptr %1733, align 8
  %1735 = getelementptr inbounds nuw i8, ptr %1729, i64 12
  %1736 = load float, ptr %1735, align 4
  %1737 = getelementptr inbounds nuw i8, ptr %1492, i64 16496
  %1738 = ptrtoint ptr %1737 to i64
  %1739 = lshr i64 %1738, 3
  %1740 = and i64 %1739, 112
  %1741 = xor i64 %1740, %1738
  %1742 = inttoptr i64 %1741 to ptr
  %1743 = load float, ptr %1742, align 16
  %1744 = getelementptr inbounds nuw i8, ptr %1742, i64 4
  %1745 = load float, ptr %1744, align 4
  %1746 = getelementptr inbounds nuw i8, ptr %1742, i64 8
  %1747 = load float, ptr %1746, align 8
  %1748 = getelementptr inbounds nuw i8, ptr %1742, i64 12
  %1749 = load float, ptr %1748, align 4
  %1750 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1489) #8, !srcloc !30
  %1751 = add i32 %1489, 1
  %1752 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1751) #8, !srcloc !30
  %1753 = bitcast i32 %1752 to float
  %1754 = add i32 %1489, 2
  %1755 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1754) #8, !srcloc !30
  %1756 = bitcast i32 %1755 to float
  %1757 = add i32 %1489, 3
  %1758 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1757) #8, !srcloc !30
  %1759 = bitcast i32 %1758 to float
  %1760 = add i32 %1489, 4
  %1761 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1760) #8, !srcloc !30
  %1762 = bitcast i32 %1761 to float
  %1763 = add i32 %1489, 5
  %1764 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1763) #8, !srcloc !30
  %1765 = bitcast i32 %1764 to float
  %1766 = add i32 %1489, 6
  %1767 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1766) #8, !srcloc !30
  %1768 = bitcast i32 %1767 to float
  %1769 = add i32 %1489, 7
  %1770 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1769) #8, !srcloc !30
  %1771 = bitcast i32 %1770 to float
  %1772 = add i32 %1489, 8
  %1773 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1772) #8, !srcloc !30
  %1774 = bitcast i32 %1773 to float
  %1775 = add i32 %1489, 9
  %1776 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1775) #8, !srcloc !30
  %1777 = bitcast i32 %1776 to float
  %1778 = add i32 %1489, 10
  %1779 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1778) #8, !srcloc !30
  %1780 = bitcast i32 %1779 to float
  %1781 = add i32 %1489, 11
  %1782 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1781) #8, !srcloc !30
  %1783 = bitcast i32 %1782 to float
  %1784 = add i32 %1489, 12
  %1785 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1784) #8, !srcloc !30
  %1786 = bitcast i32 %1785 to float
  %1787 = add i32 %1489, 13
  %1788 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1787) #8, !srcloc !30
  %1789 = bitcast i32 %1788 to float
  %1790 = add i32 %1489, 14
  %1791 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1790) #8, !srcloc !30
  %1792 = bitcast i32 %1791 to float
  %1793 = add i32 %1489, 15
  %1794 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1793) #8, !srcloc !30
  %1795 = bitcast i32 %1794 to float
  %1796 = add i32 %1489, 16
  %1797 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1796) #8, !srcloc !30
  %1798 = bitcast i32 %1797 to float
  %1799 = add i32 %1489, 17
  %1800 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1799) #8, !srcloc !30
  %1801 = bitcast i32 %1800 to float
  %1802 = add i32 %1489, 18
  %1803 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1802) #8, !srcloc !30
  %1804 = bitcast i32 %1803 to float
  %1805 = add i32 %1489, 19
  %1806 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1805) #8, !srcloc !30
  %1807 = bitcast i32 %1806 to float
  %1808 = add i32 %1489, 20
  %1809 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1808) #8, !srcloc !30
  %1810 = bitcast i32 %1809 to float
  %1811 = add i32 %1489, 21
  %1812 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1811) #8, !srcloc !30
  %1813 = bitcast i32 %1812 to float
  %1814 = add i32 %1489, 22
  %1815 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1814) #8, !srcloc !30
  %1816 = bitcast i32 %1815 to float
  %1817 = add i32 %1489, 23
  %1818 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1817) #8, !srcloc !30
  %1819 = bitcast i32 %1818 to float
  %1820 = add i32 %1489, 24
  %1821 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1820) #8, !srcloc !30
  %1822 = bitcast i32 %1821 to float
  %1823 = add i32 %1489, 25
  %1824 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1823) #8, !srcloc !30
  %1825 = bitcast i32 %1824 to float
  %1826 = add i32 %1489, 26
  %1827 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1826) #8, !srcloc !30
  %1828 = bitcast i32 %1827 to float
  %1829 = add i32 %1489, 27
  %1830 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1829) #8, !srcloc !30
  %1831 = bitcast i32 %1830 to float
  %1832 = add i32 %1489, 28
  %1833 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1832) #8, !srcloc !30
  %1834 = bitcast i32 %1833 to float
  %1835 = add i32 %1489, 29
  %1836 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1835) #8, !srcloc !30
  %1837 = bitcast i32 %1836 to float
  %1838 = add i32 %1489, 30
  %1839 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1838) #8, !srcloc !30
  %1840 = bitcast i32 %1839 to float
  %1841 = add i32 %1489, 31
  %1842 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1841) #8, !srcloc !30
  %1843 = bitcast i32 %1842 to float
  %1844 = add i32 %1489, 32
  %1845 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1844) #8, !srcloc !30
  %1846 = bitcast i32 %1845 to float
  %1847 = add i32 %1489, 33
  %1848 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1847) #8, !srcloc !30
  %1849 = bitcast i32 %1848 to float
  %1850 = add i32 %1489, 34
  %1851 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1850) #8, !srcloc !30
  %1852 = bitcast i32 %1851 to float
  %1853 = add i32 %1489, 35
  %1854 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1853) #8, !srcloc !30
  %1855 = bitcast i32 %1854 to float
  %1856 = add i32 %1489, 36
  %1857 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1856) #8, !srcloc !30
  %1858 = bitcast i32 %1857 to float
  %1859 = add i32 %1489, 37
  %1860 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1859) #8, !srcloc !30
  %1861 = bitcast i32 %1860 to float
  %1862 = add i32 %1489, 38
  %1863 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1862) #8, !srcloc !30
  %1864 = bitcast i32 %1863 to float
  %1865 = add i32 %1489, 39
  %1866 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1865) #8, !srcloc !30
  %1867 = bitcast i32 %1866 to float
  %1868 = add i32 %1489, 40
  %1869 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1868) #8, !srcloc !30
  %1870 = bitcast i32 %1869 to float
  %1871 = add i32 %1489, 41
  %1872 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1871) #8, !srcloc !30
  %1873 = bitcast i32 %1872 to float
  %1874 = add i32 %1489, 42
  %1875 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1874) #8, !srcloc !30
  %1876 = bitcast i32 %1875 to float
  %1877 = add i32 %1489, 43
  %1878 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1877) #8, !srcloc !30
  %1879 = bitcast i32 %1878 to float
  %1880 = add i32 %1489, 44
  %1881 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1880) #8, !srcloc !30
  %1882 = bitcast i32 %1881 to float
  %1883 = add i32 %1489, 45
  %1884 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1883) #8, !srcloc !30
  %1885 = bitcast i32 %1884 to float
  %1886 = add i32 %1489, 46
  %1887 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1886) #8, !srcloc !30
  %1888 = bitcast i32 %1887 to float
  %1889 = add i32 %1489, 47
  %1890 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1889) #8, !srcloc !30
  %1891 = bitcast i32 %1890 to float
  %1892 = add i32 %1489, 48
  %1893 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1892) #8, !srcloc !30
  %1894 = bitcast i32 %1893 to float
  %1895 = add i32 %1489, 49
  %1896 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1895) #8, !srcloc !30
  %1897 = bitcast i32 %1896 to float
  %1898 = add i32 %1489, 50
  %1899 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1898) #8, !srcloc !30
  %1900 = bitcast i32 %1899 to float
  %1901 = add i32 %1489, 51
  %1902 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1901) #8, !srcloc !30
  %1903 = bitcast i32 %1902 to float
  %1904 = add i32 %1489, 52
  %1905 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1904) #8, !srcloc !30
  %1906 = bitcast i32 %1905 to float
  %1907 = add i32 %1489, 53
  %1908 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1907) #8, !srcloc !30
  %1909 = bitcast i32 %1908 to float
  %1910 = add i32 %1489, 54
  %1911 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1910) #8, !srcloc !30
  %1912 = bitcast i32 %1911 to float
  %1913 = add i32 %1489, 55
  %1914 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1913) #8, !srcloc !30
  %1915 = bitcast i32 %1914 to float
  %1916 = add i32 %1489, 56
  %1917 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1916) #8, !srcloc !30
  %1918 = bitcast i32 %1917 to float
  %1919 = add i32 %1489, 57
  %1920 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1919) #8, !srcloc !30
  %1921 = bitcast i32 %1920 to float
  %1922 = add i32 %1489, 58
  %1923 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1922) #8, !srcloc !30
  %1924 = bitcast i32 %1923 to float
  %1925 = add i32 %1489, 59
  %1926 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1925) #8, !srcloc !30
  %1927 = bitcast i32 %1926 to float
  %1928 = add i32 %1489, 60
  %1929 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1928) #8, !srcloc !30
  %1930 = bitcast i32 %1929 to float
  %1931 = add i32 %1489, 61
  %1932 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1931) #8, !srcloc !30
  %1933 = bitcast i32 %1932 to float
  %1934 = add i32 %1489, 62
  %1935 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1934) #8, !srcloc !30
  %1936 = bitcast i32 %1935 to float
  %1937 = add i32 %1489, 63
  %1938 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1937) #8, !srcloc !30
  %1939 = bitcast i32 %1938 to float
  br i1 %1494, label %1940, label %1942

1940:                                             ; preds = %1542
  %1941 = fmul contract float %13, %1548
  br label %1947

1942:                                             ; preds = %1542
  %1943 = bitcast i32 %1750 to float
  %1944 = fmul contract float %13, %1548
  %1945 = fmul contract float %12, %1943
  %1946 = fadd contract float %1944, %1945
  br label %1947

1947:                                             ; preds = %1942, %1940
  %1948 = phi contract float [ %1941, %1940 ], [ %1946, %1942 ]
  %1949 = fmul contract float %13, %1550
  %1950 = fmul contract float %12, %1753
  %1951 = fadd contract float %1949, %1950
  %1952 = select contract i1 %1494, float %1949, float %1951
  %1953 = fmul contract float %13, %1552
  %1954 = fmul contract float %13, %1552
  %1955 = fmul contract float %12, %1756
  %1956 = fadd contract float %1954, %1955
  %1957 = select contract i1 %1494, float %1953, float %1956
  %1958 = fmul contract float %13, %1554
  %1959 = fmul contract float %13, %1554
  %1960 = fmul contract float %12, %1759
  %1961 = fadd contract float %1959, %1960
  %1962 = select contract i1 %1494, float %1958, float %1961
  %1963 = fmul contract float %13, %1561
  %1964 = fmul contract float %13, %1561
  %1965 = fmul contract float %12, %1762
  %1966 = fadd contract float %1964, %1965
  %1967 = select contract i1 %1494, float %1963, float %1966
  %1968 = fmul contract float %13, %1563
  %1969 = fmul contract float %13, %1563
  %1970 = fmul contract float %12, %1765
  %1971 = fadd contract float %1969, %1970
  %1972 = select contract i1 %1494, float %1968, float %1971
  %1973 = fmul contract float %13, %1565
  %1974 = fmul contract float %13, %1565
  %1975 = fmul contract float %12, %1768
  %1976 = fadd contract float %1974, %1975
  %1977 = select contract i1 %1494, float %1973, float %1976
  %1978 = fmul contract float %13, %1567
  %1979 = fmul contract float %13, %1567
  %1980 = fmul contract float %12, %1771
  %1981 = fadd contract float %1979, %1980
  %1982 = select contract i1 %1494, float %1978, float %1981
  %1983 = fmul contract float %13, %1574
  %1984 = fmul contract float %13, %1574
  %1985 = fmul contract float %12, %1774
  %1986 = fadd contract float %1984, %1985
  %1987 = select contract i1 %1494, float %1983, float %1986
  %1988 = fmul contract float %13, %1576
  %1989 = fmul contract float %13, %1576
  %1990 = fmul contract float %12, %1777
  %1991 = fadd contract float %1989, %1990
  %1992 = select contract i1 %1494, float %1988, float %1991
  %1993 = fmul contract float %13, %1578
  %1994 = fmul contract float %13, %1578
  %1995 = fmul contract float %12, %1780
  %1996 = fadd contract float %1994, %1995
  %1997 = select contract i1 %1494, float %1993, float %1996
  %1998 = fmul contract float %13, %1580
  %1999 = fmul contract float %13, %1580
  %2000 = fmul contract float %12, %1783
  %2001 = fadd contract float %1999, %2000
  %2002 = select contract i1 %1494, float %1998, float %2001
  %2003 = fmul contract float %13, %1587
  %2004 = fmul contract float %13, %1587
  %2005 = fmul contract float %12, %1786
  %2006 = fadd contract float %2004, %2005
  %2007 = select contract i1 %1494, float %2003, float %2006
  %2008 = fmul contract float %13, %1589
  %2009 = fmul contract float %13, %1589
  %2010 = fmul contract float %12, %1789
  %2011 = fadd contract float %2009, %2010
  %2012 = select contract i1 %1494, float %2008, float %2011
  %2013 = fmul contract float %13, %1591
  %2014 = fmul contract float %13, %1591
  %2015 = fmul contract float %12, %1792
  %2016 = fadd contract float %2014, %2015
  %2017 = select contract i1 %1494, float %2013, float %2016
  %2018 = fmul contract float %13, %1593
  %2019 = fmul contract float %13, %1593
  %2020 = fmul contract float %12, %1795
  %2021 = fadd contract float %2019, %2020
  %2022 = select contract i1 %1494, float %2018, float %2021
  %2023 = fmul contract float %13, %1600
  %2024 = fmul contract float %13, %1600
  %2025 = fmul contract float %12, %1798
  %2026 = fadd contract float %2024, %2025
  %2027 = select contract i1 %1494, float %2023, float %2026
  %2028 = fmul contract float %13, %1602
  %2029 = fmul contract float %13, %1602
  %2030 = fmul contract float %12, %1801
  %2031 = fadd contract float %2029, %2030
  %2032 = select contract i1 %1494, float %2028, float %2031
  %2033 = fmul contract float %13, %1604
  %2034 = fmul contract float %13, %1604
  %2035 = fmul contract float %12, %1804
  %2036 = fadd contract float %2034, %2035
  %2037 = select contract i1 %1494, float %2033, float %2036
  %2038 = fmul contract float %13, %1606
  %2039 = fmul contract float %13, %1606
  %2040 = fmul contract float %12, %1807
  %2041 = fadd contract float %2039, %2040
  %2042 = select contract i1 %1494, float %2038, float %2041
  %2043 = fmul contract float %13, %1613
  %2044 = fmul contract float %13, %1613
  %2045 = fmul contract float %12, %1810
  %2046 = fadd contract float %2044, %2045
  %2047 = select contract i1 %1494, float %2043, float %2046
  %2048 = fmul contract float %13, %1615
  %2049 = fmul contract float %13, %1615
  %2050 = fmul contract float %12, %1813
  %2051 = fadd contract float %2049, %2050
  %2052 = select contract i1 %1494, float %2048, float %2051
  %2053 = fmul contract float %13, %1617
  %2054 = fmul contract float %13, %1617
  %2055 = fmul contract float %12, %1816
  %2056 = fadd contract float %2054, %2055
  %2057 = select contract i1 %1494, float %2053, float %2056
  %2058 = fmul contract float %13, %1619
  %2059 = fmul contract float %13, %1619
  %2060 = fmul contract float %12, %1819
  %2061 = fadd contract float %2059, %2060
  %2062 = select contract i1 %1494, float %2058, float %2061
  %2063 = fmul contract float %13, %1626
  %2064 = fmul contract float %13, %1626
  %2065 = fmul contract float %12, %1822
  %2066 = fadd contract float %2064, %2065
  %2067 = select contract i1 %1494, float %2063, float %2066
  %2068 = fmul contract float %13, %1628
  %2069 = fmul contract float %13, %1628
  %2070 = fmul contract float %12, %1825
  %2071 = fadd contract float %2069, %2070
  %2072 = select contract i1 %1494, float %2068, float %2071
  %2073 = fmul contract float %13, %1630
  %2074 = fmul contract float %13, %1630
  %2075 = fmul contract float %12, %1828
  %2076 = fadd contract float %2074, %2075
  %2077 = select contract i1 %1494, float %2073, float %2076
  %2078 = fmul contract float %13, %1632
  %2079 = fmul contract float %13, %1632
  %2080 = fmul contract float %12, %1831
  %2081 = fadd contract float %2079, %2080
  %2082 = select contract i1 %1494, float %2078, float %2081
  %2083 = fmul contract float %13, %1639
  %2084 = fmul contract float %13, %1639
  %2085 = fmul contract float %12, %1834
  %2086 = fadd contract float %2084, %2085
  %2087 = select contract i1 %1494, float %2083, float %2086
  %2088 = fmul contract float %13, %1641
  %2089 = fmul contract float %13, %1641
  %2090 = fmul contract float %12, %1837
  %2091 = fadd contract float %2089, %2090
  %2092 = select contract i1 %1494, float %2088, float %2091
  %2093 = fmul contract float %13, %1643
  %2094 = fmul contract float %13, %1643
  %2095 = fmul contract float %12, %1840
  %2096 = fadd contract float %2094, %2095
  %2097 = select contract i1 %1494, float %2093, float %2096
  %2098 = fmul contract float %13, %1645
  %2099 = fmul contract float %13, %1645
  %2100 = fmul contract float %12, %1843
  %2101 = fadd contract float %2099, %2100
  %2102 = select contract i1 %1494, float %2098, float %2101
  %2103 = fmul contract float %13, %1652
  %2104 = fmul contract float %13, %1652
  %2105 = fmul contract float %12, %1846
  %2106 = fadd contract float %2104, %2105
  %2107 = select contract i1 %1494, float %2103, float %2106
  %2108 = fmul contract float %13, %1654
  %2109 = fmul contract float %13, %1654
  %2110 = fmul contract float %12, %1849
  %2111 = fadd contract float %2109, %2110
  %2112 = select contract i1 %1494, float %2108, float %2111
  %2113 = fmul contract float %13, %1656
  %2114 = fmul contract float %13, %1656
  %2115 = fmul contract float %12, %1852
  %2116 = fadd contract float %2114, %2115
  %2117 = select contract i1 %1494, float %2113, float %2116
  %2118 = fmul contract float %13, %1658
  %2119 = fmul contract float %13, %1658
  %2120 = fmul contract float %12, %1855
  %2121 = fadd contract float %2119, %2120
  %2122 = select contract i1 %1494, float %2118, float %2121
  %2123 = fmul contract float %13, %1665
  %2124 = fmul contract float %13, %1665
  %2125 = fmul contract float %12, %1858
  %2126 = fadd contract float %2124, %2125
  %2127 = select contract i1 %1494, float %2123, float %2126
  %2128 = fmul contract float %13, %1667
  %2129 = fmul contract float %13, %1667
  %2130 = fmul contract float %12, %1861
  %2131 = fadd contract float %2129, %2130
  %2132 = select contract i1 %1494, float %2128, float %2131
  %2133 = fmul contract float %13, %1669
  %2134 = fmul contract float %13, %1669
  %2135 = fmul contract float %12, %1864
  %2136 = fadd contract float %2134, %2135
  %2137 = select contract i1 %1494, float %2133, float %2136
  %2138 = fmul contract float %13, %1671
  %2139 = fmul contract float %13, %1671
  %2140 = fmul contract float %12, %1867
  %2141 = fadd contract float %2139, %2140
  %2142 = select contract i1 %1494, float %2138, float %2141
  %2143 = fmul contract float %13, %1678
  %2144 = fmul contract float %13, %1678
  %2145 = fmul contract float %12, %1870
  %2146 = fadd contract float %2144, %2145
  %2147 = select contract i1 %1494, float %2143, float %2146
  %2148 = fmul contract float %13, %1680
  %2149 = fmul contract float %13, %1680
  %2150 = fmul contract float %12, %1873
  %2151 = fadd contract float %2149, %2150
  %2152 = select contract i1 %1494, float %2148, float %2151
  %2153 = fmul contract float %13, %1682
  %2154 = fmul contract float %13, %1682
  %2155 = fmul contract float %12, %1876
  %2156 = fadd contract float %2154, %2155
  %2157 = select contract i1 %1494, float %2153, float %2156
  %2158 = fmul contract float %13, %1684
  %2159 = fmul contract float %13, %1684
  %2160 = fmul contract float %12, %1879
  %2161 = fadd contract float %2159, %2160
  %2162 = select contract i1 %1494, float %2158, float %2161
  %2163 = fmul contract float %13, %1691
  %2164 = fmul contract float %13, %1691
  %2165 = fmul contract float %12, %1882
  %2166 = fadd contract float %2164, %2165
  %2167 = select contract i1 %1494, float %2163, float %2166
  %2168 = fmul contract float %13, %1693
  %2169 = fmul contract float %13, %1693
  %2170 = fmul contract float %12, %1885
  %2171 = fadd contract float %2169, %2170
  %2172 = select contract i1 %1494, float %2168, float %2171
  %2173 = fmul contract float %13, %1695
  %2174 = fmul contract float %13, %1695
  %2175 = fmul contract float %12, %1888
  %2176 = fadd contract float %2174, %2175
  %2177 = select contract i1 %1494, float %2173, float %2176
  %2178 = fmul contract float %13, %1697
  %2179 = fmul contract float %13, %1697
  %2180 = fmul contract float %12, %1891
  %2181 = fadd contract float %2179, %2180
  %2182 = select contract i1 %1494, float %2178, float %2181
  %2183 = fmul contract float %13, %1704
  %2184 = fmul contract float %13, %1704
  %2185 = fmul contract float %12, %1894
  %2186 = fadd contract float %2184, %2185
  %2187 = select contract i1 %1494, float %2183, float %2186
  %2188 = fmul contract float %13, %1706
  %2189 = fmul contract float %13, %1706
  %2190 = fmul contract float %12, %1897
  %2191 = fadd contract float %2189, %2190
  %2192 = select contract i1 %1494, float %2188, float %2191
  %2193 = fmul contract float %13, %1708
  %2194 = fmul contract float %13, %1708
  %2195 = fmul contract float %12, %1900
  %2196 = fadd contract float %2194, %2195
  %2197 = select contract i1 %1494, float %2193, float %2196
  %2198 = fmul contract float %13, %1710
  %2199 = fmul contract float %13, %1710
  %2200 = fmul contract float %12, %1903
  %2201 = fadd contract float %2199, %2200
  %2202 = select contract i1 %1494, float %2198, float %2201
  %2203 = fmul contract float %13, %1717
  %2204 = fmul contract float %13, %1717
  %2205 = fmul contract float %12, %1906
  %2206 = fadd contract float %2204, %2205
  %2207 = select contract i1 %1494, float %2203, float %2206
  %2208 = fmul contract float %13, %1719
  %2209 = fmul contract float %13, %1719
  %2210 = fmul contract float %12, %1909
  %2211 = fadd contract float %2209, %2210
  %2212 = select contract i1 %1494, float %2208, float %2211
  %2213 = fmul contract float %13, %1721
  %2214 = fmul contract float %13, %1721
  %2215 = fmul contract float %12, %1912
  %2216 = fadd contract float %2214, %2215
  %2217 = select contract i1 %1494, float %2213, float %2216
  %2218 = fmul contract float %13, %1723
  %2219 = fmul contract float %13, %1723
  %2220 = fmul contract float %12, %1915
  %2221 = fadd contract float %2219, %2220
  %2222 = select contract i1 %1494, float %2218, float %2221
  %2223 = fmul contract float %13, %1730
  %2224 = fmul contract float %13, %1730
  %2225 = fmul contract float %12, %1918
  %2226 = fadd contract float %2224, %2225
  %2227 = select contract i1 %1494, float %2223, float %2226
  %2228 = fmul contract float %13, %1732
  %2229 = fmul contract float %13, %1732
  %2230 = fmul contract float %12, %1921
  %2231 = fadd contract float %2229, %2230
  %2232 = select contract i1 %1494, float %2228, float %2231
  %2233 = fmul contract float %13, %1734
  %2234 = fmul contract float %13, %1734
  %2235 = fmul contract float %12, %1924
  %2236 = fadd contract float %2234, %2235
  %2237 = select contract i1 %1494, float %2233, float %2236
  %2238 = fmul contract float %13, %1736
  %2239 = fmul contract float %13, %1736
  %2240 = fmul contract float %12, %1927
  %2241 = fadd contract float %2239, %2240
  %2242 = select contract i1 %1494, float %2238, float %2241
  %2243 = fmul contract float %13, %1743
  %2244 = fmul contract float %13, %1743
  %2245 = fmul contract float %12, %1930
  %2246 = fadd contract float %2244, %2245
  %2247 = select contract i1 %1494, float %2243, float %2246
  %2248 = fmul contract float %13, %1745
  %2249 = fmul contract float %13, %1745
  %2250 = fmul contract float %12, %1933
  %2251 = fadd contract float %2249, %2250
  %2252 = select contract i1 %1494, float %2248, float %2251
  %2253 = fmul contract float %13, %1747
  %2254 = fmul contract float %13, %1747
  %2255 = fmul contract float %12, %1936
  %2256 = fadd contract float %2254, %2255
  %2257 = select contract i1 %1494, float %2253, float %2256
  %2258 = fmul contract float %13, %1749
  %2259 = fmul contract float %13, %1749
  %2260 = fmul contract float %12, %1939
  %2261 = fadd contract float %2259, %2260
  %2262 = select contract i1 %1494, float %2258, float %2261
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1948, ptr %1547, align 16, !tbaa !31
  store float %1952, ptr %1549, align 4, !tbaa !31
  store float %1957, ptr %1551, align 8, !tbaa !31
  store float %1962, ptr %1553, align 4, !tbaa !31
  store float %1967, ptr %1560, align 16, !tbaa !31
  store float %1972, ptr %1562, align 4, !tbaa !31
  store float %1977, ptr %1564, align 8, !tbaa !31
  store float %1982, ptr %1566, align 4, !tbaa !31
  store float %1987, ptr %1573, align 16, !tbaa !31
  store float %1992, ptr %1575, align 4, !tbaa !31
  store float %1997, ptr %1577, align 8, !tbaa !31
  store float %2002, ptr %1579, align 4, !tbaa !31
  store float %2007, ptr %1586, align 16, !tbaa !31
  store float %2012, ptr %1588, align 4, !tbaa !31
  store float %2017, ptr %1590, align 8, !tbaa !31
  store float %2022, ptr %1592, align 4, !tbaa !31
  store float %2027, ptr %1599, align 16, !tbaa !31
  store float %2032, ptr %1601, align 4, !tbaa !31
  store float %2037, ptr %1603, align 8, !tbaa !31
  store float %2042, ptr %1605, align 4, !tbaa !31
  store float %2047, ptr %1612, align 16, !tbaa !31
  store float %2052, ptr %1614, align 4, !tbaa !31
  store float %2057, ptr %1616, align 8, !tbaa !31
  store float %2062, ptr %1618, align 4, !tbaa !31
  store float %2067, ptr %1625, align 16, !tbaa !31
  store float %2072, ptr %1627, align 4, !tbaa !31
  store float %2077, ptr %1629, align 8, !tbaa !31
  store float %2082, ptr %1631, align 4, !tbaa !31
  store float %2087, ptr %1638, align 16, !tbaa !31
  store float %2092, ptr %1640, align 4, !tbaa !31
  store float %2097, ptr %1642, align 8, !tbaa !31
  store float %2102, ptr %1644, align 4, !tbaa !31
  store float %2107, ptr %1651, align 16, !tbaa !31
  store float %2112, ptr %1653, align 4, !tbaa !31
  store float %2117, ptr %1655, align 8, !tbaa !31
  store float %2122, ptr %1657, align 4, !tbaa !31
  store float %2127, ptr %1664, align 16, !tbaa !31
  store float %2132, ptr %1666, align 4, !tbaa !31
  store float %2137, ptr %1668, align 8, !tbaa !31
  store float %2142, ptr %1670, align 4, !tbaa !31
  store float %2147, ptr %1677, align 16, !tbaa !31
  store float %2152, ptr %1679, align 4, !tbaa !31
  store float %2157, ptr %1681, align 8, !tbaa !31
  store float %2162, ptr %1683, align 4, !tbaa !31
  store float %2167, ptr %1690, align 16, !tbaa !31
  store float %2172, ptr %1692, align 4, !tbaa !31
  store float %2177, ptr %1694, align 8, !tbaa !31
  store float %2182, ptr %1696, align 4, !tbaa !31
  store float %2187, ptr %1703, align 16, !tbaa !31
  store float %2192, ptr %1705, align 4, !tbaa !31
  store float %2197, ptr %1707, align 8, !tbaa !31
  store float %2202, ptr %1709, align 4, !tbaa !31
  store float %2207, ptr %1716, align 16, !tbaa !31
  store float %2212, ptr %1718, align 4, !tbaa !31
  store float %2217, ptr %1720, align 8, !tbaa !31
  store float %2222, ptr %1722, align 4, !tbaa !31
  store float %2227, ptr %1729, align 16, !tbaa !31
  store float %2232, ptr %1731, align 4, !tbaa !31
  store float %2237, ptr %1733, align 8, !tbaa !31
  store float %2242, ptr %1735, align 4, !tbaa !31
  store float %2247, ptr %1742, align 16, !tbaa !31
  store float %2252, ptr %1744, align 4, !tbaa !31
  store float %2257, ptr %1746, align 8, !tbaa !31
  store float %2262, ptr %1748, align 4, !tbaa !31
  %2263 = xor i32 %1486, 1
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #8, !srcloc !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %2264, label %2266

2264:                                             ; preds = %1947
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i32 %594, i32 %851) #8, !srcloc !33
  %2265 = or disjoint i32 %594, 32
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i32 %2265, i32 %851) #8, !srcloc !33
  call void asm sideeffect "cp.async.bulk.commit_group;", ""() #8, !srcloc !34
  call void asm sideeffect "cp.async.bulk.wait_group.read $0;", "n,~{memory}"(i32 0) #8, !srcloc !35
  br label %2266

2266:                                             ; preds = %2264, %1947
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %2267, label %2270

2267:                                             ; preds = %2266
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 32768) #8, !srcloc !22
  %2268 = or disjoint i32 %594, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2268, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  %2269 = or disjoint i32 %594, 96
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2269, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  br label %2270

2270:                                             ; preds = %2267, %2266
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2263) #8, !srcloc !24
  %2271 = load float, ptr %1547, align 16
  %2272 = load float, ptr %1549, align 4
  %2273 = load float, ptr %1551, align 8
  %2274 = load float, ptr %1553, align 4
  %2275 = load float, ptr %1560, align 16
  %2276 = load float, ptr %1562, align 4
  %2277 = load float, ptr %1564, align 8
  %2278 = load float, ptr %1566, align 4
  %2279 = load float, ptr %1573, align 16
  %2280 = load float, ptr %1575, align 4
  %2281 = load float, ptr %1577, align 8
  %2282 = load float, ptr %1579, align 4
  %2283 = load float, ptr %1586, align 16
  %2284 = load float, ptr %1588, align 4
  %2285 = load float, ptr %1590, align 8
  %2286 = load float, ptr %1592, align 4
  %2287 = load float, ptr %1599, align 16
  %2288 = load float, ptr %1601, align 4
  %2289 = load float, ptr %1603, align 8
  %2290 = load float, ptr %1605, align 4
  %2291 = load float, ptr %1612, align 16
  %2292 = load float, ptr %1614, align 4
  %2293 = load float, ptr %1616, align 8
  %2294 = load float, ptr %1618, align 4
  %2295 = load float, ptr %1625, align 16
  %2296 = load float, ptr %1627, align 4
  %2297 = load float, ptr %1629, align 8
  %2298 = load float, ptr %1631, align 4
  %2299 = load float, ptr %1638, align 16
  %2300 = load float, ptr %1640, align 4
  %2301 = load float, ptr %1642, align 8
  %2302 = load float, ptr %1644, align 4
  %2303 = load float, ptr %1651, align 16
  %2304 = load float, ptr %1653, align 4
  %2305 = load float, ptr %1655, align 8
  %2306 = load float, ptr %1657, align 4
  %2307 = load float, ptr %1664, align 16
  %2308 = load float, ptr %1666, align 4
  %2309 = load float, ptr %1668, align 8
  %2310 = load float, ptr %1670, align 4
  %2311 = load float, ptr %1677, align 16
  %2312 = load float, ptr %1679, align 4
  %2313 = load float, ptr %1681, align 8
  %2314 = load float, ptr %1683, align 4
  %2315 = load float, ptr %1690, align 16
  %2316 = load float, ptr %1692, align 4
  %2317 = load float, ptr %1694, align 8
  %2318 = load float, ptr %1696, align 4
  %2319 = load float, ptr %1703, align 16
  %2320 = load float, ptr %1705, align 4
  %2321 = load float, ptr %1707, align 8
  %2322 = load float, ptr %1709, align 4
  %2323 = load float, ptr %1716, align 16
  %2324 = load float, ptr %1718, align 4
  %2325 = load float, ptr %1720, align 8
  %2326 = load float, ptr %1722, align 4
  %2327 = load float, ptr %1729, align 16
  %2328 = load float, ptr %1731, align 4
  %2329 = load float, ptr %1733, align 8
  %2330 = load float, ptr %1735, align 4
  %2331 = load float, ptr %1742, align 16
  %2332 = load float, ptr %1744, align 4
  %2333 = load float, ptr %1746, align 8
  %2334 = load float, ptr %1748, align 4
  %2335 = add i32 %1489, 64
  %2336 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2335) #8, !srcloc !30
  %2337 = add i32 %1489, 65
  %2338 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2337) #8, !srcloc !30
  %2339 = bitcast i32 %2338 to float
  %2340 = add i32 %1489, 66
  %2341 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2340) #8, !srcloc !30
  %2342 = bitcast i32 %2341 to float
  %2343 = add i32 %1489, 67
  %2344 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2343) #8, !srcloc !30
  %2345 = bitcast i32 %2344 to float
  %2346 = add i32 %1489, 68
  %2347 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2346) #8, !srcloc !30
  %2348 = bitcast i32 %2347 to float
  %2349 = add i32 %1489, 69
  %2350 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2349) #8, !srcloc !30
  %2351 = bitcast i32 %2350 to float
  %2352 = add i32 %1489, 70
  %2353 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2352) #8, !srcloc !30
  %2354 = bitcast i32 %2353 to float
  %2355 = add i32 %1489, 71
  %2356 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2355) #8, !srcloc !30
  %2357 = bitcast i32 %2356 to float
  %2358 = add i32 %1489, 72
  %2359 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2358) #8, !srcloc !30
  %2360 = bitcast i32 %2359 to float
  %2361 = add i32 %1489, 73
  %2362 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2361) #8, !srcloc !30
  %2363 = bitcast i32 %2362 to float
  %2364 = add i32 %1489, 74
  %2365 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2364) #8, !srcloc !30
  %2366 = bitcast i32 %2365 to float
  %2367 = add i32 %1489, 75
  %2368 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2367) #8, !srcloc !30
  %2369 = bitcast i32 %2368 to float
  %2370 = add i32 %1489, 76
  %2371 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2370) #8, !srcloc !30
  %2372 = bitcast i32 %2371 to float
  %2373 = add i32 %1489, 77
  %2374 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2373) #8, !srcloc !30
  %2375 = bitcast i32 %2374 to float
  %2376 = add i32 %1489, 78
  %2377 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2376) #8, !srcloc !30
  %2378 = bitcast i32 %2377 to float
  %2379 = add i32 %1489, 79
  %2380 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2379) #8, !srcloc !30
  %2381 = bitcast i32 %2380 to float
  %2382 = add i32 %1489, 80
  %2383 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2382) #8, !srcloc !30
  %2384 = bitcast i32 %2383 to float
  %2385 = add i32 %1489, 81
  %2386 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2385) #8, !srcloc !30
  %2387 = bitcast i32 %2386 to float
  %2388 = add i32 %1489, 82
  %2389 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2388) #8, !srcloc !30
  %2390 = bitcast i32 %2389 to float
  %2391 = add i32 %1489, 83
  %2392 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2391) #8, !srcloc !30
  %2393 = bitcast i32 %2392 to float
  %2394 = add i32 %1489, 84
  %2395 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2394) #8, !srcloc !30
  %2396 = bitcast i32 %2395 to float
  %2397 = add i32 %1489, 85
  %2398 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2397) #8, !srcloc !30
  %2399 = bitcast i32 %2398 to float
  %2400 = add i32 %1489, 86
  %2401 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2400) #8, !srcloc !30
  %2402 = bitcast i32 %2401 to float
  %2403 = add i32 %1489, 87
  %2404 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2403) #8, !srcloc !30
  %2405 = bitcast i32 %2404 to float
  %2406 = add i32 %1489, 88
  %2407 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2406) #8, !srcloc !30
  %2408 = bitcast i32 %2407 to float
  %2409 = add i32 %1489, 89
  %2410 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2409) #8, !srcloc !30
  %2411 = bitcast i32 %2410 to float
  %2412 = add i32 %1489, 90
  %2413 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2412) #8, !srcloc !30
  %2414 = bitcast i32 %2413 to float
  %2415 = add i32 %1489, 91
  %2416 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2415) #8, !srcloc !30
  %2417 = bitcast i32 %2416 to float
  %2418 = add i32 %1489, 92
  %2419 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2418) #8, !srcloc !30
  %2420 = bitcast i32 %2419 to float
  %2421 = add i32 %1489, 93
  %2422 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2421) #8, !srcloc !30
  %2423 = bitcast i32 %2422 to float
  %2424 = add i32 %1489, 94
  %2425 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2424) #8, !srcloc !30
  %2426 = bitcast i32 %2425 to float
  %2427 = add i32 %1489, 95
  %2428 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2427) #8, !srcloc !30
  %2429 = bitcast i32 %2428 to float
  %2430 = add i32 %1489, 96
  %2431 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2430) #8, !srcloc !30
  %2432 = bitcast i32 %2431 to float
  %2433 = add i32 %1489, 97
  %2434 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2433) #8, !srcloc !30
  %2435 = bitcast i32 %2434 to float
  %2436 = add i32 %1489, 98
  %2437 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2436) #8, !srcloc !30
  %2438 = bitcast i32 %2437 to float
  %2439 = add i32 %1489, 99
  %2440 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2439) #8, !srcloc !30
  %2441 = bitcast i32 %2440 to float
  %2442 = add i32 %1489, 100
  %2443 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2442) #8, !srcloc !30
  %2444 = bitcast i32 %2443 to float
  %2445 = add i32 %1489, 101
  %2446 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2445) #8, !srcloc !30
  %2447 = bitcast i32 %2446 to float
  %2448 = add i32 %1489, 102
  %2449 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2448) #8, !srcloc !30
  %2450 = bitcast i32 %2449 to float
  %2451 = add i32 %1489, 103
  %2452 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2451) #8, !srcloc !30
  %2453 = bitcast i32 %2452 to float
  %2454 = add i32 %1489, 104
  %2455 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2454) #8, !srcloc !30
  %2456 = bitcast i32 %2455 to float
  %2457 = add i32 %1489, 105
  %2458 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2457) #8, !srcloc !30
  %2459 = bitcast i32 %2458 to float
  %2460 = add i32 %1489, 106
  %2461 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2460) #8, !srcloc !30
  %2462 = bitcast i32 %2461 to float
  %2463 = add i32 %1489, 107
  %2464 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2463) #8, !srcloc !30
  %2465 = bitcast i32 %2464 to float
  %2466 = add i32 %1489, 108
  %2467 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2466) #8, !srcloc !30
  %2468 = bitcast i32 %2467 to float
  %2469 = add i32 %1489, 109
  %2470 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2469) #8, !srcloc !30
  %2471 = bitcast i32 %2470 to float
  %2472 = add i32 %1489, 110
  %2473 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2472) #8, !srcloc !30
  %2474 = bitcast i32 %2473 to float
  %2475 = add i32 %1489, 111
  %2476 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2475) #8, !srcloc !30
  %2477 = bitcast i32 %2476 to float
  %2478 = add i32 %1489, 112
  %2479 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2478) #8, !srcloc !30
  %2480 = bitcast i32 %2479 to float
  %2481 = add i32 %1489, 113
  %2482 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2481) #8, !srcloc !30
  %2483 = bitcast i32 %2482 to float
  %2484 = add i32 %1489, 114
  %2485 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2484) #8, !srcloc !30
  %2486 = bitcast i32 %2485 to float
  %2487 = add i32 %1489, 115
  %2488 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2487) #8, !srcloc !30
  %2489 = bitcast i32 %2488 to float
  %2490 = add i32 %1489, 116
  %2491 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2490) #8, !srcloc !30
  %2492 = bitcast i32 %2491 to float
  %2493 = add i32 %1489, 117
  %2494 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2493) #8, !srcloc !30
  %2495 = bitcast i32 %2494 to float
  %2496 = add i32 %1489, 118
  %2497 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2496) #8, !srcloc !30
  %2498 = bitcast i32 %2497 to float
  %2499 = add i32 %1489, 119
  %2500 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2499) #8, !srcloc !30
  %2501 = bitcast i32 %2500 to float
  %2502 = add i32 %1489, 120
  %2503 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2502) #8, !srcloc !30
  %2504 = bitcast i32 %2503 to float
  %2505 = add i32 %1489, 121
  %2506 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2505) #8, !srcloc !30
  %2507 = bitcast i32 %2506 to float
  %2508 = add i32 %1489, 122
  %2509 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2508) #8, !srcloc !30
  %2510 = bitcast i32 %2509 to float
  %2511 = add i32 %1489, 123
  %2512 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2511) #8, !srcloc !30
  %2513 = bitcast i32 %2512 to float
  %2514 = add i32 %1489, 124
  %2515 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2514) #8, !srcloc !30
  %2516 = bitcast i32 %2515 to float
  %2517 = add i32 %1489, 125
  %2518 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2517) #8, !srcloc !30
  %2519 = bitcast i32 %2518 to float
  %2520 = add i32 %1489, 126
  %2521 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2520) #8, !srcloc !30
  %2522 = bitcast i32 %2521 to float
  %2523 = add i32 %1489, 127
  %2524 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2523) #8, !srcloc !30
  %2525 = bitcast i32 %2524 to float
  br i1 %1494, label %2531, label %2526

2526:                                             ; preds = %2270
  %2527 = bitcast i32 %2336 to float
  %2528 = fmul contract float %13, %2271
  %2529 = fmul contract float %12, %2527
  %2530 = fadd contract float %2528, %2529
  br label %2533

2531:                                             ; preds = %2270
  %2532 = fmul contract float %13, %2271
  br label %2533

2533:                                             ; preds = %2531, %2526
  %2534 = phi contract float [ %2532, %2531 ], [ %2530, %2526 ]
  %2535 = fmul contract float %13, %2272
  %2536 = fmul contract float %12, %2339
  %2537 = fadd contract float %2535, %2536
  %2538 = select contract i1 %1494, float %2535, float %2537
  %2539 = fmul contract float %13, %2273
  %2540 = fmul contract float %13, %2273
  %2541 = fmul contract float %12, %2342
  %2542 = fadd contract float %2540, %2541
  %2543 = select contract i1 %1494, float %2539, float %2542
  %2544 = fmul contract float %13, %2274
  %2545 = fmul contract float %13, %2274
  %2546 = fmul contract float %12, %2345
  %2547 = fadd contract float %2545, %2546
  %2548 = select contract i1 %1494, float %2544, float %2547
  %2549 = fmul contract float %13, %2275
  %2550 = fmul contract float %13, %2275
  %2551 = fmul contract float %12, %2348
  %2552 = fadd contract float %2550, %2551
  %2553 = select contract i1 %1494, float %2549, float %2552
  %2554 = fmul contract float %13, %2276
  %2555 = fmul contract float %13, %2276
  %2556 = fmul contract float %12, %2351
  %2557 = fadd contract float %2555, %2556
  %2558 = select contract i1 %1494, float %2554, float %2557
  %2559 = fmul contract float %13, %2277
  %2560 = fmul contract float %13, %2277
  %2561 = fmul contract float %12, %2354
  %2562 = fadd contract float %2560, %2561
  %2563 = select contract i1 %1494, float %2559, float %2562
  %2564 = fmul contract float %13, %2278
  %2565 = fmul contract float %13, %2278
  %2566 = fmul contract float %12, %2357
  %2567 = fadd contract float %2565, %2566
  %2568 = select contract i1 %1494, float %2564, float %2567
  %2569 = fmul contract float %13, %2279
  %2570 = fmul contract float %13, %2279
  %2571 = fmul contract float %12, %2360
  %2572 = fadd contract float %2570, %2571
  %2573 = select contract i1 %1494, float %2569, float %2572
  %2574 = fmul contract float %13, %2280
  %2575 = fmul contract float %13, %2280
  %2576 = fmul contract float %12, %2363
  %2577 = fadd contract float %2575, %2576
  %2578 = select contract i1 %1494, float %2574, float %2577
  %2579 = fmul contract float %13, %2281
  %2580 = fmul contract float %13, %2281
  %2581 = fmul contract float %12, %2366
  %2582 = fadd contract float %2580, %2581
  %2583 = select contract i1 %1494, float %2579, float %2582
  %2584 = fmul contract float %13, %2282
  %2585 = fmul contract float %13, %2282
  %2586 = fmul contract float %12, %2369
  %2587 = fadd contract float %2585, %2586
  %2588 = select contract i1 %1494, float %2584, float %2587
  %2589 = fmul contract float %13, %2283
  %2590 = fmul contract float %13, %2283
  %2591 = fmul contract float %12, %2372
  %2592 = fadd contract float %2590, %2591
  %2593 = select contract i1 %1494, float %2589, float %2592
  %2594 = fmul contract float %13, %2284
  %2595 = fmul contract float %13, %2284
  %2596 = fmul contract float %12, %2375
  %2597 = fadd contract float %2595, %2596
  %2598 = select contract i1 %1494, float %2594, float %2597
  %2599 = fmul contract float %13, %2285
  %2600 = fmul contract float %13, %2285
  %2601 = fmul contract float %12, %2378
  %2602 = fadd contract float %2600, %2601
  %2603 = select contract i1 %1494, float %2599, float %2602
  %2604 = fmul contract float %13, %2286
  %2605 = fmul contract float %13, %2286
  %2606 = fmul contract float %12, %2381
  %2607 = fadd contract float %2605, %2606
  %2608 = select contract i1 %1494, float %2604, float %2607
  %2609 = fmul contract float %13, %2287
  %2610 = fmul contract float %13, %2287
  %2611 = fmul contract float %12, %2384
  %2612 = fadd contract float %2610, %2611
  %2613 = select contract i1 %1494, float %2609, float %2612
  %2614 = fmul contract float %13, %2288
  %2615 = fmul contract float %13, %2288
  %2616 = fmul contract float %12, %2387
  %2617 = fadd contract float %2615, %2616
  %2618 = select contract i1 %1494, float %2614, float %2617
  %2619 = fmul contract float %13, %2289
  %2620 = fmul contract float %13, %2289
  %2621 = fmul contract float %12, %2390
  %2622 = fadd contract float %2620, %2621
  %2623 = select contract i1 %1494, float %2619, float %2622
  %2624 = fmul contract float %13, %2290
  %2625 = fmul contract float %13, %2290
  %2626 = fmul contract float %12, %2393
  %2627 = fadd contract float %2625, %2626
  %2628 = select contract i1 %1494, float %2624, float %2627
  %2629 = fmul contract float %13, %2291
  %2630 = fmul contract float %13, %2291
  %2631 = fmul contract float %12, %2396
  %2632 = fadd contract float %2630, %2631
  %2633 = select contract i1 %1494, float %2629, float %2632
  %2634 = fmul contract float %13, %2292
  %2635 = fmul contract float %13, %2292
  %2636 = fmul contract float %12, %2399
  %2637 = fadd contract float %2635, %2636
  %2638 = select contract i1 %1494, float %2634, float %2637
  %2639 = fmul contract float %13, %2293
  %2640 = fmul contract float %13, %2293
  %2641 = fmul contract float %12, %2402
  %2642 = fadd contract float %2640, %2641
  %2643 = select contract i1 %1494, float %2639, float %2642
  %2644 = fmul contract float %13, %2294
  %2645 = fmul contract float %13, %2294
  %2646 = fmul contract float %12, %2405
  %2647 = fadd contract float %2645, %2646
  %2648 = select contract i1 %1494, float %2644, float %2647
  %2649 = fmul contract float %13, %2295
  %2650 = fmul contract float %13, %2295
  %2651 = fmul contract float %12, %2408
  %2652 = fadd contract float %2650, %2651
  %2653 = select contract i1 %1494, float %2649, float %2652
  %2654 = fmul contract float %13, %2296
  %2655 = fmul contract float %13, %2296
  %2656 = fmul contract float %12, %2411
  %2657 = fadd contract float %2655, %2656
  %2658 = select contract i1 %1494, float %2654, float %2657
  %2659 = fmul contract float %13, %2297
  %2660 = fmul contract float %13, %2297
  %2661 = fmul contract float %12, %2414
  %2662 = fadd contract float %2660, %2661
  %2663 = select contract i1 %1494, float %2659, float %2662
  %2664 = fmul contract float %13, %2298
  %2665 = fmul contract float %13, %2298
  %2666 = fmul contract float %12, %2417
  %2667 = fadd contract float %2665, %2666
  %2668 = select contract i1 %1494, float %2664, float %2667
  %2669 = fmul contract float %13, %2299
  %2670 = fmul contract float %13, %2299
  %2671 = fmul contract float %12, %2420
  %2672 = fadd contract float %2670, %2671
  %2673 = select contract i1 %1494, float %2669, float %2672
  %2674 = fmul contract float %13, %2300
  %2675 = fmul contract float %13, %2300
  %2676 = fmul contract float %12, %2423
  %2677 = fadd contract float %2675, %2676
  %2678 = select contract i1 %1494, float %2674, float %2677
  %2679 = fmul contract float %13, %2301
  %2680 = fmul contract float %13, %2301
  %2681 = fmul contract float %12, %2426
  %2682 = fadd contract float %2680, %2681
  %2683 = select contract i1 %1494, float %2679, float %2682
  %2684 = fmul contract float %13, %2302
  %2685 = fmul contract float %13, %2302
  %2686 = fmul contract float %12, %2429
  %2687 = fadd contract float %2685, %2686
  %2688 = select contract i1 %1494, float %2684, float %2687
  %2689 = fmul contract float %13, %2303
  %2690 = fmul contract float %13, %2303
  %2691 = fmul contract float %12, %2432
  %2692 = fadd contract float %2690, %2691
  %2693 = select contract i1 %1494, float %2689, float %2692
  %2694 = fmul contract float %13, %2304
  %2695 = fmul contract float %13, %2304
  %2696 = fmul contract float %12, %2435
  %2697 = fadd contract float %2695, %2696
  %2698 = select contract i1 %1494, float %2694, float %2697
  %2699 = fmul contract float %13, %2305
  %2700 = fmul contract float %13, %2305
  %2701 = fmul contract float %12, %2438
  %2702 = fadd contract float %2700, %2701
  %2703 = select contract i1 %1494, float %2699, float %2702
  %2704 = fmul contract float %13, %2306
  %2705 = fmul contract float %13, %2306
  %2706 = fmul contract float %12, %2441
  %2707 = fadd contract float %2705, %2706
  %2708 = select contract i1 %1494, float %2704, float %2707
  %2709 = fmul contract float %13, %2307
  %2710 = fmul contract float %13, %2307
  %2711 = fmul contract float %12, %2444
  %2712 = fadd contract float %2710, %2711
  %2713 = select contract i1 %1494, float %2709, float %2712
  %2714 = fmul contract float %13, %2308
  %2715 = fmul contract float %13, %2308
  %2716 = fmul contract float %12, %2447
  %2717 = fadd contract float %2715, %2716
  %2718 = select contract i1 %1494, float %2714, float %2717
  %2719 = fmul contract float %13, %2309
  %2720 = fmul contract float %13, %2309
  %2721 = fmul contract float %12, %2450
  %2722 = fadd contract float %2720, %2721
  %2723 = select contract i1 %1494, float %2719, float %2722
  %2724 = fmul contract float %13, %2310
  %2725 = fmul contract float %13, %2310
  %2726 = fmul contract float %12, %2453
  %2727 = fadd contract float %2725, %2726
  %2728 = select contract i1 %1494, float %2724, float %2727
  %2729 = fmul contract float %13, %2311
  %2730 = fmul contract float %13, %2311
  %2731 = fmul contract float %12, %2456
  %2732 = fadd contract float %2730, %2731
  %2733 = select contract i1 %1494, float %2729, float %2732
  %2734 = fmul contract float %13, %2312
  %2735 = fmul contract float %13, %2312
  %2736 = fmul contract float %12, %2459
  %2737 = fadd contract float %2735, %2736
  %2738 = select contract i1 %1494, float %2734, float %2737
  %2739 = fmul contract float %13, %2313
  %2740 = fmul contract float %13, %2313
  %2741 = fmul contract float %12, %2462
  %2742 = fadd contract float %2740, %2741
  %2743 = select contract i1 %1494, float %2739, float %2742
  %2744 = fmul contract float %13, %2314
  %2745 = fmul contract float %13, %2314
  %2746 = fmul contract float %12, %2465
  %2747 = fadd contract float %2745, %2746
  %2748 = select contract i1 %1494, float %2744, float %2747
  %2749 = fmul contract float %13, %2315
  %2750 = fmul contract float %13, %2315
  %2751 = fmul contract float %12, %2468
  %2752 = fadd contract float %2750, %2751
  %2753 = select contract i1 %1494, float %2749, float %2752
  %2754 = fmul contract float %13, %2316
  %2755 = fmul contract float %13, %2316
  %2756 = fmul contract float %12, %2471
  %2757 = fadd contract float %2755, %2756
  %2758 = select contract i1 %1494, float %2754, float %2757
  %2759 = fmul contract float %13, %2317
  %2760 = fmul contract float %13, %2317
  %2761 = fmul contract float %12, %2474
  %2762 = fadd contract float %2760, %2761
  %2763 = select contract i1 %1494, float %2759, float %2762
  %2764 = fmul contract float %13, %2318
  %2765 = fmul contract float %13, %2318
  %2766 = fmul contract float %12, %2477
  %2767 = fadd contract float %2765, %2766
  %2768 = select contract i1 %1494, float %2764, float %2767
  %2769 = fmul contract float %13, %2319
  %2770 = fmul contract float %13, %2319
  %2771 = fmul contract float %12, %2480
  %2772 = fadd contract float %2770, %2771
  %2773 = select contract i1 %1494, float %2769, float %2772
  %2774 = fmul contract float %13, %2320
  %2775 = fmul contract float %13, %2320
  %2776 = fmul contract float %12, %2483
  %2777 = fadd contract float %2775, %2776
  %2778 = select contract i1 %1494, float %2774, float %2777
  %2779 = fmul contract float %13, %2321
  %2780 = fmul contract float %13, %2321
  %2781 = fmul contract float %12, %2486
  %2782 = fadd contract float %2780, %2781
  %2783 = select contract i1 %1494, float %2779, float %2782
  %2784 = fmul contract float %13, %2322
  %2785 = fmul contract float %13, %2322
  %2786 = fmul contract float %12, %2489
  %2787 = fadd contract float %2785, %2786
  %2788 = select contract i1 %1494, float %2784, float %2787
  %2789 = fmul contract float %13, %2323
  %2790 = fmul contract float %13, %2323
  %2791 = fmul contract float %12, %2492
  %2792 = fadd contract float %2790, %2791
  %2793 = select contract i1 %1494, float %2789, float %2792
  %2794 = fmul contract float %13, %2324
  %2795 = fmul contract float %13, %2324
  %2796 = fmul contract float %12, %2495
  %2797 = fadd contract float %2795, %2796
  %2798 = select contract i1 %1494, float %2794, float %2797
  %2799 = fmul contract float %13, %2325
  %2800 = fmul contract float %13, %2325
  %2801 = fmul contract float %12, %2498
  %2802 = fadd contract float %2800, %2801
  %2803 = select contract i1 %1494, float %2799, float %2802
  %2804 = fmul contract float %13, %2326
  %2805 = fmul contract float %13, %2326
  %2806 = fmul contract float %12, %2501
  %2807 = fadd contract float %2805, %2806
  %2808 = select contract i1 %1494, float %2804, float %2807
  %2809 = fmul contract float %13, %2327
  %2810 = fmul contract float %13, %2327
  %2811 = fmul contract float %12, %2504
  %2812 = fadd contract float %2810, %2811
  %2813 = select contract i1 %1494, float %2809, float %2812
  %2814 = fmul contract float %13, %2328
  %2815 = fmul contract float %13, %2328
  %2816 = fmul contract float %12, %2507
  %2817 = fadd contract float %2815, %2816
  %2818 = select contract i1 %1494, float %2814, float %2817
  %2819 = fmul contract float %13, %2329
  %2820 = fmul contract float %13, %2329
  %2821 = fmul contract float %12, %2510
  %2822 = fadd contract float %2820, %2821
  %2823 = select contract i1 %1494, float %2819, float %2822
  %2824 = fmul contract float %13, %2330
  %2825 = fmul contract float %13, %2330
  %2826 = fmul contract float %12, %2513
  %2827 = fadd contract float %2825, %2826
  %2828 = select contract i1 %1494, float %2824, float %2827
  %2829 = fmul contract float %13, %2331
  %2830 = fmul contract float %13, %2331
  %2831 = fmul contract float %12, %2516
  %2832 = fadd contract float %2830, %2831
  %2833 = select contract i1 %1494, float %2829, float %2832
  %2834 = fmul contract float %13, %2332
  %2835 = fmul contract float %13, %2332
  %2836 = fmul contract float %12, %2519
  %2837 = fadd contract float %2835, %2836
  %2838 = select contract i1 %1494, float %2834, float %2837
  %2839 = fmul contract float %13, %2333
  %2840 = fmul contract float %13, %2333
  %2841 = fmul contract float %12, %2522
  %2842 = fadd contract float %2840, %2841
  %2843 = select contract i1 %1494, float %2839, float %2842
  %2844 = fmul contract float %13, %2334
  %2845 = fmul contract float %13, %2334
  %2846 = fmul contract float %12, %2525
  %2847 = fadd contract float %2845, %2846
  %2848 = select contract i1 %1494, float %2844, float %2847
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %2534, ptr %1547, align 16, !tbaa !31
  store float %2538, ptr %1549, align 4, !tbaa !31
  store float %2543, ptr %1551, align 8, !tbaa !31
  store float %2548, ptr %1553, align 4, !tbaa !31
  store float %2553, ptr %1560, align 16, !tbaa !31
  store float %2558, ptr %1562, align 4, !tbaa !31
  store float %2563, ptr %1564, align 8, !tbaa !31
  store float %2568, ptr %1566, align 4, !tbaa !31
  store float %2573, ptr %1573, align 16, !tbaa !31
  store float %2578, ptr %1575, align 4, !tbaa !31
  store float %2583, ptr %1577, align 8, !tbaa !31
  store float %2588, ptr %1579, align 4, !tbaa !31
  store float %2593, ptr %1586, align 16, !tbaa !31
  store float %2598, ptr %1588, align 4, !tbaa !31
  store float %2603, ptr %1590, align 8, !tbaa !31
  store float %2608, ptr %1592, align 4, !tbaa !31
  store float %2613, ptr %1599, align 16, !tbaa !31
  store float %2618, ptr %1601, align 4, !tbaa !31
  store float %2623, ptr %1603, align 8, !tbaa !31
  store float %2628, ptr %1605, align 4, !tbaa !31
  store float %2633, ptr %1612, align 16, !tbaa !31
  store float %2638, ptr %1614, align 4, !tbaa !31
  store float %2643, ptr %1616, align 8, !tbaa !31
  store float %2648, ptr %1618, align 4, !tbaa !31
  store float %2653, ptr %1625, align 16, !tbaa !31
  store float %2658, ptr %1627, align 4, !tbaa !31
  store float %2663, ptr %1629, align 8, !tbaa !31
  store float %2668, ptr %1631, align 4, !tbaa !31
  store float %2673, ptr %1638, align 16, !tbaa !31
  store float %2678, ptr %1640, align 4, !tbaa !31
  store float %2683, ptr %1642, align 8, !tbaa !31
  store float %2688, ptr %1644, align 4, !tbaa !31
  store float %2693, ptr %1651, align 16, !tbaa !31
  store float %2698, ptr %1653, align 4, !tbaa !31
  store float %2703, ptr %1655, align 8, !tbaa !31
  store float %2708, ptr %1657, align 4, !tbaa !31
  store float %2713, ptr %1664, align 16, !tbaa !31
  store float %2718, ptr %1666, align 4, !tbaa !31
  store float %2723, ptr %1668, align 8, !tbaa !31
  store float %2728, ptr %1670, align 4, !tbaa !31
  store float %2733, ptr %1677, align 16, !tbaa !31
  store float %2738, ptr %1679, align 4, !tbaa !31
  store float %2743, ptr %1681, align 8, !tbaa !31
  store float %2748, ptr %1683, align 4, !tbaa !31
  store float %2753, ptr %1690, align 16, !tbaa !31
  store float %2758, ptr %1692, align 4, !tbaa !31
  store float %2763, ptr %1694, align 8, !tbaa !31
  store float %2768, ptr %1696, align 4, !tbaa !31
  store float %2773, ptr %1703, align 16, !tbaa !31
  store float %2778, ptr %1705, align 4, !tbaa !31
  store float %2783, ptr %1707, align 8, !tbaa !31
  store float %2788, ptr %1709, align 4, !tbaa !31
  store float %2793, ptr %1716, align 16, !tbaa !31
  store float %2798, ptr %1718, align 4, !tbaa !31
  store float %2803, ptr %1720, align 8, !tbaa !31
  store float %2808, ptr %1722, align 4, !tbaa !31
  store float %2813, ptr %1729, align 16, !tbaa !31
  store float %2818, ptr %1731, align 4, !tbaa !31
  store float %2823, ptr %1733, align 8, !tbaa !31
  store float %2828, ptr %1735, align 4, !tbaa !31
  store float %2833, ptr %1742, align 16, !tbaa !31
  store float %2838, ptr %1744, align 4, !tbaa !31
  store float %2843, ptr %1746, align 8, !tbaa !31
  store float %2848, ptr %1748, align 4, !tbaa !31
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #8, !srcloc !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %2849, label %2852

2849:                                             ; preds = %2533
  %2850 = or disjoint i32 %594, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i32 %2850, i32 %851) #8, !srcloc !33
  %2851 = or disjoint i32 %594, 96
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i32 %2851, i32 %851) #8, !srcloc !33
  call void asm sideeffect "cp.async.bulk.commit_group;", ""() #8, !srcloc !34
  call void asm sideeffect "cp.async.bulk.wait_group.read $0;", "n,~{memory}"(i32 0) #8, !srcloc !35
  br label %2852

2852:                                             ; preds = %2849, %2533
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %2853, label %2856

2853:                                             ; preds = %2852
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 32768) #8, !srcloc !22
  %2854 = or disjoint i32 %594, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2854, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  %2855 = or disjoint i32 %594, 160
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2855, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  br label %2856

2856:                                             ; preds = %2853, %2852
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %1486) #8, !srcloc !24
  %2857 = load float, ptr %1547, align 16
  %2858 = load float, ptr %1549, align 4
  %2859 = load float, ptr %1551, align 8
  %2860 = load float, ptr %1553, align 4
  %2861 = load float, ptr %1560, align 16
  %2862 = load float, ptr %1562, align 4
  %2863 = load float, ptr %1564, align 8
  %2864 = load float, ptr %1566, align 4
  %2865 = load float, ptr %1573, align 16
  %2866 = load float, ptr %1575, align 4
  %2867 = load float, ptr %1577, align 8
  %2868 = load float, ptr %1579, align 4
  %2869 = load float, ptr %1586, align 16
  %2870 = load float, ptr %1588, align 4
  %2871 = load float, ptr %1590, align 8
  %2872 = load float, ptr %1592, align 4
  %2873 = load float, ptr %1599, align 16
  %2874 = load float, ptr %1601, align 4
  %2875 = load float, ptr %1603, align 8
  %2876 = load float, ptr %1605, align 4
  %2877 = load float, ptr %1612, align 16
  %2878 = load float, ptr %1614, align 4
  %2879 = load float, ptr %1616, align 8
  %2880 = load float, ptr %1618, align 4
  %2881 = load float, ptr %1625, align 16
  %2882 = load float, ptr %1627, align 4
  %2883 = load float, ptr %1629, align 8
  %2884 = load float, ptr %1631, align 4
  %2885 = load float, ptr %1638, align 16
  %2886 = load float, ptr %1640, align 4
  %2887 = load float, ptr %1642, align 8
  %2888 = load float, ptr %1644, align 4
  %2889 = load float, ptr %1651, align 16
  %2890 = load float, ptr %1653, align 4
  %2891 = load float, ptr %1655, align 8
  %2892 = load float, ptr %1657, align 4
  %2893 = load float, ptr %1664, align 16
  %2894 = load float, ptr %1666, align 4
  %2895 = load float, ptr %1668, align 8
  %2896 = load float, ptr %1670, align 4
  %2897 = load float, ptr %1677, align 16
  %2898 = load float, ptr %1679, align 4
  %2899 = load float, ptr %1681, align 8
  %2900 = load float, ptr %1683, align 4
  %2901 = load float, ptr %1690, align 16
  %2902 = load float, ptr %1692, align 4
  %2903 = load float, ptr %1694, align 8
  %2904 = load float, ptr %1696, align 4
  %2905 = load float, ptr %1703, align 16
  %2906 = load float, ptr %1705, align 4
  %2907 = load float, ptr %1707, align 8
  %2908 = load float, ptr %1709, align 4
  %2909 = load float, ptr %1716, align 16
  %2910 = load float, ptr %1718, align 4
  %2911 = load float, ptr %1720, align 8
  %2912 = load float, ptr %1722, align 4
  %2913 = load float, ptr %1729, align 16
  %2914 = load float, ptr %1731, align 4
  %2915 = load float, ptr %1733, align 8
  %2916 = load float, ptr %1735, align 4
  %2917 = load float, ptr %1742, align 16
  %2918 = load float, ptr %1744, align 4
  %2919 = load float, ptr %1746, align 8
  %2920 = load float, ptr %1748, align 4
  %2921 = add i32 %1489, 128
  %2922 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2921) #8, !srcloc !30
  %2923 = add i32 %1489, 129
  %2924 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2923) #8, !srcloc !30
  %2925 = bitcast i32 %2924 to float
  %2926 = add i32 %1489, 130
  %2927 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2926) #8, !srcloc !30
  %2928 = bitcast i32 %2927 to float
  %2929 = add i32 %1489, 131
  %2930 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2929) #8, !srcloc !30
  %2931 = bitcast i32 %2930 to float
  %2932 = add i32 %1489, 132
  %2933 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2932) #8, !srcloc !30
  %2934 = bitcast i32 %2933 to float
  %2935 = add i32 %1489, 133
  %2936 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2935) #8, !srcloc !30
  %2937 = bitcast i32 %2936 to float
  %2938 = add i32 %1489, 134
  %2939 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2938) #8, !srcloc !30
  %2940 = bitcast i32 %2939 to float
  %2941 = add i32 %1489, 135
  %2942 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2941) #8, !srcloc !30
  %2943 = bitcast i32 %2942 to float
  %2944 = add i32 %1489, 136
  %2945 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2944) #8, !srcloc !30
  %2946 = bitcast i32 %2945 to float
  %2947 = add i32 %1489, 137
  %2948 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2947) #8, !srcloc !30
  %2949 = bitcast i32 %2948 to float
  %2950 = add i32 %1489, 138
  %2951 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2950) #8, !srcloc !30
  %2952 = bitcast i32 %2951 to float
  %2953 = add i32 %1489, 139
  %2954 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2953) #8, !srcloc !30
  %2955 = bitcast i32 %2954 to float
  %2956 = add i32 %1489, 140
  %2957 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2956) #8, !srcloc !30
  %2958 = bitcast i32 %2957 to float
  %2959 = add i32 %1489, 141
  %2960 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2959) #8, !srcloc !30
  %2961 = bitcast i32 %2960 to float
  %2962 = add i32 %1489, 142
  %2963 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2962) #8, !srcloc !30
  %2964 = bitcast i32 %2963 to float
  %2965 = add i32 %1489, 143
  %2966 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2965) #8, !srcloc !30
  %2967 = bitcast i32 %2966 to float
  %2968 = add i32 %1489, 144
  %2969 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2968) #8, !srcloc !30
  %2970 = bitcast i32 %2969 to float
  %2971 = add i32 %1489, 145
  %2972 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2971) #8, !srcloc !30
  %2973 = bitcast i32 %2972 to float
  %2974 = add i32 %1489, 146
  %2975 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2974) #8, !srcloc !30
  %2976 = bitcast i32 %2975 to float
  %2977 = add i32 %1489, 147
  %2978 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2977) #8, !srcloc !30
  %2979 = bitcast i32 %2978 to float
  %2980 = add i32 %1489, 148
  %2981 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2980) #8, !srcloc !30
  %2982 = bitcast i32 %2981 to float
  %2983 = add i32 %1489, 149
  %2984 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2983) #8, !srcloc !30
  %2985 = bitcast i32 %2984 to float
  %2986 = add i32 %1489, 150
  %2987 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2986) #8, !srcloc !30
  %2988 = bitcast i32 %2987 to float
  %2989 = add i32 %1489, 151
  %2990 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2989) #8, !srcloc !30
  %2991 = bitcast i32 %2990 to float
  %2992 = add i32 %1489, 152
  %2993 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2992) #8, !srcloc !30
  %2994 = bitcast i32 %2993 to float
  %2995 = add i32 %1489, 153
  %2996 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2995) #8, !srcloc !30
  %2997 = bitcast i32 %2996 to float
  %2998 = add i32 %1489, 154
  %2999 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2998) #8, !srcloc !30
  %3000 = bitcast i32 %2999 to float
  %3001 = add i32 %1489, 155
  %3002 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3001) #8, !srcloc !30
  %3003 = bitcast i32 %3002 to float
  %3004 = add i32 %1489, 156
  %3005 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3004) #8, !srcloc !30
  %3006 = bitcast i32 %3005 to float
  %3007 = add i32 %1489, 157
  %3008 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3007) #8, !srcloc !30
  %3009 = bitcast i32 %3008 to float
  %3010 = add i32 %1489, 158
  %3011 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3010) #8, !srcloc !30
  %3012 = bitcast i32 %3011 to float
  %3013 = add i32 %1489, 159
  %3014 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3013) #8, !srcloc !30
  %3015 = bitcast i32 %3014 to float
  %3016 = add i32 %1489, 160
  %3017 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3016) #8, !srcloc !30
  %3018 = bitcast i32 %3017 to float
  %3019 = add i32 %1489, 161
  %3020 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3019) #8, !srcloc !30
  %3021 = bitcast i32 %3020 to float
  %3022 = add i32 %1489, 162
  %3023 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3022) #8, !srcloc !30
  %3024 = bitcast i32 %3023 to float
  %3025 = add i32 %1489, 163
  %3026 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3025) #8, !srcloc !30
  %3027 = bitcast i32 %3026 to float
  %3028 = add i32 %1489, 164
  %3029 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3028) #8, !srcloc !30
  %3030 = bitcast i32 %3029 to float
  %3031 = add i32 %1489, 165
  %3032 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3031) #8, !srcloc !30
  %3033 = bitcast i32 %3032 to float
  %3034 = add i32 %1489, 166
  %3035 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3034) #8, !srcloc !30
  %3036 = bitcast i32 %3035 to float
  %3037 = add i32 %1489, 167
  %3038 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3037) #8, !srcloc !30
  %3039 = bitcast i32 %3038 to float
  %3040 = add i32 %1489, 168
  %3041 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3040) #8, !srcloc !30
  %3042 = bitcast i32 %3041 to float
  %3043 = add i32 %1489, 169
  %3044 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3043) #8, !srcloc !30
  %3045 = bitcast i32 %3044 to float
  %3046 = add i32 %1489, 170
  %3047 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3046) #8, !srcloc !30
  %3048 = bitcast i32 %3047 to float
  %3049 = add i32 %1489, 171
  %3050 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3049) #8, !srcloc !30
  %3051 = bitcast i32 %3050 to float
  %3052 = add i32 %1489, 172
  %3053 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3052) #8, !srcloc !30
  %3054 = bitcast i32 %3053 to float
  %3055 = add i32 %1489, 173
  %3056 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3055) #8, !srcloc !30
  %3057 = bitcast i32 %3056 to float
  %3058 = add i32 %1489, 174
  %3059 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3058) #8, !srcloc !30
  %3060 = bitcast i32 %3059 to float
  %3061 = add i32 %1489, 175
  %3062 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3061) #8, !srcloc !30
  %3063 = bitcast i32 %3062 to float
  %3064 = add i32 %1489, 176
  %3065 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3064) #8, !srcloc !30
  %3066 = bitcast i32 %3065 to float
  %3067 = add i32 %1489, 177
  %3068 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3067) #8, !srcloc !30
  %3069 = bitcast i32 %3068 to float
  %3070 = add i32 %1489, 178
  %3071 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3070) #8, !srcloc !30
  %3072 = bitcast i32 %3071 to float
  %3073 = add i32 %1489, 179
  %3074 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3073) #8, !srcloc !30
  %3075 = bitcast i32 %3074 to float
  %3076 = add i32 %1489, 180
  %3077 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3076) #8, !srcloc !30
  %3078 = bitcast i32 %3077 to float
  %3079 = add i32 %1489, 181
  %3080 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3079) #8, !srcloc !30
  %3081 = bitcast i32 %3080 to float
  %3082 = add i32 %1489, 182
  %3083 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3082) #8, !srcloc !30
  %3084 = bitcast i32 %3083 to float
  %3085 = add i32 %1489, 183
  %3086 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3085) #8, !srcloc !30
  %3087 = bitcast i32 %3086 to float
  %3088 = add i32 %1489, 184
  %3089 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3088) #8, !srcloc !30
  %3090 = bitcast i32 %3089 to float
  %3091 = add i32 %1489, 185
  %3092 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3091) #8, !srcloc !30
  %3093 = bitcast i32 %3092 to float
  %3094 = add i32 %1489, 186
  %3095 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3094) #8, !srcloc !30
  %3096 = bitcast i32 %3095 to float
  %3097 = add i32 %1489, 187
  %3098 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3097) #8, !srcloc !30
  %3099 = bitcast i32 %3098 to float
  %3100 = add i32 %1489, 188
  %3101 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3100) #8, !srcloc !30
  %3102 = bitcast i32 %3101 to float
  %3103 = add i32 %1489, 189
  %3104 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3103) #8, !srcloc !30
  %3105 = bitcast i32 %3104 to float
  %3106 = add i32 %1489, 190
  %3107 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3106) #8, !srcloc !30
  %3108 = bitcast i32 %3107 to float
  %3109 = add i32 %1489, 191
  %3110 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3109) #8, !srcloc !30
  %3111 = bitcast i32 %3110 to float
  br i1 %1494, label %3117, label %3112

3112:                                             ; preds = %2856
  %3113 = bitcast i32 %2922 to float
  %3114 = fmul contract float %13, %2857
  %3115 = fmul contract float %12, %3113
  %3116 = fadd contract float %3114, %3115
  br label %3119

3117:                                             ; preds = %2856
  %3118 = fmul contract float %13, %2857
  br label %3119

3119:                                             ; preds = %3117, %3112
  %3120 = phi contract float [ %3118, %3117 ], [ %3116, %3112 ]
  %3121 = fmul contract float %13, %2858
  %3122 = fmul contract float %12, %2925
  %3123 = fadd contract float %3121, %3122
  %3124 = select contract i1 %1494, float %3121, float %3123
  %3125 = fmul contract float %13, %2859
  %3126 = fmul contract float %13, %2859
  %3127 = fmul contract float %12, %2928
  %3128 = fadd contract float %3126, %3127
  %3129 = select contract i1 %1494, float %3125, float %3128
  %3130 = fmul contract float %13, %2860
  %3131 = fmul contract float %13, %2860
  %3132 = fmul contract float %12, %2931
  %3133 = fadd contract float %3131, %3132
  %3134 = select contract i1 %1494, float %3130, float %3133
  %3135 = fmul contract float %13, %2861
  %3136 = fmul contract float %13, %2861
  %3137 = fmul contract float %12, %2934
  %3138 = fadd contract float %3136, %3137
  %3139 = select contract i1 %1494, float %3135, float %3138
  %3140 = fmul contract float %13, %2862
  %3141 = fmul contract float %13, %2862
  %3142 = fmul contract float %12, %2937
  %3143 = fadd contract float %3141, %3142
  %3144 = select contract i1 %1494, float %3140, float %3143
  %3145 = fmul contract float %13, %2863
  %3146 = fmul contract float %13, %2863
  %3147 = fmul contract float %12, %2940
  %3148 = fadd contract float %3146, %3147
  %3149 = select contract i1 %1494, float %3145, float %3148
  %3150 = fmul contract float %13, %2864
  %3151 = fmul contract float %13, %2864
  %3152 = fmul contract float %12, %2943
  %3153 = fadd contract float %3151, %3152
  %3154 = select contract i1 %1494, float %3150, float %3153
  %3155 = fmul contract float %13, %2865
  %3156 = fmul contract float %13, %2865
  %3157 = fmul contract float %12, %2946
  %3158 = fadd contract float %3156, %3157
  %3159 = select contract i1 %1494, float %3155, float %3158
  %3160 = fmul contract float %13, %2866
  %3161 = fmul contract float %13, %2866
  %3162 = fmul contract float %12, %2949
  %3163 = fadd contract float %3161, %3162
  %3164 = select contract i1 %1494, float %3160, float %3163
  %3165 = fmul contract float %13, %2867
  %3166 = fmul contract float %13, %2867
  %3167 = fmul contract float %12, %2952
  %3168 = fadd contract float %3166, %3167
  %3169 = select contract i1 %1494, float %3165, float %3168
  %3170 = fmul contract float %13, %2868
  %3171 = fmul contract float %13, %2868
  %3172 = fmul contract float %12, %2955
  %3173 = fadd contract float %3171, %3172
  %3174 = select contract i1 %1494, float %3170, float %3173
  %3175 = fmul contract float %13, %2869
  %3176 = fmul contract float %13, %2869
  %3177 = fmul contract float %12, %2958
  %3178 = fadd contract float %3176, %3177
  %3179 = select contract i1 %1494, float %3175, float %3178
  %3180 = fmul contract float %13, %2870
  %3181 = fmul contract float %13, %2870
  %3182 = fmul contract float %12, %2961
  %3183 = fadd contract float %3181, %3182
  %3184 = select contract i1 %1494, float %3180, float %3183
  %3185 = fmul contract float %13, %2871
  %3186 = fmul contract float %13, %2871
  %3187 = fmul contract float %12, %2964
  %3188 = fadd contract float %3186, %3187
  %3189 = select contract i1 %1494, float %3185, float %3188
  %3190 = fmul contract float %13, %2872
  %3191 = fmul contract float %13, %2872
  %3192 = fmul contract float %12, %2967
  %3193 = fadd contract float %3191, %3192
  %3194 = select contract i1 %1494, float %3190, float %3193
  %3195 = fmul contract float %13, %2873
  %3196 = fmul contract float %13, %2873
  %3197 = fmul contract float %12, %2970
  %3198 = fadd contract float %3196, %3197
  %3199 = select contract i1 %1494, float %3195, float %3198
  %3200 = fmul contract float %13, %2874
  %3201 = fmul contract float %13, %2874
  %3202 = fmul contract float %12, %2973
  %3203 = fadd contract float %3201, %3202
  %3204 = select contract i1 %1494, float %3200, float %3203
  %3205 = fmul contract float %13, %2875
  %3206 = fmul contract float %13, %2875
  %3207 = fmul contract float %12, %2976
  %3208 = fadd contract float %3206, %3207
  %3209 = select contract i1 %1494, float %3205, float %3208
  %3210 = fmul contract float %13, %2876
  %3211 = fmul contract float %13, %2876
  %3212 = fmul contract float %12, %2979
  %3213 = fadd contract float %3211, %3212
  %3214 = select contract i1 %1494, float %3210, float %3213
  %3215 = fmul contract float %13, %2877
  %3216 = fmul contract float %13, %2877
  %3217 = fmul contract float %12, %2982
  %3218 = fadd contract float %3216, %3217
  %3219 = select contract i1 %1494, float %3215, float %3218
  %3220 = fmul contract float %13, %2878
  %3221 = fmul contract float %13, %2878
  %3222 = fmul contract float %12, %2985
  %3223 = fadd contract float %3221, %3222
  %3224 = select contract i1 %1494, float %3220, float %3223
  %3225 = fmul contract float %13, %2879
  %3226 = fmul contract float %13, %2879
  %3227 = fmul contract float %12, %2988
  %3228 = fadd contract float %3226, %3227
  %3229 = select contract i1 %1494, float %3225, float %3228
  %3230 = fmul contract float %13, %2880
  %3231 = fmul contract float %13, %2880
  %3232 = fmul contract float %12, %2991
  %3233 = fadd contract float %3231, %3232
  %3234 = select contract i1 %1494, float %3230, float %3233
  %3235 = fmul contract float %13, %2881
  %3236 = fmul contract float %13, %2881
  %3237 = fmul contract float %12, %2994
  %3238 = fadd contract float %3236, %3237
  %3239 = select contract i1 %1494, float %3235, float %3238
  %3240 = fmul contract float %13, %2882
  %3241 = fmul contract float %13, %2882
  %3242 = fmul contract float %12, %2997
  %3243 = fadd contract float %3241, %3242
  %3244 = select contract i1 %1494, float %3240, float %3243
  %3245 = fmul contract float %13, %2883
  %3246 = fmul contract float %13, %2883
  %3247 = fmul contract float %12, %3000
  %3248 = fadd contract float %3246, %3247
  %3249 = select contract i1 %1494, float %3245, float %3248
  %3250 = fmul contract float %13, %2884
  %3251 = fmul contract float %13, %2884
  %3252 = fmul contract float %12, %3003
  %3253 = fadd contract float %3251, %3252
  %3254 = select contract i1 %1494, float %3250, float %3253
  %3255 = fmul contract float %13, %2885
  %3256 = fmul contract float %13, %2885
  %3257 = fmul contract float %12, %3006
  %3258 = fadd contract float %3256, %3257
  %3259 = select contract i1 %1494, float %3255, float %3258
  %3260 = fmul contract float %13, %2886
  %3261 = fmul contract float %13, %2886
  %3262 = fmul contract float %12, %3009
  %3263 = fadd contract float %3261, %3262
  %3264 = select contract i1 %1494, float %3260, float %3263
  %3265 = fmul contract float %13, %2887
  %3266 = fmul contract float %13, %2887
  %3267 = fmul contract float %12, %3012
  %3268 = fadd contract float %3266, %3267
  %3269 = select contract i1 %1494, float %3265, float %3268
  %3270 = fmul contract float %13, %2888
  %3271 = fmul contract float %13, %2888
  %3272 = fmul contract float %12, %3015
  %3273 = fadd contract float %3271, %3272
  %3274 = select contract i1 %1494, float %3270, float %3273
  %3275 = fmul contract float %13, %2889
  %3276 = fmul contract float %13, %2889
  %3277 = fmul contract float %12, %3018
  %3278 = fadd contract float %3276, %3277
  %3279 = select contract i1 %1494, float %3275, float %3278
  %3280 = fmul contract float %13, %2890
  %3281 = fmul contract float %13, %2890
  %3282 = fmul contract float %12, %3021
  %3283 = fadd contract float %3281, %3282
  %3284 = select contract i1 %1494, float %3280, float %3283
  %3285 = fmul contract float %13, %2891
  %3286 = fmul contract float %13, %2891
  %3287 = fmul contract float %12, %3024
  %3288 = fadd contract float %3286, %3287
  %3289 = select contract i1 %1494, float %3285, float %3288
  %3290 = fmul contract float %13, %2892
  %3291 = fmul contract float %13, %2892
  %3292 = fmul contract float %12, %3027
  %3293 = fadd contract float %3291, %3292
  %3294 = select contract i1 %1494, float %3290, float %3293
  %3295 = fmul contract float %13, %2893
  %3296 = fmul contract float %13, %2893
  %3297 = fmul contract float %12, %3030
  %3298 = fadd contract float %3296, %3297
  %3299 = select contract i1 %1494, float %3295, float %3298
  %3300 = fmul contract float %13, %2894
  %3301 = fmul contract float %13, %2894
  %3302 = fmul contract float %12, %3033
  %3303 = fadd contract float %3301, %3302
  %3304 = select contract i1 %1494, float %3300, float %3303
  %3305 = fmul contract float %13, %2895
  %3306 = fmul contract float %13, %2895
  %3307 = fmul contract float %12, %3036
  %3308 = fadd contract float %3306, %3307
  %3309 = select contract i1 %1494, float %3305, float %3308
  %3310 = fmul contract float %13, %2896
  %3311 = fmul contract float %13, %2896
  %3312 = fmul contract float %12, %3039
  %3313 = fadd contract float %3311, %3312
  %3314 = select contract i1 %1494, float %3310, float %3313
  %3315 = fmul contract float %13, %2897
  %3316 = fmul contract float %13, %2897
  %3317 = fmul contract float %12, %3042
  %3318 = fadd contract float %3316, %3317
  %3319 = select contract i1 %1494, float %3315, float %3318
  %3320 = fmul contract float %13, %2898
  %3321 = fmul contract float %13, %2898
  %3322 = fmul contract float %12, %3045
  %3323 = fadd contract float %3321, %3322
  %3324 = select contract i1 %1494, float %3320, float %3323
  %3325 = fmul contract float %13, %2899
  %3326 = fmul contract float %13, %2899
  %3327 = fmul contract float %12, %3048
  %3328 = fadd contract float %3326, %3327
  %3329 = select contract i1 %1494, float %3325, float %3328
  %3330 = fmul contract float %13, %2900
  %3331 = fmul contract float %13, %2900
  %3332 = fmul contract float %12, %3051
  %3333 = fadd contract float %3331, %3332
  %3334 = select contract i1 %1494, float %3330, float %3333
  %3335 = fmul contract float %13, %2901
  %3336 = fmul contract float %13, %2901
  %3337 = fmul contract float %12, %3054
  %3338 = fadd contract float %3336, %3337
  %3339 = select contract i1 %1494, float %3335, float %3338
  %3340 = fmul contract float %13, %2902
  %3341 = fmul contract float %13, %2902
  %3342 = fmul contract float %12, %3057
  %3343 = fadd contract float %3341, %3342
  %3344 = select contract i1 %1494, float %3340, float %3343
  %3345 = fmul contract float %13, %2903
  %3346 = fmul contract float %13, %2903
  %3347 = fmul contract float %12, %3060
  %3348 = fadd contract float %3346, %3347
  %3349 = select contract i1 %1494, float %3345, float %3348
  %3350 = fmul contract float %13, %2904
  %3351 = fmul contract float %13, %2904
  %3352 = fmul contract float %12, %3063
  %3353 = fadd contract float %3351, %3352
  %3354 = select contract i1 %1494, float %3350, float %3353
  %3355 = fmul contract float %13, %2905
  %3356 = fmul contract float %13, %2905
  %3357 = fmul contract float %12, %3066
  %3358 = fadd contract float %3356, %3357
  %3359 = select contract i1 %1494, float %3355, float %3358
  %3360 = fmul contract float %13, %2906
  %3361 = fmul contract float %13, %2906
  %3362 = fmul contract float %12, %3069
  %3363 = fadd contract float %3361, %3362
  %3364 = select contract i1 %1494, float %3360, float %3363
  %3365 = fmul contract float %13, %2907
  %3366 = fmul contract float %13, %2907
  %3367 = fmul contract float %12, %3072
  %3368 = fadd contract float %3366, %3367
  %3369 = select contract i1 %1494, float %3365, float %3368
  %3370 = fmul contract float %13, %2908
  %3371 = fmul contract float %13, %2908
  %3372 = fmul contract float %12, %3075
  %3373 = fadd contract float %3371, %3372
  %3374 = select contract i1 %1494, float %3370, float %3373
  %3375 = fmul contract float %13, %2909
  %3376 = fmul contract float %13, %2909
  %3377 = fmul contract float %12, %3078
  %3378 = fadd contract float %3376, %3377
  %3379 = select contract i1 %1494, float %3375, float %3378
  %3380 = fmul contract float %13, %2910
  %3381 = fmul contract float %13, %2910
  %3382 = fmul contract float %12, %3081
  %3383 = fadd contract float %3381, %3382
  %3384 = select contract i1 %1494, float %3380, float %3383
  %3385 = fmul contract float %13, %2911
  %3386 = fmul contract float %13, %2911
  %3387 = fmul contract float %12, %3084
  %3388 = fadd contract float %3386, %3387
  %3389 = select contract i1 %1494, float %3385, float %3388
  %3390 = fmul contract float %13, %2912
  %3391 = fmul contract float %13, %2912
  %3392 = fmul contract float %12, %3087
  %3393 = fadd contract float %3391, %3392
  %3394 = select contract i1 %1494, float %3390, float %3393
  %3395 = fmul contract float %13, %2913
  %3396 = fmul contract float %13, %2913
  %3397 = fmul contract float %12, %3090
  %3398 = fadd contract float %3396, %3397
  %3399 = select contract i1 %1494, float %3395, float %3398
  %3400 = fmul contract float %13, %2914
  %3401 = fmul contract float %13, %2914
  %3402 = fmul contract float %12, %3093
  %3403 = fadd contract float %3401, %3402
  %3404 = select contract i1 %1494, float %3400, float %3403
  %3405 = fmul contract float %13, %2915
  %3406 = fmul contract float %13, %2915
  %3407 = fmul contract float %12, %3096
  %3408 = fadd contract float %3406, %3407
  %3409 = select contract i1 %1494, float %3405, float %3408
  %3410 = fmul contract float %13, %2916
  %3411 = fmul contract float %13, %2916
  %3412 = fmul contract float %12, %3099
  %3413 = fadd contract float %3411, %3412
  %3414 = select contract i1 %1494, float %3410, float %3413
  %3415 = fmul contract float %13, %2917
  %3416 = fmul contract float %13, %2917
  %3417 = fmul contract float %12, %3102
  %3418 = fadd contract float %3416, %3417
  %3419 = select contract i1 %1494, float %3415, float %3418
  %3420 = fmul contract float %13, %2918
  %3421 = fmul contract float %13, %2918
  %3422 = fmul contract float %12, %3105
  %3423 = fadd contract float %3421, %3422
  %3424 = select contract i1 %1494, float %3420, float %3423
  %3425 = fmul contract float %13, %2919
  %3426 = fmul contract float %13, %2919
  %3427 = fmul contract float %12, %3108
  %3428 = fadd contract float %3426, %3427
  %3429 = select contract i1 %1494, float %3425, float %3428
  %3430 = fmul contract float %13, %2920
  %3431 = fmul contract float %13, %2920
  %3432 = fmul contract float %12, %3111
  %3433 = fadd contract float %3431, %3432
  %3434 = select contract i1 %1494, float %3430, float %3433
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %3120, ptr %1547, align 16, !tbaa !31
  store float %3124, ptr %1549, align 4, !tbaa !31
  store float %3129, ptr %1551, align 8, !tbaa !31
  store float %3134, ptr %1553, align 4, !tbaa !31
  store float %3139, ptr %1560, align 16, !tbaa !31
  store float %3144, ptr %1562, align 4, !tbaa !31
  store float %3149, ptr %1564, align 8, !tbaa !31
  store float %3154, ptr %1566, align 4, !tbaa !31
  store float %3159, ptr %1573, align 16, !tbaa !31
  store float %3164, ptr %1575, align 4, !tbaa !31
  store float %3169, ptr %1577, align 8, !tbaa !31
  store float %3174, ptr %1579, align 4, !tbaa !31
  store float %3179, ptr %1586, align 16, !tbaa !31
  store float %3184, ptr %1588, align 4, !tbaa !31
  store float %3189, ptr %1590, align 8, !tbaa !31
  store float %3194, ptr %1592, align 4, !tbaa !31
  store float %3199, ptr %1599, align 16, !tbaa !31
  store float %3204, ptr %1601, align 4, !tbaa !31
  store float %3209, ptr %1603, align 8, !tbaa !31
  store float %3214, ptr %1605, align 4, !tbaa !31
  store float %3219, ptr %1612, align 16, !tbaa !31
  store float %3224, ptr %1614, align 4, !tbaa !31
  store float %3229, ptr %1616, align 8, !tbaa !31
  store float %3234, ptr %1618, align 4, !tbaa !31
  store float %3239, ptr %1625, align 16, !tbaa !31
  store float %3244, ptr %1627, align 4, !tbaa !31
  store float %3249, ptr %1629, align 8, !tbaa !31
  store float %3254, ptr %1631, align 4, !tbaa !31
  store float %3259, ptr %1638, align 16, !tbaa !31
  store float %3264, ptr %1640, align 4, !tbaa !31
  store float %3269, ptr %1642, align 8, !tbaa !31
  store float %3274, ptr %1644, align 4, !tbaa !31
  store float %3279, ptr %1651, align 16, !tbaa !31
  store float %3284, ptr %1653, align 4, !tbaa !31
  store float %3289, ptr %1655, align 8, !tbaa !31
  store float %3294, ptr %1657, align 4, !tbaa !31
  store float %3299, ptr %1664, align 16, !tbaa !31
  store float %3304, ptr %1666, align 4, !tbaa !31
  store float %3309, ptr %1668, align 8, !tbaa !31
  store float %3314, ptr %1670, align 4, !tbaa !31
  store float %3319, ptr %1677, align 16, !tbaa !31
  store float %3324, ptr %1679, align 4, !tbaa !31
  store float %3329, ptr %1681, align 8, !tbaa !31
  store float %3334, ptr %1683, align 4, !tbaa !31
  store float %3339, ptr %1690, align 16, !tbaa !31
  store float %3344, ptr %1692, align 4, !tbaa !31
  store float %3349, ptr %1694, align 8, !tbaa !31
  store float %3354, ptr %1696, align 4, !tbaa !31
  store float %3359, ptr %1703, align 16, !tbaa !31
  store float %3364, ptr %1705, align 4, !tbaa !31
  store float %3369, ptr %1707, align 8, !tbaa !31
  store float %3374, ptr %1709, align 4, !tbaa !31
  store float %3379, ptr %1716, align 16, !tbaa !31
  store float %3384, ptr %1718, align 4, !tbaa !31
  store float %3389, ptr %1720, align 8, !tbaa !31
  store float %3394, ptr %1722, align 4, !tbaa !31
  store float %3399, ptr %1729, align 16, !tbaa !31
  store float %3404, ptr %1731, align 4, !tbaa !31
  store float %3409, ptr %1733, align 8, !tbaa !31
  store float %3414, ptr %1735, align 4, !tbaa !31
  store float %3419, ptr %1742, align 16, !tbaa !31
  store float %3424, ptr %1744, align 4, !tbaa !31
  store float %3429, ptr %1746, align 8, !tbaa !31
  store float %3434, ptr %1748, align 4, !tbaa !31
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #8, !srcloc !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %3435, label %3438

3435:                                             ; preds = %3119
  %3436 = or disjoint i32 %594, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i32 %3436, i32 %851) #8, !srcloc !33
  %3437 = or disjoint i32 %594, 160
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i32 %3437, i32 %851) #8, !srcloc !33
  call void asm sideeffect "cp.async.bulk.commit_group;", ""() #8, !srcloc !34
  call void asm sideeffect "cp.async.bulk.wait_group.read $0;", "n,~{memory}"(i32 0) #8, !srcloc !35
  br label %3438

3438:                                             ; preds = %3435, %3119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %3439, label %3442

3439:                                             ; preds = %3438
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 32768) #8, !srcloc !22
  %3440 = or disjoint i32 %594, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %3440, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  %3441 = or disjoint i32 %594, 224
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %1493, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %3441, i32 %851, i64 1152921504606846976) #8, !srcloc !29
  br label %3442

3442:                                             ; preds = %3439, %3438
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32784) to ptr addrspace(3)) to i32), i32 %2263) #8, !srcloc !24
  %3443 = load float, ptr %1547, align 16
  %3444 = load float, ptr %1549, align 4
  %3445 = load float, ptr %1551, align 8
  %3446 = load float, ptr %1553, align 4
  %3447 = load float, ptr %1560, align 16
  %3448 = load float, ptr %1562, align 4
  %3449 = load float, ptr %1564, align 8
  %3450 = load float, ptr %1566, align 4
  %3451 = load float, ptr %1573, align 16
  %3452 = load float, ptr %1575, align 4
  %3453 = load float, ptr %1577, align 8
  %3454 = load float, ptr %1579, align 4
  %3455 = load float, ptr %1586, align 16
  %3456 = load float, ptr %1588, align 4
  %3457 = load float, ptr %1590, align 8
  %3458 = load float, ptr %1592, align 4
  %3459 = load float, ptr %1599, align 16
  %3460 = load float, ptr %1601, align 4
  %3461 = load float, ptr %1603, align 8
  %3462 = load float, ptr %1605, align 4
  %3463 = load float, ptr %1612, align 16
  %3464 = load float, ptr %1614, align 4
  %3465 = load float, ptr %1616, align 8
  %3466 = load float, ptr %1618, align 4
  %3467 = load float, ptr %1625, align 16
  %3468 = load float, ptr %1627, align 4
  %3469 = load float, ptr %1629, align 8
  %3470 = load float, ptr %1631, align 4
  %3471 = load float, ptr %1638, align 16
  %3472 = load float, ptr %1640, align 4
  %3473 = load float, ptr %1642, align 8
  %3474 = load float, ptr %1644, align 4
  %3475 = load float, ptr %1651, align 16
  %3476 = load float, ptr %1653, align 4
  %3477 = load float, ptr %1655, align 8
  %3478 = load float, ptr %1657, align 4
  %3479 = load float, ptr %1664, align 16
  %3480 = load float, ptr %1666, align 4
  %3481 = load float, ptr %1668, align 8
  %3482 = load float, ptr %1670, align 4
  %3483 = load float, ptr %1677, align 16
  %3484 = load float, ptr %1679, align 4
  %3485 = load float, ptr %1681, align 8
  %3486 = load float, ptr %1683, align 4
  %3487 = load float, ptr %1690, align 16
  %3488 = load float, ptr %1692, align 4
  %3489 = load float, ptr %1694, align 8
  %3490 = load float, ptr %1696, align 4
  %3491 = load float, ptr %1703, align 16
  %3492 = load float, ptr %1705, align 4
  %3493 = load float, ptr %1707, align 8
  %3494 = load float, ptr %1709, align 4
  %3495 = load float, ptr %1716, align 16
  %3496 = load float, ptr %1718, align 4
  %3497 = load float, ptr %1720, align 8
  %3498 = load float, ptr %1722, align 4
  %3499 = load float, ptr %1729, align 16
  %3500 = load float, ptr %1731, align 4
  %3501 = load float, ptr %1733, align 8
  %3502 = load float, ptr %1735, align 4
  %3503 = load float, ptr %1742, align 16
  %3504 = load float, ptr %1744, align 4
  %3505 = load float, ptr %1746, align 8
  %3506 = load float, ptr %1748, align 4
  %3507 = add i32 %1489, 192
  %3508 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3507) #8, !srcloc !30
  %3509 = add i32 %1489, 193
  %3510 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3509) #8, !srcloc !30
  %3511 = bitcast i32 %3510 to float
  %3512 = add i32 %1489, 194
  %3513 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3512) #8, !srcloc !30
  %3514 = bitcast i32 %3513 to float
  %3515 = add i32 %1489, 195
  %3516 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3515) #8, !srcloc !30
  %3517 = bitcast i32 %3516 to float
  %3518 = add i32 %1489, 196
  %3519 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3518) #8, !srcloc !30
  %3520 = bitcast i32 %3519 to float
  %3521 = add i32 %1489, 197
  %3522 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3521) #8, !srcloc !30
  %3523 = bitcast i32 %3522 to float
  %3524 = add i32 %1489, 198
  %3525 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3524) #8, !srcloc !30
  %3526 = bitcast i32 %3525 to float
  %3527 = add i32 %1489, 199
  %3528 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3527) #8, !srcloc !30
  %3529 = bitcast i32 %3528 to float
  %3530 = add i32 %1489, 200
  %3531 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3530) #8, !srcloc !30
  %3532 = bitcast i32 %3531 to float
  %3533 = add i32 %1489, 201
  %3534 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3533) #8, !srcloc !30
  %3535 = bitcast i32 %3534 to float
  %3536 = add i32 %1489, 202
  %3537 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3536) #8, !srcloc !30
  %3538 = bitcast i32 %3537 to float
  %3539 = add i32 %1489, 203
  %3540 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3539) #8, !srcloc !30
  %3541 = bitcast i32 %3540 to float
  %3542 = add i32 %1489, 204
  %3543 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3542) #8, !srcloc !30
  %3544 = bitcast i32 %3543 to float
  %3545 = add i32 %1489, 205
  %3546 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3545) #8, !srcloc !30
  %3547 = bitcast i32 %3546 to float
  %3548 = add i32 %1489, 206
  %3549 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3548) #8, !srcloc !30
  %3550 = bitcast i32 %3549 to float
  %3551 = add i32 %1489, 207
  %3552 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3551) #8, !srcloc !30
  %3553 = bitcast i32 %3552 to float
  %3554 = add i32 %1489, 208
  %3555 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3554) #8, !srcloc !30
  %3556 = bitcast i32 %3555 to float
  %3557 = add i32 %1489, 209
  %3558 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3557) #8, !srcloc !30
  %3559 = bitcast i32 %3558 to float
  %3560 = add i32 %1489, 210
  %3561 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3560) #8, !srcloc !30
  %3562 = bitcast i32 %3561 to float
  %3563 = add i32 %1489, 211
  %3564 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3563) #8, !srcloc !30
  %3565 = bitcast i32 %3564 to float
  %3566 = add i32 %1489, 212
  %3567 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3566) #8, !srcloc !30
  %3568 = bitcast i32 %3567 to float
  %3569 = add i32 %1489, 213
  %3570 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3569) #8, !srcloc !30
  %3571 = bitcast i32 %3570 to float
  %3572 = add i32 %1489, 214
  %3573 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3572) #8, !srcloc !30
  %3574 = bitcast i32 %3573 to float
  %3575 = add i32 %1489, 215
  %3576 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3575) #8, !srcloc !30
  %3577 = bitcast i32 %3576 to float
  %3578 = add i32 %1489, 216
  %3579 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3578) #8, !srcloc !30
  %3580 = bitcast i32 %3579 to float
  %3581 = add i32 %1489, 217
  %3582 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3581) #8, !srcloc !30
  %3583 = bitcast i32 %3582 to float
  %3584 = add i32 %1489, 218
  %3585 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3584) #8, !srcloc !30
  %3586 = bitcast i32 %3585 to float
  %3587 = add i32 %1489, 219
  %3588 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3587) #8, !srcloc !30
  %3589 = bitcast i32 %3588 to float
  %3590 = add i32 %1489, 220
  %3591 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3590) #8, !srcloc !30
  %3592 = bitcast i32 %3591 to float
  %3593 = add i32 %1489, 221
  %3594 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3593) #8, !srcloc !30
  %3595 = bitcast i32 %3594 to float
  %3596 = add i32 %1489, 222
  %3597 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3596) #8, !srcloc !30
  %3598 = bitcast i32 %3597 to float
  %3599 = add i32 %1489, 223
  %3600 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3599) #8, !srcloc !30
  %3601 = bitcast i32 %3600 to float
  %3602 = add i32 %1489, 224
  %3603 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3602) #8, !srcloc !30
  %3604 = bitcast i32 %3603 to float
  %3605 = add i32 %1489, 225
  %3606 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3605) #8, !srcloc !30
  %3607 = bitcast i32 %3606 to float
  %3608 = add i32 %1489, 226
  %3609 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3608) #8, !srcloc !30
  %3610 = bitcast i32 %3609 to float
  %3611 = add i32 %1489, 227
  %3612 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3611) #8, !srcloc !30
  %3613 = bitcast i32 %3612 to float
  %3614 = add i32 %1489, 228
  %3615 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3614) #8, !srcloc !30
  %3616 = bitcast i32 %3615 to float
  %3617 = add i32 %1489, 229
  %3618 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3617) #8, !srcloc !30
  %3619 = bitcast i32 %3618 to float
  %3620 = add i32 %1489, 230
  %3621 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3620) #8, !srcloc !30
  %3622 = bitcast i32 %3621 to float
  %3623 = add i32 %1489, 231
  %3624 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3623) #8, !srcloc !30
  %3625 = bitcast i32 %3624 to float
  %3626 = add i32 %1489, 232
  %3627 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3626) #8, !srcloc !30
  %3628 = bitcast i32 %3627 to float
  %3629 = add i32 %1489, 233
  %3630 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3629) #8, !srcloc !30
  %3631 = bitcast i32 %3630 to float
  %3632 = add i32 %1489, 234
  %3633 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3632) #8, !srcloc !30
  %3634 = bitcast i32 %3633 to float
  %3635 = add i32 %1489, 235
  %3636 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3635) #8, !srcloc !30
  %3637 = bitcast i32 %3636 to float
  %3638 = add i32 %1489, 236
  %3639 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3638) #8, !srcloc !30
  %3640 = bitcast i32 %3639 to float
  %3641 = add i32 %1489, 237
  %3642 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3641) #8, !srcloc !30
  %3643 = bitcast i32 %3642 to float
  %3644 = add i32 %1489, 238
  %3645 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3644) #8, !srcloc !30
  %3646 = bitcast i32 %3645 to float
  %3647 = add i32 %1489, 239
  %3648 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3647) #8, !srcloc !30
  %3649 = bitcast i32 %3648 to float
  %3650 = add i32 %1489, 240
  %3651 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3650) #8, !srcloc !30
  %3652 = bitcast i32 %3651 to float
  %3653 = add i32 %1489, 241
  %3654 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3653) #8, !srcloc !30
  %3655 = bitcast i32 %3654 to float
  %3656 = add i32 %1489, 242
  %3657 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3656) #8, !srcloc !30
  %3658 = bitcast i32 %3657 to float
  %3659 = add i32 %1489, 243
  %3660 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3659) #8, !srcloc !30
  %3661 = bitcast i32 %3660 to float
  %3662 = add i32 %1489, 244
  %3663 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3662) #8, !srcloc !30
  %3664 = bitcast i32 %3663 to float
  %3665 = add i32 %1489, 245
  %3666 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3665) #8, !srcloc !30
  %3667 = bitcast i32 %3666 to float
  %3668 = add i32 %1489, 246
  %3669 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3668) #8, !srcloc !30
  %3670 = bitcast i32 %3669 to float
  %3671 = add i32 %1489, 247
  %3672 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3671) #8, !srcloc !30
  %3673 = bitcast i32 %3672 to float
  %3674 = add i32 %1489, 248
  %3675 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3674) #8, !srcloc !30
  %3676 = bitcast i32 %3675 to float
  %3677 = add i32 %1489, 249
  %3678 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3677) #8, !srcloc !30
  %3679 = bitcast i32 %3678 to float
  %3680 = add i32 %1489, 250
  %3681 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3680) #8, !srcloc !30
  %3682 = bitcast i32 %3681 to float
  %3683 = add i32 %1489, 251
  %3684 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3683) #8, !srcloc !30
  %3685 = bitcast i32 %3684 to float
  %3686 = add i32 %1489, 252
  %3687 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3686) #8, !srcloc !30
  %3688 = bitcast i32 %3687 to float
  %3689 = add i32 %1489, 253
  %3690 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3689) #8, !srcloc !30
  %3691 = bitcast i32 %3690 to float
  %3692 = add i32 %1489, 254
  %3693 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3692) #8, !srcloc !30
  %3694 = bitcast i32 %3693 to float
  %3695 = add i32 %1489, 255
  %3696 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3695) #8, !srcloc !30
  %3697 = bitcast i32 %3696 to float
  br i1 %1494, label %3703, label %3698

3698:                                             ; preds = %3442
  %3699 = bitcast i32 %3508 to float
  %3700 = fmul contract float %13, %3443
  %3701 = fmul contract float %12, %3699
  %3702 = fadd contract float %3700, %3701
  br label %3705

3703:                                             ; preds = %3442
  %3704 = fmul contract float %13, %3443
  br label %3705

3705:                                             ; preds = %3703, %3698
  %3706 = phi contract float [ %3704, %3703 ], [ %3702, %3698 ]
  %3707 = fmul contract float %13, %3444
  %3708 = fmul contract float %12, %3511
  %3709 = fadd contract float %3707, %3708
  %3710 = select contract i1 %1494, float %3707, float %3709
  %3711 = fmul contract float %13, %3445
  %3712 = fmul contract float %13, %3445
  %3713 = fmul contract float %12, %3514
  %3714 = fadd contract float %3712, %3713
  %3715 = select contract i1 %1494, float %3711, float %3714
  %3716 = fmul contract float %13, %3446
  %3717 = fmul contract float %13, %3446
  %3718 = fmul contract float %12, %3517
  %3719 = fadd contract float %3717, %3718
  %3720 = select contract i1 %1494, float %3716, float %3719
  %3721 = fmul contract float %13, %3447
  %3722 = fmul contract float %13, %3447
  %3723 = fmul contract float %12, %3520
  %3724 = fadd contract float %3722, %3723
  %3725 = select contract i1 %1494, float %3721, float %3724
  %3726 = fmul contract float %13, %3448
  %3727 = fmul contract float %13, %3448
  %3728 = fmul contract float %12, %3523
  %3729 = fadd contract float %3727, %3728
  %3730 = select contract i1 %1494, float %3726, float %3729
  %3731 = fmul contract float %13, %3449
  %3732 = fmul contract float %13, %3449
  %3733 = fmul contract float %12, %3526
  %3734 = fadd contract float %3732, %3733
  %3735 = select contract i1 %1494, float %3731, float %3734
  %3736 = fmul contract float %13, %3450
  %3737 = fmul contract float %13, %3450
  %3738 = fmul contract float %12, %3529
  %3739 = fadd contract float %3737, %3738
  %3740 = select contract i1 %1494, float %3736, float %3739
  %3741 = fmul contract float %13, %3451
  %3742 = fmul contract float %13, %3451
  %3743 = fmul contract float %12, %3532
  %3744 = fadd contract float %3742, %3743
  %3745 = select contract i1 %1494, float %3741, float %3744
  %3746 = fmul contract float %13, %3452
  %3747 = fmul contract float %13, %3452
  %3748 = fmul contract float %12, %3535
  %3749 = fadd contract float %3747, %3748
  %3750 = select contract i1 %1494, float %3746, float %3749
  %3751 = fmul contract float %13, %3453
  %3752 = fmul contract float %13, %3453
  %3753 = fmul contract float %12, %3538
  %3754 = fadd contract float %3752, %3753
  %3755 = select contract i1 %1494, float %3751, float %3754
  %3756 = fmul contract float %13, %3454
  %3757 = fmul contract float %13, %3454
  %3758 = fmul contract float %12, %3541
  %3759 = fadd contract float %3757, %3758
  %3760 = select contract i1 %1494, float %3756, float %3759
  %3761 = fmul contract float %13, %3455
  %3762 = fmul contract float %13, %3455
  %3763 = fmul contract float %12, %3544
  %3764 = fadd contract float %3762, %3763
  %3765 = select contract i1 %1494, float %3761, float %3764
  %3766 = fmul contract float %13, %3456
  %3767 = fmul contract float %13, %3456
  %3768 = fmul contract float %12, %3547
  %3769 = fadd contract float %3767, %3768
  %3770 = select contract i1 %1494, float %3766, float %3769
  %3771 = fmul contract float %13, %3457
  %3772 = fmul contract float %13, %3457
  %3773 = fmul contract float %12, %3550
  %3774 = fadd contract float %3772, %3773
  %3775 = select contract i1 %1494, float %3771, float %3774
  %3776 = fmul contract float %13, %3458
  %3777 = fmul contract float %13, %3458
  %3778 = fmul contract float %12, %3553
  %3779 = fadd contract float %3777, %3778
  %3780 = select contract i1 %1494, float %3776, float %3779
  %3781 = fmul contract float %13, %3459
  %3782 = fmul contract float %13, %3459
  %3783 = fmul contract float %12, %3556
  %3784 = fadd contract float %3782, %3783
  %3785 = select contract i1 %1494, float %3781, float %3784
  %3786 = fmul contract float %13, %3460
  %3787 = fmul contract float %13, %3460
  %3788 = fmul contract float %12, %3559
  %3789 = fadd contract float %3787, %3788
  %3790 = select contract i1 %1494, float %3786, float %3789
  %3791 = fmul contract float %13, %3461
  %3792 = fmul contract float %13, %3461
  %3793 = fmul contract float %12, %3562
  %3794 = fadd contract float %3792, %3793
  %3795 = select contract i1 %1494, float %3791, float %3794
  %3796 = fmul contract float %13, %3462
  %3797 = fmul contract float %13, %3462
  %3798 = fmul contract float %12, %3565
  %3799 = fadd contract float %3797, %3798
  %3800 = select contract i1 %1494, float %3796, float %3799
  %3801 = fmul contract float %13, %3463
  %3802 = fmul contract float %13, %3463
  %3803 = fmul contract float %12, %3568
  %3804 = fadd contract float %3802, %3803
  %3805 = select contract i1 %1494, float %3801, float %3804
  %3806 = fmul contract float %13, %3464
  %3807 = fmul contract float %13, %3464
  %3808 = fmul contract float %12, %3571
  %3809 = fadd contract float %3807, %3808
  %3810 = select contract i1 %1494, float %3806, float %3809
  %3811 = fmul contract float %13, %3465
  %3812 = fmul contract float %13, %3465
  %3813 = fmul contract float %12, %3574
  %3814 = fadd contract float %3812, %3813
  %3815 = select contract i1 %1494, float %3811, float %3814
  %3816 = fmul contract float %13, %3466
  %3817 = fmul contract float %13, %3466
  %3818 = fmul contract float %12, %3577
  %3819 = fadd contract float %3817, %3818
  %3820 = select contract i1 %1494, float %3816, float %3819
  %3821 = fmul contract float %13, %3467
  %3822 = fmul contract float %13, %3467
  %3823 = fmul contract float %12, %3580
  %3824 = fadd contract float %3822, %3823
  %3825 = select contract i1 %1494, float %3821, float %3824
  %3826 = fmul contract float %13, %3468
  %3827 = fmul contract float %13, %3468
  %3828 = fmul contract float %12, %3583
  %3829 = fadd contract float %3827, %3828
  %3830 = select contract i1 %1494, float %3826, float %3829
  %3831 = fmul contract float %13, %3469
  %3832 = fmul contract float %13, %3469
  %3833 = fmul contract float %12, %3586
  %3834 = fadd contract float %3832, %3833
  %3835 = select contract i1 %1494, float %3831, float %3834
  %3836 = fmul contract float %13, %3470
  %3837 = fmul contract float %13, %3470
  %3838 = fmul contract float %12, %3589
  %3839 = fadd contract float %3837, %3838
  %3840 = select contract i1 %1494, float %3836, float %3839
  %3841 = fmul contract float %13, %3471
  %3842 = fmul contract float %13, %3471
  %3843 = fmul contract float %12, %3592
  %3844 = fadd contract float %3842, %3843
  %3845 = select contract i1 %1494, float %3841, float %3844
  %3846 = fmul contract float %13, %3472
  %3847 = fmul contract float %13, %3472
  %3848 = fmul contract float %12, %3595
  %3849 = fadd contract float %3847, %3848
  %3850 = select contract i1 %1494, float %3846, float %3849
  %3851 = fmul contract float %13, %3473
  %3852 = fmul contract float %13, %3473
  %3853 = fmul contract float %12, %3598
  %3854 = fadd contract float %3852, %3853
  %3855 = select contract i1 %1494, float %3851, float %3854
  %3856 = fmul contract float %13, %3474
  %3857 = fmul contract float %13, %3474
  %3858 = fmul contract float %12, %3601
  %3859 = fadd contract float %3857, %3858
  %3860 = select contract i1 %1494, float %3856, float %3859
  %3861 = fmul contract float %13, %3475
  %3862 = fmul contract float %13, %3475
  %3863 = fmul contract float %12, %3604
  %3864 = fadd contract float %3862, %3863
  %3865 = select contract i1 %1494, float %3861, float %3864
  %3866 = fmul contract float %13, %3476
  %3867 = fmul contract float %13, %3476
  %3868 = fmul contract float %12, %3607
  %3869 = fadd contract float %3867, %3868
  %3870 = select contract i1 %1494, float %3866, float %3869
  %3871 = fmul contract float %13, %3477
  %3872 = fmul contract float %13, %3477
  %3873 = fmul contract float %12, %3610
  %3874 = fadd contract float %3872, %3873
  %3875 = select contract i1 %1494, float %3871, float %3874
  %3876 = fmul contract float %13, %3478
  %3877 = fmul contract float %13, %3478
  %3878 = fmul contract float %12, %3613
  %3879 = fadd contract float %3877, %3878
  %3880 = select contract i1 %1494, float %3876, float %3879
  %3881 = fmul contract float %13, %3479
  %3882 = fmul contract float %13, %3479
  %3883 = fmul contract float %12, %3616
  %3884 = fadd contract float %3882, %3883
  %3885 = select contract i1 %1494, float %3881, float %3884
  %3886 = fmul contract float %13, %3480
  %3887 = fmul contract float %13, %3480
  %3888 = fmul contract float %12, %3619
  %3889 = fadd contract float %3887, %3888
  %3890 = select contract i1 %1494, float %3886, float %3889
  %3891 = fmul contract float %13, %3481
  %3892 = fmul contract float %13, %3481
  %3893 = fmul contract float %12, %3622
  %3894 = fadd contract float %3892, %3893
  %3895 = select contract i1 %1494, float %3891, float %3894
  %3896 = fmul contract float %13, %3482
  %3897 = fmul contract float %13, %3482
  %3898 = fmul contract float %12, %3625
  %3899 = fadd contract float %3897, %3898
  %3900 = select contract i1 %1494, float %3896, float %3899
  %3901 = fmul contract float %13, %3483
  %3902 = fmul contract float %13, %3483
  %3903 = fmul contract float %12, %3628
  %3904 = fadd contract float %3902, %3903
  %3905 = select contract i1 %1494, float %3901, float %3904
  %3906 = fmul contract float %13, %3484
  %3907 = fmul contract float %13, %3484
  %3908 = fmul contract float %12, %3631
  %3909 = fadd contract float %3907, %3908
  %3910 = select contract i1 %1494, float %3906, float %3909
  %3911 = fmul contract float %13, %3485
  %3912 = fmul contract float %13, %3485
  %3913 = fmul contract float %12, %3634
  %3914 = fadd contract float %3912, %3913
  %3915 = select contract i1 %1494, float %3911, float %3914
  %3916 = fmul contract float %13, %3486
  %3917 = fmul contract float %13, %3486
  %3918 = fmul contract float %12, %3637
  %3919 = fadd contract float %3917, %3918
  %3920 = select contract i1 %1494, float %3916, float %3919
  %3921 = fmul contract float %13, %3487
  %3922 = fmul contract float %13, %3487
  %3923 = fmul contract float %12, %3640
  %3924 = fadd contract float %3922, %3923
  %3925 = select contract i1 %1494, float %3921, float %3924
  %3926 = fmul contract float %13, %3488
  %3927 = fmul contract float %13, %3488
  %3928 = fmul contract float %12, %3643
  %3929 = fadd contract float %3927, %3928
  %3930 = select contract i1 %1494, float %3926, float %3929
  %3931 = fmul contract float %13, %3489
  %3932 = fmul contract float %13, %3489
  %3933 = fmul contract float %12, %3646
  %3934 = fadd contract float %3932, %3933
  %3935 = select contract i1 %1494, float %3931, float %3934
  %3936 = fmul contract float %13, %3490
  %3937 = fmul contract float %13, %3490
  %3938 = fmul contract float %12, %3649
  %3939 = fadd contract float %3937, %3938
  %3940 = select contract i1 %1494, float %3936, float %3939
  %3941 = fmul contract float %13, %3491
  %3942 = fmul contract float %13, %3491
  %3943 = fmul contract float %12, %3652
  %3944 = fadd contract float %3942, %3943
  %3945 = select contract i1 %1494, float %3941, float %3944
  %3946 = fmul contract float %13, %3492
  %3947 = fmul contract float %13, %3492
  %3948 = fmul contract float %12, %3655
  %3949 = fadd contract float %3947, %3948
  %3950 = select contract i1 %1494, float %3946, float %3949
  %3951 = fmul contract float %13, %3493
  %3952 = fmul contract float %13, %3493
  %3953 = fmul contract float %12, %3658
  %3954 = fadd contract float %3952, %3953
  %3955 = select contract i1 %1494, float %3951, float %3954
  %3956 = fmul contract float %13, %3494
  %3957 = fmul contract float %13, %3494
  %3958 = fmul contract float %12, %3661
  %3959 = fadd contract float %3957, %3958
  %3960 = select contract i1 %1494, float %3956, float %3959
  %3961 = fmul contract float %13, %3495
  %3962 = fmul contract float %13, %3495
  %3963 = fmul contract float %12, %3664
  %3964 = fadd contract float %3962, %3963
  %3965 = select contract i1 %1494, float %3961, float %3964
  %3966 = fmul contract float %13, %3496
  %3967 = fmul contract float %13, %3496
  %3968 = fmul contract float %12, %3667
  %3969 = fadd contract float %3967, %3968
  %3970 = select contract i1 %1494, float %3966, float %3969
  %3971 = fmul contract float %13, %3497
  %3972 = fmul contract float %13, %3497
  %3973 = fmul contract float %12, %3670
  %3974 = fadd contract float %3972, %3973
  %3975 = select contract i1 %1494, float %3971, float %3974
  %3976 = fmul contract float %13, %3498
  %3977 = fmul contract float %13, %3498
  %3978 = fmul contract float %12, %3673
  %3979 = fadd contract float %3977, %3978
  %3980 = select contract i1 %1494, float %3976, float %3979
  %3981 = fmul contract float %13, %3499
  %3982 = fmul contract float %13, %3499
  %3983 = fmul contract float %12, %3676
  %3984 = fadd contract float %3982, %3983
  %3985 = select contract i1 %1494, float %3981, float %3984
  %3986 = fmul contract float %13, %3500
  %3987 = fmul contract float %13, %3500
  %3988 = fmul contract float %12, %3679
  %3989 = fadd contract float %3987, %3988
  %3990 = select contract i1 %1494, float %3986, float %3989
  %3991 = fmul contract float %13, %3501
  %3992 = fmul contract float %13, %3501
  %3993 = fmul contract float %12, %3682
  %3994 = fadd contract float %3992, %3993
  %3995 = select contract i1 %1494, float %3991, float %3994
  %3996 = fmul contract float %13, %3502
  %3997 = fmul contract float %13, %3502
  %3998 = fmul contract float %12, %3685
  %3999 = fadd contract float %3997, %3998
  %4000 = select contract i1 %1494, float %3996, float %3999
  %4001 = fmul contract float %13, %3503
  %4002 = fmul contract float %13, %3503
  %4003 = fmul contract float %12, %3688
  %4004 = fadd contract float %4002, %4003
  %4005 = select contract i1 %1494, float %4001, float %4004
  %4006 = fmul contract float %13, %3504
  %4007 = fmul contract float %13, %3504
  %4008 = fmul contract float %12, %3691
  %4009 = fadd contract float %4007, %4008
  %4010 = select contract i1 %1494, float %4006, float %4009
  %4011 = fmul contract float %13, %3505
  %4012 = fmul contract float %13, %3505
  %4013 = fmul contract float %12, %3694
  %4014 = fadd contract float %4012, %4013
  %4015 = select contract i1 %1494, float %4011, float %4014
  %4016 = fmul contract float %13, %3506
  %4017 = fmul contract float %13, %3506
  %4018 = fmul contract float %12, %3697
  %4019 = fadd contract float %4017, %4018
  %4020 = select contract i1 %1494, float %4016, float %4019
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %3706, ptr %1547, align 16, !tbaa !31
  store float %3710, ptr %1549, align 4, !tbaa !31
  store float %3715, ptr %1551, align 8, !tbaa !31
  store float %3720, ptr %1553, align 4, !tbaa !31
  store float %3725, ptr %1560, align 16, !tbaa !31
  store float %3730, ptr %1562, align 4, !tbaa !31
  store float %3735, ptr %1564, align 8, !tbaa !31
  store float %3740, ptr %1566, align 4, !tbaa !31
  store float %3745, ptr %1573, align 16, !tbaa !31
  store float %3750, ptr %1575, align 4, !tbaa !31
  store float %3755, ptr %1577, align 8, !tbaa !31
  store float %3760, ptr %1579, align 4, !tbaa !31
  store float %3765, ptr %1586, align 16, !tbaa !31
  store float %3770, ptr %1588, align 4, !tbaa !31
  store float %3775, ptr %1590, align 8, !tbaa !31
  store float %3780, ptr %1592, align 4, !tbaa !31
  store float %3785, ptr %1599, align 16, !tbaa !31
  store float %3790, ptr %1601, align 4, !tbaa !31
  store float %3795, ptr %1603, align 8, !tbaa !31
  store float %3800, ptr %1605, align 4, !tbaa !31
  store float %3805, ptr %1612, align 16, !tbaa !31
  store float %3810, ptr %1614, align 4, !tbaa !31
  store float %3815, ptr %1616, align 8, !tbaa !31
  store float %3820, ptr %1618, align 4, !tbaa !31
  store float %3825, ptr %1625, align 16, !tbaa !31
  store float %3830, ptr %1627, align 4, !tbaa !31
  store float %3835, ptr %1629, align 8, !tbaa !31
  store float %3840, ptr %1631, align 4, !tbaa !31
  store float %3845, ptr %1638, align 16, !tbaa !31
  store float %3850, ptr %1640, align 4, !tbaa !31
  store float %3855, ptr %1642, align 8, !tbaa !31
  store float %3860, ptr %1644, align 4, !tbaa !31
  store float %3865, ptr %1651, align 16, !tbaa !31
  store float %3870, ptr %1653, align 4, !tbaa !31
  store float %3875, ptr %1655, align 8, !tbaa !31
  store float %3880, ptr %1657, align 4, !tbaa !31
  store float %3885, ptr %1664, align 16, !tbaa !31
  store float %3890, ptr %1666, align 4, !tbaa !31
  store float %3895, ptr %1668, align 8, !tbaa !31
  store float %3900, ptr %1670, align 4, !tbaa !31
  store float %3905, ptr %1677, align 16, !tbaa !31
  store float %3910, ptr %1679, align 4, !tbaa !31
  store float %3915, ptr %1681, align 8, !tbaa !31
  store float %3920, ptr %1683, align 4, !tbaa !31
  store float %3925, ptr %1690, align 16, !tbaa !31
  store float %3930, ptr %1692, align 4, !tbaa !31
  store float %3935, ptr %1694, align 8, !tbaa !31
  store float %3940, ptr %1696, align 4, !tbaa !31
  store float %3945, ptr %1703, align 16, !tbaa !31
  store float %3950, ptr %1705, align 4, !tbaa !31
  store float %3955, ptr %1707, align 8, !tbaa !31
  store float %3960, ptr %1709, align 4, !tbaa !31
  store float %3965, ptr %1716, align 16, !tbaa !31
  store float %3970, ptr %1718, align 4, !tbaa !31
  store float %3975, ptr %1720, align 8, !tbaa !31
  store float %3980, ptr %1722, align 4, !tbaa !31
  store float %3985, ptr %1729, align 16, !tbaa !31
  store float %3990, ptr %1731, align 4, !tbaa !31
  store float %3995, ptr %1733, align 8, !tbaa !31
  store float %4000, ptr %1735, align 4, !tbaa !31
  store float %4005, ptr %1742, align 16, !tbaa !31
  store float %4010, ptr %1744, align 4, !tbaa !31
  store float %4015, ptr %1746, align 8, !tbaa !31
  store float %4020, ptr %1748, align 4, !tbaa !31
  call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #8, !srcloc !32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1446, label %4021, label %4024

4021:                                             ; preds = %3705
  %4022 = or disjoint i32 %594, 192
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i32 %4022, i32 %851) #8, !srcloc !33
  %4023 = or disjoint i32 %594, 224
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3}], [$1];", "l,r,r,r,~{memory}"(i64 %1495, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i32 %4023, i32 %851) #8, !srcloc !33
  call void asm sideeffect "cp.async.bulk.commit_group;", ""() #8, !srcloc !34
  call void asm sideeffect "cp.async.bulk.wait_group.read $0;", "n,~{memory}"(i32 0) #8, !srcloc !35
  br label %4024

4024:                                             ; preds = %4021, %3705
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1055, label %4025, label %4027

4025:                                             ; preds = %4024
  call void asm sideeffect "tcgen05.relinquish_alloc_permit.cta_group::2.sync.aligned;", ""() #8, !srcloc !36
  %4026 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 32800), align 32, !tbaa !15
  call void asm sideeffect "{\0A\09tcgen05.dealloc.cta_group::2.sync.aligned.b32  $0, $1; \0A\09}", "r,r"(i32 %4026, i32 512) #8, !srcloc !37
  br label %4027

4027:                                             ; preds = %4025, %4024
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

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
!13 = !{i64 46235240, i64 46235251, i64 46235275, i64 46235300, i64 46235339, i64 46235368, i64 46235399}
!14 = !{i64 46255394}
!15 = !{!16, !7, i64 32800}
!16 = !{!"_ZTS13SharedStorageIN7cutlass6half_tES1_ffN4cute14ComposedLayoutINS2_7SwizzleILi3ELi4ELi3EEENS2_18smem_ptr_flag_bitsILi16EEENS2_6LayoutINS2_5tupleIJNS9_IJNS2_1CILi128EEENSA_ILi16EEEEEENSA_ILi1EEENSA_ILi4EEEEEENS9_IJNS9_IJNSA_ILi64EEESE_EEENSA_ILi0EEESC_EEEEEEESM_NS3_IS5_NS6_ILi32EEENS8_INS9_IJNS9_IJNS9_IJNSA_ILi8EEESC_EEENS9_IJNSA_ILi32EEENSA_ILi2EEEEEEEEEEEENS9_IJNS9_IJNS9_IJSQ_NSA_ILi256EEEEEENS9_IJSE_NSA_ILi4096EEEEEEEEEEEEEEEES12_E", !8, i64 0, !17, i64 32768, !17, i64 32784, !7, i64 32800}
!17 = !{!"long", !8, i64 0}
!18 = !{i64 46234497}
!19 = !{i64 47558649}
!20 = !{i64 46231694}
!21 = !{i64 46231924}
!22 = !{i64 47559204}
!23 = !{i64 47773234}
!24 = !{i64 47559689, i64 47559700, i64 47559738, i64 47559756, i64 47559819, i64 47559863, i64 47559903, i64 47559917}
!25 = !{i64 48340542, i64 48340546, i64 48340658}
!26 = !{i64 46170302, i64 46170306, i64 46170334, i64 46170370, i64 46170478}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{i64 47583256}
!30 = !{i64 46825868}
!31 = !{!8, !8, i64 0}
!32 = !{i64 47625941}
!33 = !{i64 47617956}
!34 = !{i64 47626316}
!35 = !{i64 47626931}
!36 = !{i64 46256771}
!37 = !{i64 46256389, i64 46256393, i64 46256461}
