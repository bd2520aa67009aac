; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/blackwell/02_mma_tma_sm100.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$OVERLAY -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument -DCUTLASS_ARCH_MMA_SM100_SUPPORTED=1 -DCUTLASS_ARCH_MMA_SM100_ENABLED=1 -DCUTLASS_ARCH_MMA_SM100A_ENABLED=1 $CUTLASS/examples/cute/tutorial/blackwell/02_mma_tma_sm100.cu -o cute-tcgen05-tma-sm_100a.clang22.ll
; $OVERLAY: CUTLASS's cute/arch/copy_sm100.hpp with the commas its tcgen05.cp asm operand lists lack
; ModuleID = '$CUTLASS/examples/cute/tutorial/blackwell/02_mma_tma_sm100.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/blackwell/02_mma_tma_sm100.cu"
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
%"struct.cute::Tensor.5" = type { %"struct.cute::tuple.6" }
%"struct.cute::tuple.6" = type { %"struct.cute::eso::ESO.7" }
%"struct.cute::eso::ESO.7" = type { %"struct.cute::Layout.8", %"struct.cute::eso::ESO.14" }
%"struct.cute::Layout.8" = type { %"struct.cute::tuple.9" }
%"struct.cute::tuple.9" = type { %"struct.cute::eso::ESO.10" }
%"struct.cute::eso::ESO.10" = type { %"struct.cute::tuple.2", %"struct.cute::eso::ESO.11" }
%"struct.cute::eso::ESO.11" = type { %"struct.cute::tuple.12" }
%"struct.cute::tuple.12" = type { %"struct.cute::eso::ESO.13" }
%"struct.cute::eso::ESO.13" = type { i32 }
%"struct.cute::eso::ESO.14" = type { %"struct.cute::ViewEngine" }
%"struct.cute::ViewEngine" = type { %"struct.cute::gmem_ptr" }
%"struct.cute::gmem_ptr" = type { %"struct.cute::iter_adaptor" }
%"struct.cute::iter_adaptor" = type { ptr }
%"struct.cute::Tensor.15" = type { %"struct.cute::tuple.16" }
%"struct.cute::tuple.16" = type { %"struct.cute::eso::ESO.17" }
%"struct.cute::eso::ESO.17" = type { %"struct.cute::Layout.8", %"struct.cute::eso::ESO.18" }
%"struct.cute::eso::ESO.18" = type { %"struct.cute::ViewEngine.19" }
%"struct.cute::ViewEngine.19" = type { %"struct.cute::gmem_ptr.20" }
%"struct.cute::gmem_ptr.20" = type { %"struct.cute::iter_adaptor.21" }
%"struct.cute::iter_adaptor.21" = type { ptr }
%"struct.cute::tuple.22" = type { i8 }
%"struct.cute::TiledMMA" = type { %"struct.cute::MMA_Atom.base.26", [3 x i8] }
%"struct.cute::MMA_Atom.base.26" = type { %"struct.cute::MMA_Atom.base" }
%"struct.cute::MMA_Atom.base" = type { %"struct.cute::MMA_Traits.base" }
%"struct.cute::MMA_Traits.base" = type <{ %"union.cute::UMMA::InstrDescriptor", i8 }>
%"union.cute::UMMA::InstrDescriptor" = type { i32 }
%"struct.cute::tuple.27" = type { i8 }
%"struct.cute::Copy_Atom" = type { %"struct.cute::Copy_Traits.base", [127 x i8] }
%"struct.cute::Copy_Traits.base" = type <{ %struct.CUtensorMap_st, i8 }>
%struct.CUtensorMap_st = type { [16 x i64] }
%"struct.cute::Copy_Atom.30" = type { %"struct.cute::Copy_Traits.base.32", [127 x i8] }
%"struct.cute::Copy_Traits.base.32" = type <{ %struct.CUtensorMap_st, i8 }>
%printf_args.787 = type { i32 }
%printf_args.786 = type { i32 }
%printf_args.785 = type { ptr }
%printf_args.789 = type { i32 }
%printf_args.788 = type { i32 }
%printf_args.793 = type { i32 }
%printf_args.1939 = type { i32, i32 }
%printf_args.1938 = type { ptr }
%printf_args.1937 = type { i32, i32, i32 }
%printf_args.1523 = type { i32 }
%printf_args.791 = type { i32 }
%printf_args.790 = type { ptr }
%printf_args = type { i32 }

$_ZN3cub18CUB_300001_SM_10006detail11EmptyKernelIvEEvv = comdat any

$_ZN3cub18CUB_300001_SM_10006detail8for_each13static_kernelINS2_12policy_hub_t12policy_500_tEmN6thrust24THRUST_300001_SM_1000_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_ = comdat any

$_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_N4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEENS4_IS6_S8_NS9_INSA_IJNSA_IJNSB_ILi256EEESD_EEESF_SG_EEESL_EEEEENS3_6TensorINS3_10ViewEngineINS3_23ArithmeticTupleIteratorINS3_15ArithmeticTupleIJSK_SK_EEEEEEENS9_INSA_IJiiEEENSA_IJNS3_11ScaledBasisISF_JLi1EEEENS12_ISF_JLi0EEEEEEEEEEES17_NSU_INSV_INS3_8gmem_ptrIPKfEEEENS9_IS11_NSA_IJiSF_EEEEEEENSU_INSV_INS18_IPfEEEES1E_EENSA_IJSC_SO_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_20SM100_MMA_F16BF16_SSIS2_S2_fLi128ELi256ELNS3_4UMMA5MajorE0ELS1P_0ELNS1O_7ScaleInE0ELS1Q_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1W_S1W_EEEEES1T_NS3_9Copy_AtomIJNS3_11Copy_TraitsINS3_13SM90_TMA_LOADEJNSB_ILi131072EEENS3_12AuxTmaParamsIS15_RKNS9_INSA_IJSI_SC_EEES15_EERKS6_EEEEES2_EEENS1Z_IJNS20_IS21_JNSB_ILi262144EEENS23_IS15_RKNS9_INSA_IJSI_SO_EEES15_EES29_EEEEES2_EEEffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_T9_T10_ = comdat any

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
@.str22 = private unnamed_addr constant [14 x i8] c"TmaBytes: %d\0A\00", align 1
@.str23 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str24 = private unnamed_addr constant [4 x i8] c" o \00", align 1
@.str25 = private unnamed_addr constant [11 x i8] c"ArithTuple\00", align 1
@.str26 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str27 = private unnamed_addr constant [2 x i8] c"_\00", align 1
@.str28 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str29 = private unnamed_addr constant [2 x i8] c":\00", align 1
@.str30 = private unnamed_addr constant [4 x i8] c"@%d\00", align 1
@.str31 = private unnamed_addr constant [6 x i8] c"gmem_\00", align 1
@.str32 = private unnamed_addr constant [5 x i8] c"ptr[\00", align 1
@.str33 = private unnamed_addr constant [7 x i8] c"b](%p)\00", align 1
@.str34 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str35 = private unnamed_addr constant [13 x i8] c"Sw<%d,%d,%d>\00", align 1
@.str36 = private unnamed_addr constant [6 x i8] c"smem_\00", align 1
@.str37 = private unnamed_addr constant [25 x i8] c"UMMA::DescriptorIterator\00", align 1
@.str38 = private unnamed_addr constant [7 x i8] c"tmem_[\00", align 1
@.str39 = private unnamed_addr constant [16 x i8] c"b](0x%04x.%04x)\00", align 1

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
define dso_local ptx_kernel void @_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_N4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEENS4_IS6_S8_NS9_INSA_IJNSA_IJNSB_ILi256EEESD_EEESF_SG_EEESL_EEEEENS3_6TensorINS3_10ViewEngineINS3_23ArithmeticTupleIteratorINS3_15ArithmeticTupleIJSK_SK_EEEEEEENS9_INSA_IJiiEEENSA_IJNS3_11ScaledBasisISF_JLi1EEEENS12_ISF_JLi0EEEEEEEEEEES17_NSU_INSV_INS3_8gmem_ptrIPKfEEEENS9_IS11_NSA_IJiSF_EEEEEEENSU_INSV_INS18_IPfEEEES1E_EENSA_IJSC_SO_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_20SM100_MMA_F16BF16_SSIS2_S2_fLi128ELi256ELNS3_4UMMA5MajorE0ELS1P_0ELNS1O_7ScaleInE0ELS1Q_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1W_S1W_EEEEES1T_NS3_9Copy_AtomIJNS3_11Copy_TraitsINS3_13SM90_TMA_LOADEJNSB_ILi131072EEENS3_12AuxTmaParamsIS15_RKNS9_INSA_IJSI_SC_EEES15_EERKS6_EEEEES2_EEENS1Z_IJNS20_IS21_JNSB_ILi262144EEENS23_IS15_RKNS9_INSA_IJSI_SO_EEES15_EES29_EEEEES2_EEEffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_T9_T10_(ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %0, ptr noundef readonly byval(%"struct.cute::Tensor") align 4 captures(none) %1, ptr noundef readonly byval(%"struct.cute::Tensor.5") align 8 captures(none) %2, ptr noundef readonly byval(%"struct.cute::Tensor.15") align 8 captures(none) %3, ptr noundef readnone byval(%"struct.cute::tuple.22") align 1 captures(none) %4, ptr noundef byval(%"struct.cute::TiledMMA") align 4 captures(none) %5, ptr noundef readnone byval(%"struct.cute::tuple.27") align 1 captures(none) %6, ptr noundef byval(%"struct.cute::Copy_Atom") align 128 "nvvm.grid_constant" %7, ptr noundef byval(%"struct.cute::Copy_Atom.30") align 128 "nvvm.grid_constant" %8, float noundef %9, float noundef %10) local_unnamed_addr #4 comdat {
  %12 = alloca %printf_args.787, align 8
  %13 = alloca %printf_args.787, align 8
  %14 = alloca %printf_args.786, align 8
  %15 = alloca %printf_args.786, align 8
  %16 = alloca %printf_args.786, align 8
  %17 = alloca %printf_args.786, align 8
  %18 = alloca %printf_args.786, align 8
  %19 = alloca %printf_args.787, align 8
  %20 = alloca %printf_args.787, align 8
  %21 = alloca %printf_args.786, align 8
  %22 = alloca %printf_args.786, align 8
  %23 = alloca %printf_args.786, align 8
  %24 = alloca %printf_args.786, align 8
  %25 = alloca %printf_args.786, align 8
  %26 = alloca %printf_args.785, align 8
  %27 = alloca %printf_args.787, align 8
  %28 = alloca %printf_args.787, align 8
  %29 = alloca %printf_args.786, align 8
  %30 = alloca %printf_args.786, align 8
  %31 = alloca %printf_args.786, align 8
  %32 = alloca %printf_args.787, align 8
  %33 = alloca %printf_args.786, align 8
  %34 = alloca %printf_args.786, align 8
  %35 = alloca %printf_args.786, align 8
  %36 = alloca %printf_args.787, align 8
  %37 = alloca %printf_args.786, align 8
  %38 = alloca %printf_args.786, align 8
  %39 = alloca %printf_args.786, align 8
  %40 = alloca %printf_args.787, align 8
  %41 = alloca %printf_args.787, align 8
  %42 = alloca %printf_args.789, align 8
  %43 = alloca %printf_args.788, align 8
  %44 = alloca %printf_args.786, align 8
  %45 = alloca %printf_args.786, align 8
  %46 = alloca %printf_args.786, align 8
  %47 = alloca %printf_args.787, align 8
  %48 = alloca %printf_args.786, align 8
  %49 = alloca %printf_args.786, align 8
  %50 = alloca %printf_args.786, align 8
  %51 = alloca %printf_args.787, align 8
  %52 = alloca %printf_args.793, align 8
  %53 = alloca %printf_args.786, align 8
  %54 = alloca %printf_args.786, align 8
  %55 = alloca %printf_args.786, align 8
  %56 = alloca %printf_args.785, align 8
  %57 = alloca %printf_args.787, align 8
  %58 = alloca %printf_args.787, align 8
  %59 = alloca %printf_args.786, align 8
  %60 = alloca %printf_args.786, align 8
  %61 = alloca %printf_args.786, align 8
  %62 = alloca %printf_args.786, align 8
  %63 = alloca %printf_args.786, align 8
  %64 = alloca %printf_args.787, align 8
  %65 = alloca %printf_args.787, align 8
  %66 = alloca %printf_args.786, align 8
  %67 = alloca %printf_args.786, align 8
  %68 = alloca %printf_args.786, align 8
  %69 = alloca %printf_args.786, align 8
  %70 = alloca %printf_args.786, align 8
  %71 = alloca %printf_args.785, align 8
  %72 = alloca %printf_args.787, align 8
  %73 = alloca %printf_args.787, align 8
  %74 = alloca %printf_args.789, align 8
  %75 = alloca %printf_args.788, align 8
  %76 = alloca %printf_args.786, align 8
  %77 = alloca %printf_args.786, align 8
  %78 = alloca %printf_args.786, align 8
  %79 = alloca %printf_args.787, align 8
  %80 = alloca %printf_args.786, align 8
  %81 = alloca %printf_args.786, align 8
  %82 = alloca %printf_args.786, align 8
  %83 = alloca %printf_args.787, align 8
  %84 = alloca %printf_args.793, align 8
  %85 = alloca %printf_args.786, align 8
  %86 = alloca %printf_args.786, align 8
  %87 = alloca %printf_args.786, align 8
  %88 = alloca %printf_args.787, align 8
  %89 = alloca %printf_args.787, align 8
  %90 = alloca %printf_args.786, align 8
  %91 = alloca %printf_args.786, align 8
  %92 = alloca %printf_args.786, align 8
  %93 = alloca %printf_args.787, align 8
  %94 = alloca %printf_args.786, align 8
  %95 = alloca %printf_args.786, align 8
  %96 = alloca %printf_args.786, align 8
  %97 = alloca %printf_args.787, align 8
  %98 = alloca %printf_args.786, align 8
  %99 = alloca %printf_args.786, align 8
  %100 = alloca %printf_args.786, align 8
  %101 = alloca %printf_args.785, align 8
  %102 = alloca %printf_args.787, align 8
  %103 = alloca %printf_args.787, align 8
  %104 = alloca %printf_args.786, align 8
  %105 = alloca %printf_args.786, align 8
  %106 = alloca %printf_args.786, align 8
  %107 = alloca %printf_args.787, align 8
  %108 = alloca %printf_args.787, align 8
  %109 = alloca %printf_args.786, align 8
  %110 = alloca %printf_args.786, align 8
  %111 = alloca %printf_args.786, align 8
  %112 = alloca %printf_args.786, align 8
  %113 = alloca %printf_args.787, align 8
  %114 = alloca %printf_args.787, align 8
  %115 = alloca %printf_args.786, align 8
  %116 = alloca %printf_args.786, align 8
  %117 = alloca %printf_args.786, align 8
  %118 = alloca %printf_args.787, align 8
  %119 = alloca %printf_args.787, align 8
  %120 = alloca %printf_args.786, align 8
  %121 = alloca %printf_args.786, align 8
  %122 = alloca %printf_args.786, align 8
  %123 = alloca %printf_args.786, align 8
  %124 = alloca %printf_args.785, align 8
  %125 = alloca %printf_args.787, align 8
  %126 = alloca %printf_args.1939, align 8
  %127 = alloca %printf_args.787, align 8
  %128 = alloca %printf_args.787, align 8
  %129 = alloca %printf_args.787, align 8
  %130 = alloca %printf_args.787, align 8
  %131 = alloca %printf_args.786, align 8
  %132 = alloca %printf_args.786, align 8
  %133 = alloca %printf_args.786, align 8
  %134 = alloca %printf_args.786, align 8
  %135 = alloca %printf_args.787, align 8
  %136 = alloca %printf_args.787, align 8
  %137 = alloca %printf_args.786, align 8
  %138 = alloca %printf_args.786, align 8
  %139 = alloca %printf_args.786, align 8
  %140 = alloca %printf_args.786, align 8
  %141 = alloca %printf_args.787, align 8
  %142 = alloca %printf_args.787, align 8
  %143 = alloca %printf_args.787, align 8
  %144 = alloca %printf_args.786, align 8
  %145 = alloca %printf_args.786, align 8
  %146 = alloca %printf_args.786, align 8
  %147 = alloca %printf_args.786, align 8
  %148 = alloca %printf_args.787, align 8
  %149 = alloca %printf_args.787, align 8
  %150 = alloca %printf_args.787, align 8
  %151 = alloca %printf_args.786, align 8
  %152 = alloca %printf_args.786, align 8
  %153 = alloca %printf_args.786, align 8
  %154 = alloca %printf_args.786, align 8
  %155 = alloca %printf_args.785, align 8
  %156 = alloca %printf_args.785, align 8
  %157 = alloca %printf_args.787, align 8
  %158 = alloca %printf_args.787, align 8
  %159 = alloca %printf_args.786, align 8
  %160 = alloca %printf_args.786, align 8
  %161 = alloca %printf_args.786, align 8
  %162 = alloca %printf_args.787, align 8
  %163 = alloca %printf_args.787, align 8
  %164 = alloca %printf_args.786, align 8
  %165 = alloca %printf_args.786, align 8
  %166 = alloca %printf_args.786, align 8
  %167 = alloca %printf_args.786, align 8
  %168 = alloca %printf_args.787, align 8
  %169 = alloca %printf_args.787, align 8
  %170 = alloca %printf_args.786, align 8
  %171 = alloca %printf_args.786, align 8
  %172 = alloca %printf_args.786, align 8
  %173 = alloca %printf_args.787, align 8
  %174 = alloca %printf_args.787, align 8
  %175 = alloca %printf_args.786, align 8
  %176 = alloca %printf_args.786, align 8
  %177 = alloca %printf_args.786, align 8
  %178 = alloca %printf_args.786, align 8
  %179 = alloca %printf_args.785, align 8
  %180 = alloca %printf_args.787, align 8
  %181 = alloca %printf_args.787, align 8
  %182 = alloca %printf_args.786, align 8
  %183 = alloca %printf_args.786, align 8
  %184 = alloca %printf_args.786, align 8
  %185 = alloca %printf_args.787, align 8
  %186 = alloca %printf_args.787, align 8
  %187 = alloca %printf_args.786, align 8
  %188 = alloca %printf_args.786, align 8
  %189 = alloca %printf_args.786, align 8
  %190 = alloca %printf_args.786, align 8
  %191 = alloca %printf_args.787, align 8
  %192 = alloca %printf_args.787, align 8
  %193 = alloca %printf_args.786, align 8
  %194 = alloca %printf_args.786, align 8
  %195 = alloca %printf_args.786, align 8
  %196 = alloca %printf_args.787, align 8
  %197 = alloca %printf_args.787, align 8
  %198 = alloca %printf_args.786, align 8
  %199 = alloca %printf_args.786, align 8
  %200 = alloca %printf_args.786, align 8
  %201 = alloca %printf_args.786, align 8
  %202 = alloca %printf_args.787, align 8
  %203 = alloca %printf_args.1938, align 8
  %204 = alloca %printf_args.787, align 8
  %205 = alloca %printf_args.1938, align 8
  %206 = alloca %printf_args.787, align 8
  %207 = alloca %printf_args.1938, align 8
  %208 = alloca %printf_args.787, align 8
  %209 = alloca %printf_args.1938, align 8
  %210 = alloca %printf_args.1937, align 8
  %211 = alloca %printf_args.1937, align 8
  %212 = alloca %printf_args.1937, align 8
  %213 = alloca %printf_args.1937, align 8
  %214 = alloca %printf_args.785, align 8
  %215 = alloca %printf_args.787, align 8
  %216 = alloca %printf_args.787, align 8
  %217 = alloca %printf_args.786, align 8
  %218 = alloca %printf_args.786, align 8
  %219 = alloca %printf_args.786, align 8
  %220 = alloca %printf_args.787, align 8
  %221 = alloca %printf_args.787, align 8
  %222 = alloca %printf_args.786, align 8
  %223 = alloca %printf_args.786, align 8
  %224 = alloca %printf_args.786, align 8
  %225 = alloca %printf_args.786, align 8
  %226 = alloca %printf_args.787, align 8
  %227 = alloca %printf_args.787, align 8
  %228 = alloca %printf_args.786, align 8
  %229 = alloca %printf_args.786, align 8
  %230 = alloca %printf_args.786, align 8
  %231 = alloca %printf_args.787, align 8
  %232 = alloca %printf_args.787, align 8
  %233 = alloca %printf_args.786, align 8
  %234 = alloca %printf_args.786, align 8
  %235 = alloca %printf_args.786, align 8
  %236 = alloca %printf_args.786, align 8
  %237 = alloca %printf_args.787, align 8
  %238 = alloca %printf_args.787, align 8
  %239 = alloca %printf_args.786, align 8
  %240 = alloca %printf_args.786, align 8
  %241 = alloca %printf_args.786, align 8
  %242 = alloca %printf_args.787, align 8
  %243 = alloca %printf_args.787, align 8
  %244 = alloca %printf_args.786, align 8
  %245 = alloca %printf_args.786, align 8
  %246 = alloca %printf_args.786, align 8
  %247 = alloca %printf_args.786, align 8
  %248 = alloca %printf_args.787, align 8
  %249 = alloca %printf_args.787, align 8
  %250 = alloca %printf_args.786, align 8
  %251 = alloca %printf_args.786, align 8
  %252 = alloca %printf_args.786, align 8
  %253 = alloca %printf_args.787, align 8
  %254 = alloca %printf_args.787, align 8
  %255 = alloca %printf_args.786, align 8
  %256 = alloca %printf_args.786, align 8
  %257 = alloca %printf_args.786, align 8
  %258 = alloca %printf_args.786, align 8
  %259 = alloca %printf_args.785, align 8
  %260 = alloca %printf_args.785, align 8
  %261 = alloca %printf_args.787, align 8
  %262 = alloca %printf_args.787, align 8
  %263 = alloca %printf_args.786, align 8
  %264 = alloca %printf_args.786, align 8
  %265 = alloca %printf_args.786, align 8
  %266 = alloca %printf_args.787, align 8
  %267 = alloca %printf_args.787, align 8
  %268 = alloca %printf_args.787, align 8
  %269 = alloca %printf_args.786, align 8
  %270 = alloca %printf_args.786, align 8
  %271 = alloca %printf_args.786, align 8
  %272 = alloca %printf_args.786, align 8
  %273 = alloca %printf_args.786, align 8
  %274 = alloca %printf_args.787, align 8
  %275 = alloca %printf_args.1523, align 8
  %276 = alloca %printf_args.787, align 8
  %277 = alloca %printf_args.793, align 8
  %278 = alloca %printf_args.787, align 8
  %279 = alloca %printf_args.787, align 8
  %280 = alloca %printf_args.789, align 8
  %281 = alloca %printf_args.788, align 8
  %282 = alloca %printf_args.786, align 8
  %283 = alloca %printf_args.786, align 8
  %284 = alloca %printf_args.786, align 8
  %285 = alloca %printf_args.787, align 8
  %286 = alloca %printf_args.786, align 8
  %287 = alloca %printf_args.786, align 8
  %288 = alloca %printf_args.786, align 8
  %289 = alloca %printf_args.786, align 8
  %290 = alloca %printf_args.786, align 8
  %291 = alloca %printf_args.785, align 8
  %292 = alloca %printf_args.787, align 8
  %293 = alloca %printf_args.1523, align 8
  %294 = alloca %printf_args.787, align 8
  %295 = alloca %printf_args.793, align 8
  %296 = alloca %printf_args.787, align 8
  %297 = alloca %printf_args.787, align 8
  %298 = alloca %printf_args.789, align 8
  %299 = alloca %printf_args.788, align 8
  %300 = alloca %printf_args.786, align 8
  %301 = alloca %printf_args.786, align 8
  %302 = alloca %printf_args.786, align 8
  %303 = alloca %printf_args.787, align 8
  %304 = alloca %printf_args.786, align 8
  %305 = alloca %printf_args.786, align 8
  %306 = alloca %printf_args.786, align 8
  %307 = alloca %printf_args.786, align 8
  %308 = alloca %printf_args.786, align 8
  %309 = alloca %printf_args.787, align 8
  %310 = alloca %printf_args.787, align 8
  %311 = alloca %printf_args.786, align 8
  %312 = alloca %printf_args.786, align 8
  %313 = alloca %printf_args.786, align 8
  %314 = alloca %printf_args.787, align 8
  %315 = alloca %printf_args.787, align 8
  %316 = alloca %printf_args.787, align 8
  %317 = alloca %printf_args.786, align 8
  %318 = alloca %printf_args.786, align 8
  %319 = alloca %printf_args.786, align 8
  %320 = alloca %printf_args.786, align 8
  %321 = alloca %printf_args.786, align 8
  %322 = alloca %printf_args.785, align 8
  %323 = alloca %printf_args.787, align 8
  %324 = alloca %printf_args.787, align 8
  %325 = alloca %printf_args.786, align 8
  %326 = alloca %printf_args.786, align 8
  %327 = alloca %printf_args.786, align 8
  %328 = alloca %printf_args.787, align 8
  %329 = alloca %printf_args.787, align 8
  %330 = alloca %printf_args.786, align 8
  %331 = alloca %printf_args.786, align 8
  %332 = alloca %printf_args.786, align 8
  %333 = alloca %printf_args.787, align 8
  %334 = alloca %printf_args.787, align 8
  %335 = alloca %printf_args.786, align 8
  %336 = alloca %printf_args.786, align 8
  %337 = alloca %printf_args.786, align 8
  %338 = alloca %printf_args.785, align 8
  %339 = alloca %printf_args.787, align 8
  %340 = alloca %printf_args.787, align 8
  %341 = alloca %printf_args.786, align 8
  %342 = alloca %printf_args.786, align 8
  %343 = alloca %printf_args.786, align 8
  %344 = alloca %printf_args.785, align 8
  %345 = alloca %printf_args.787, align 8
  %346 = alloca %printf_args.787, align 8
  %347 = alloca %printf_args.787, align 8
  %348 = alloca %printf_args.786, align 8
  %349 = alloca %printf_args.786, align 8
  %350 = alloca %printf_args.786, align 8
  %351 = alloca %printf_args.786, align 8
  %352 = alloca %printf_args.787, align 8
  %353 = alloca %printf_args.793, align 8
  %354 = alloca %printf_args.787, align 8
  %355 = alloca %printf_args.787, align 8
  %356 = alloca %printf_args.789, align 8
  %357 = alloca %printf_args.788, align 8
  %358 = alloca %printf_args.786, align 8
  %359 = alloca %printf_args.786, align 8
  %360 = alloca %printf_args.786, align 8
  %361 = alloca %printf_args.786, align 8
  %362 = alloca %printf_args.785, align 8
  %363 = alloca %printf_args.787, align 8
  %364 = alloca %printf_args.793, align 8
  %365 = alloca %printf_args.787, align 8
  %366 = alloca %printf_args.787, align 8
  %367 = alloca %printf_args.789, align 8
  %368 = alloca %printf_args.788, align 8
  %369 = alloca %printf_args.786, align 8
  %370 = alloca %printf_args.786, align 8
  %371 = alloca %printf_args.786, align 8
  %372 = alloca %printf_args.786, align 8
  %373 = alloca %printf_args.787, align 8
  %374 = alloca %printf_args.787, align 8
  %375 = alloca %printf_args.787, align 8
  %376 = alloca %printf_args.786, align 8
  %377 = alloca %printf_args.786, align 8
  %378 = alloca %printf_args.786, align 8
  %379 = alloca %printf_args.786, align 8
  %380 = alloca %printf_args.791, align 8
  %381 = alloca %printf_args.791, align 8
  %382 = alloca %printf_args.791, align 8
  %383 = alloca %printf_args.791, align 8
  %384 = alloca %printf_args.791, align 8
  %385 = alloca %printf_args.791, align 8
  %386 = alloca %printf_args.787, align 8
  %387 = alloca %printf_args.786, align 8
  %388 = alloca %printf_args.786, align 8
  %389 = alloca %printf_args.786, align 8
  %390 = alloca %printf_args.787, align 8
  %391 = alloca %printf_args.786, align 8
  %392 = alloca %printf_args.786, align 8
  %393 = alloca %printf_args.786, align 8
  %394 = alloca %printf_args.787, align 8
  %395 = alloca %printf_args.786, align 8
  %396 = alloca %printf_args.786, align 8
  %397 = alloca %printf_args.786, align 8
  %398 = alloca %printf_args.787, align 8
  %399 = alloca %printf_args.786, align 8
  %400 = alloca %printf_args.786, align 8
  %401 = alloca %printf_args.786, align 8
  %402 = alloca %printf_args.787, align 8
  %403 = alloca %printf_args.786, align 8
  %404 = alloca %printf_args.786, align 8
  %405 = alloca %printf_args.786, align 8
  %406 = alloca %printf_args.787, align 8
  %407 = alloca %printf_args.786, align 8
  %408 = alloca %printf_args.786, align 8
  %409 = alloca %printf_args.786, align 8
  %410 = alloca %printf_args.785, align 8
  %411 = alloca %printf_args.787, align 8
  %412 = alloca %printf_args.790, align 8
  %413 = alloca %printf_args.787, align 8
  %414 = alloca %printf_args.790, align 8
  %415 = alloca %printf_args.787, align 8
  %416 = alloca %printf_args.790, align 8
  %417 = alloca %printf_args.787, align 8
  %418 = alloca %printf_args.787, align 8
  %419 = alloca %printf_args.786, align 8
  %420 = alloca %printf_args.786, align 8
  %421 = alloca %printf_args.786, align 8
  %422 = alloca %printf_args.787, align 8
  %423 = alloca %printf_args.787, align 8
  %424 = alloca %printf_args.786, align 8
  %425 = alloca %printf_args.786, align 8
  %426 = alloca %printf_args.786, align 8
  %427 = alloca %printf_args.787, align 8
  %428 = alloca %printf_args.790, align 8
  %429 = alloca %printf_args.787, align 8
  %430 = alloca %printf_args.790, align 8
  %431 = alloca %printf_args.787, align 8
  %432 = alloca %printf_args.790, align 8
  %433 = alloca %printf_args.787, align 8
  %434 = alloca %printf_args.787, align 8
  %435 = alloca %printf_args.786, align 8
  %436 = alloca %printf_args.786, align 8
  %437 = alloca %printf_args.786, align 8
  %438 = alloca %printf_args.785, align 8
  %439 = alloca %printf_args.787, align 8
  %440 = alloca %printf_args.787, align 8
  %441 = alloca %printf_args.786, align 8
  %442 = alloca %printf_args.786, align 8
  %443 = alloca %printf_args.786, align 8
  %444 = alloca %printf_args.785, align 8
  %445 = alloca %printf_args.787, align 8
  %446 = alloca %printf_args.787, align 8
  %447 = alloca %printf_args.787, align 8
  %448 = alloca %printf_args.787, align 8
  %449 = alloca %printf_args.789, align 8
  %450 = alloca %printf_args.789, align 8
  %451 = alloca %printf_args.788, align 8
  %452 = alloca %printf_args.788, align 8
  %453 = alloca %printf_args.786, align 8
  %454 = alloca %printf_args.786, align 8
  %455 = alloca %printf_args.786, align 8
  %456 = alloca %printf_args.786, align 8
  %457 = alloca %printf_args.786, align 8
  %458 = alloca %printf_args.786, align 8
  %459 = alloca %printf_args.787, align 8
  %460 = alloca %printf_args.787, align 8
  %461 = alloca %printf_args.786, align 8
  %462 = alloca %printf_args.786, align 8
  %463 = alloca %printf_args.786, align 8
  %464 = alloca %printf_args.787, align 8
  %465 = alloca %printf_args.787, align 8
  %466 = alloca %printf_args.786, align 8
  %467 = alloca %printf_args.786, align 8
  %468 = alloca %printf_args.786, align 8
  %469 = alloca %printf_args.787, align 8
  %470 = alloca %printf_args.787, align 8
  %471 = alloca %printf_args.787, align 8
  %472 = alloca %printf_args.787, align 8
  %473 = alloca %printf_args.786, align 8
  %474 = alloca %printf_args.786, align 8
  %475 = alloca %printf_args.786, align 8
  %476 = alloca %printf_args.786, align 8
  %477 = alloca %printf_args.786, align 8
  %478 = alloca %printf_args.786, align 8
  %479 = alloca %printf_args.785, align 8
  %480 = alloca %printf_args.785, align 8
  %481 = alloca %printf_args.785, align 8
  %482 = alloca %printf_args.785, align 8
  %483 = alloca %printf_args.785, align 8
  %484 = alloca %printf_args.785, align 8
  %485 = alloca %printf_args.785, align 8
  %486 = alloca %printf_args.785, align 8
  %487 = alloca %printf_args.785, align 8
  %488 = alloca %printf_args.785, align 8
  %489 = alloca %printf_args.785, align 8
  %490 = alloca %printf_args.785, align 8
  %491 = alloca %printf_args.785, align 8
  %492 = alloca %printf_args.785, align 8
  %493 = alloca %printf_args.785, align 8
  %494 = alloca %printf_args.785, align 8
  %495 = alloca %printf_args.785, align 8
  %496 = alloca %printf_args.785, align 8
  %497 = alloca %printf_args.785, align 8
  %498 = alloca %printf_args.785, align 8
  %499 = alloca %printf_args.785, align 8
  %500 = alloca %printf_args.785, align 8
  %501 = alloca %printf_args.785, align 8
  %502 = alloca %printf_args.785, align 8
  %503 = alloca %printf_args.785, align 8
  %504 = alloca %printf_args.785, align 8
  %505 = alloca %printf_args.785, align 8
  %506 = alloca %printf_args.785, align 8
  %507 = alloca %printf_args.785, align 8
  %508 = alloca %printf_args.785, align 8
  %509 = alloca %printf_args.785, align 8
  %510 = alloca %printf_args.785, align 8
  %511 = alloca %printf_args.785, align 8
  %512 = alloca %printf_args.785, align 8
  %513 = alloca %printf_args.785, align 8
  %514 = alloca %printf_args.785, align 8
  %515 = alloca %printf_args.785, align 8
  %516 = alloca %printf_args.785, align 8
  %517 = alloca %printf_args.785, align 8
  %518 = alloca %printf_args.785, align 8
  %519 = alloca %printf_args.785, align 8
  %520 = alloca %printf_args.785, align 8
  %521 = alloca %printf_args.785, align 8
  %522 = alloca %printf_args.785, align 8
  %523 = alloca %printf_args.785, align 8
  %524 = alloca %printf_args.785, align 8
  %525 = alloca %printf_args.785, align 8
  %526 = alloca %printf_args.785, align 8
  %527 = alloca %printf_args.785, align 8
  %528 = alloca %printf_args.785, align 8
  %529 = alloca %printf_args.785, align 8
  %530 = alloca %printf_args.785, align 8
  %531 = alloca %printf_args.785, align 8
  %532 = alloca %printf_args.785, align 8
  %533 = alloca %printf_args.785, align 8
  %534 = alloca %printf_args.785, align 8
  %535 = alloca %printf_args.785, align 8
  %536 = alloca %printf_args.785, align 8
  %537 = alloca %printf_args.785, align 8
  %538 = alloca %printf_args.785, align 8
  %539 = alloca %printf_args.785, align 8
  %540 = alloca %printf_args.785, align 8
  %541 = alloca %printf_args.785, align 8
  %542 = alloca %printf_args.785, align 8
  %543 = alloca %printf_args.785, align 8
  %544 = alloca %printf_args, align 8
  %545 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %546 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %547 = load i32, ptr %0, align 4, !tbaa !6
  %548 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %549 = load i32, ptr %548, align 4, !tbaa !6
  %550 = add nsw i32 %549, 63
  %551 = sdiv i32 %550, 64
  %552 = shl i32 %545, 7
  %553 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %554 = load i32, ptr %553, align 4, !tbaa !6
  %555 = add nsw i32 %554, 63
  %556 = sdiv i32 %555, 64
  %557 = shl nuw nsw i32 %546, 8
  %558 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %559 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %560 = load i32, ptr %559, align 8, !tbaa !6
  %561 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %562 = load i64, ptr %558, align 8
  %563 = inttoptr i64 %562 to ptr
  %564 = mul i32 %552, %560
  %565 = add i32 %564, %557
  %566 = zext i32 %565 to i64
  %567 = getelementptr inbounds nuw float, ptr %563, i64 %566
  %568 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %569 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %570 = load i32, ptr %569, align 8, !tbaa !6
  %571 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %572 = load i64, ptr %568, align 8
  %573 = inttoptr i64 %572 to ptr
  %574 = mul i32 %552, %570
  %575 = add i32 %574, %557
  %576 = zext i32 %575 to i64
  %577 = getelementptr inbounds nuw float, ptr %573, i64 %576
  %578 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %579 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %580 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %581 = mul nuw nsw i32 %579, %580
  %582 = add nuw nsw i32 %581, %578
  %583 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %584 = mul nuw nsw i32 %583, %580
  %585 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %586 = mul nuw nsw i32 %584, %585
  %587 = or i32 %582, %586
  %588 = icmp eq i32 %587, 0
  br i1 %588, label %589, label %810

589:                                              ; preds = %11
  %590 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %591 = mul i32 %546, %590
  %592 = add i32 %591, %545
  %593 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %594 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %595 = mul i32 %590, %593
  %596 = mul i32 %595, %594
  %597 = sub i32 0, %596
  %598 = icmp eq i32 %592, %597
  br i1 %598, label %599, label %810

599:                                              ; preds = %589
  call void @llvm.lifetime.start.p0(ptr nonnull %502)
  store ptr @.str, ptr %502, align 8
  %600 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %502) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %502)
  %601 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %473)
  store i32 40, ptr %473, align 8
  %602 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %473) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %473)
  %603 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %472)
  store i32 0, ptr %472, align 8
  %604 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %472) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %472)
  call void @llvm.lifetime.start.p0(ptr nonnull %474)
  store i32 44, ptr %474, align 8
  %605 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %474) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %474)
  %606 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %471)
  store i32 0, ptr %471, align 8
  %607 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %471) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %471)
  call void @llvm.lifetime.start.p0(ptr nonnull %475)
  store i32 41, ptr %475, align 8
  %608 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %475) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %475)
  call void @llvm.lifetime.start.p0(ptr nonnull %500)
  store ptr @.str24, ptr %500, align 8
  %609 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %500) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %500)
  call void @llvm.lifetime.start.p0(ptr nonnull %466)
  store i32 40, ptr %466, align 8
  %610 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %466) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %466)
  call void @llvm.lifetime.start.p0(ptr nonnull %464)
  store i32 %547, ptr %464, align 8
  %611 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %464) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %464)
  call void @llvm.lifetime.start.p0(ptr nonnull %467)
  store i32 44, ptr %467, align 8
  %612 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %467) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %467)
  call void @llvm.lifetime.start.p0(ptr nonnull %465)
  store i32 %549, ptr %465, align 8
  %613 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %465) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %465)
  call void @llvm.lifetime.start.p0(ptr nonnull %468)
  store i32 41, ptr %468, align 8
  %614 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %468) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %468)
  call void @llvm.lifetime.start.p0(ptr nonnull %480)
  store ptr @.str29, ptr %480, align 8
  %615 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %480) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %480)
  call void @llvm.lifetime.start.p0(ptr nonnull %456)
  store i32 40, ptr %456, align 8
  %616 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %456) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %456)
  call void @llvm.lifetime.start.p0(ptr nonnull %451)
  %617 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %446)
  store i32 1, ptr %446, align 8
  %618 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %446) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %446)
  store i32 1, ptr %451, align 8
  %619 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %451) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %451)
  call void @llvm.lifetime.start.p0(ptr nonnull %457)
  store i32 44, ptr %457, align 8
  %620 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %457) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %457)
  call void @llvm.lifetime.start.p0(ptr nonnull %449)
  %621 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %448)
  store i32 1, ptr %448, align 8
  %622 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %448) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %448)
  store i32 0, ptr %449, align 8
  %623 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %449) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %449)
  call void @llvm.lifetime.start.p0(ptr nonnull %458)
  store i32 41, ptr %458, align 8
  %624 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %458) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %458)
  call void @llvm.lifetime.start.p0(ptr nonnull %503)
  store ptr @.str1, ptr %503, align 8
  %625 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %503) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %503)
  call void @llvm.lifetime.start.p0(ptr nonnull %504)
  store ptr @.str2, ptr %504, align 8
  %626 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %504) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %504)
  %627 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %476)
  store i32 40, ptr %476, align 8
  %628 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %476) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %476)
  %629 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %470)
  store i32 0, ptr %470, align 8
  %630 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %470) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %470)
  call void @llvm.lifetime.start.p0(ptr nonnull %477)
  store i32 44, ptr %477, align 8
  %631 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %477) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %477)
  %632 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %469)
  store i32 0, ptr %469, align 8
  %633 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %469) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %469)
  call void @llvm.lifetime.start.p0(ptr nonnull %478)
  store i32 41, ptr %478, align 8
  %634 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %478) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %478)
  call void @llvm.lifetime.start.p0(ptr nonnull %501)
  store ptr @.str24, ptr %501, align 8
  %635 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %501) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %501)
  call void @llvm.lifetime.start.p0(ptr nonnull %461)
  store i32 40, ptr %461, align 8
  %636 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %461) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %461)
  %637 = load i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %459)
  store i32 %637, ptr %459, align 8
  %638 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %459) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %459)
  call void @llvm.lifetime.start.p0(ptr nonnull %462)
  store i32 44, ptr %462, align 8
  %639 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %462) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %462)
  %640 = load i32, ptr %553, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %460)
  store i32 %640, ptr %460, align 8
  %641 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %460) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %460)
  call void @llvm.lifetime.start.p0(ptr nonnull %463)
  store i32 41, ptr %463, align 8
  %642 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %463) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %463)
  call void @llvm.lifetime.start.p0(ptr nonnull %479)
  store ptr @.str29, ptr %479, align 8
  %643 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %479) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %479)
  call void @llvm.lifetime.start.p0(ptr nonnull %453)
  store i32 40, ptr %453, align 8
  %644 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %453) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %453)
  call void @llvm.lifetime.start.p0(ptr nonnull %452)
  %645 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %445)
  store i32 1, ptr %445, align 8
  %646 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %445) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %445)
  store i32 1, ptr %452, align 8
  %647 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %452) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %452)
  call void @llvm.lifetime.start.p0(ptr nonnull %454)
  store i32 44, ptr %454, align 8
  %648 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %454) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %454)
  call void @llvm.lifetime.start.p0(ptr nonnull %450)
  %649 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %447)
  store i32 1, ptr %447, align 8
  %650 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %447) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %447)
  store i32 0, ptr %450, align 8
  %651 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %450) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %450)
  call void @llvm.lifetime.start.p0(ptr nonnull %455)
  store i32 41, ptr %455, align 8
  %652 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %455) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %455)
  call void @llvm.lifetime.start.p0(ptr nonnull %505)
  store ptr @.str1, ptr %505, align 8
  %653 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %505) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %505)
  call void @llvm.lifetime.start.p0(ptr nonnull %506)
  store ptr @.str3, ptr %506, align 8
  %654 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %506) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %506)
  %655 = load i64, ptr %558, align 8
  %656 = inttoptr i64 %655 to ptr
  %657 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %432)
  %658 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %431)
  store i32 32, ptr %431, align 8
  %659 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %431) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %431)
  store ptr %656, ptr %432, align 8
  %660 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %432) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %432)
  call void @llvm.lifetime.start.p0(ptr nonnull %499)
  store ptr @.str24, ptr %499, align 8
  %661 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %499) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %499)
  call void @llvm.lifetime.start.p0(ptr nonnull %435)
  store i32 40, ptr %435, align 8
  %662 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %435) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %435)
  %663 = load i32, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %433)
  store i32 %663, ptr %433, align 8
  %664 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %433) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %433)
  call void @llvm.lifetime.start.p0(ptr nonnull %436)
  store i32 44, ptr %436, align 8
  %665 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %436) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %436)
  %666 = load i32, ptr %561, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %434)
  store i32 %666, ptr %434, align 8
  %667 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %434) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %434)
  call void @llvm.lifetime.start.p0(ptr nonnull %437)
  store i32 41, ptr %437, align 8
  %668 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %437) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %437)
  call void @llvm.lifetime.start.p0(ptr nonnull %438)
  store ptr @.str29, ptr %438, align 8
  %669 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %438) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %438)
  call void @llvm.lifetime.start.p0(ptr nonnull %419)
  store i32 40, ptr %419, align 8
  %670 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %419) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %419)
  %671 = load i32, ptr %559, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %418)
  store i32 %671, ptr %418, align 8
  %672 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %418) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %418)
  call void @llvm.lifetime.start.p0(ptr nonnull %420)
  store i32 44, ptr %420, align 8
  %673 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %420) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %420)
  %674 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %417)
  store i32 1, ptr %417, align 8
  %675 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %417) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %417)
  call void @llvm.lifetime.start.p0(ptr nonnull %421)
  store i32 41, ptr %421, align 8
  %676 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %421) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %421)
  call void @llvm.lifetime.start.p0(ptr nonnull %507)
  store ptr @.str1, ptr %507, align 8
  %677 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %507) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %507)
  call void @llvm.lifetime.start.p0(ptr nonnull %508)
  store ptr @.str4, ptr %508, align 8
  %678 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %508) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %508)
  %679 = load i64, ptr %568, align 8
  %680 = inttoptr i64 %679 to ptr
  %681 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %412)
  %682 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %411)
  store i32 32, ptr %411, align 8
  %683 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %411) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %411)
  store ptr %680, ptr %412, align 8
  %684 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %412) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %412)
  call void @llvm.lifetime.start.p0(ptr nonnull %498)
  store ptr @.str24, ptr %498, align 8
  %685 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %498) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %498)
  call void @llvm.lifetime.start.p0(ptr nonnull %441)
  store i32 40, ptr %441, align 8
  %686 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %441) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %441)
  %687 = load i32, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %439)
  store i32 %687, ptr %439, align 8
  %688 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %439) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %439)
  call void @llvm.lifetime.start.p0(ptr nonnull %442)
  store i32 44, ptr %442, align 8
  %689 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %442) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %442)
  %690 = load i32, ptr %571, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %440)
  store i32 %690, ptr %440, align 8
  %691 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %440) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %440)
  call void @llvm.lifetime.start.p0(ptr nonnull %443)
  store i32 41, ptr %443, align 8
  %692 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %443) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %443)
  call void @llvm.lifetime.start.p0(ptr nonnull %444)
  store ptr @.str29, ptr %444, align 8
  %693 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %444) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %444)
  call void @llvm.lifetime.start.p0(ptr nonnull %424)
  store i32 40, ptr %424, align 8
  %694 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %424) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %424)
  %695 = load i32, ptr %569, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %423)
  store i32 %695, ptr %423, align 8
  %696 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %423) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %423)
  call void @llvm.lifetime.start.p0(ptr nonnull %425)
  store i32 44, ptr %425, align 8
  %697 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %425) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %425)
  %698 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %422)
  store i32 1, ptr %422, align 8
  %699 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %422) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %422)
  call void @llvm.lifetime.start.p0(ptr nonnull %426)
  store i32 41, ptr %426, align 8
  %700 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %426) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %426)
  call void @llvm.lifetime.start.p0(ptr nonnull %509)
  store ptr @.str1, ptr %509, align 8
  %701 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %509) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %509)
  call void @llvm.lifetime.start.p0(ptr nonnull %510)
  store ptr @.str5, ptr %510, align 8
  %702 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %510) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %510)
  %703 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %387)
  store i32 40, ptr %387, align 8
  %704 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %387) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %387)
  %705 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %386)
  store i32 0, ptr %386, align 8
  %706 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %386) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %386)
  call void @llvm.lifetime.start.p0(ptr nonnull %388)
  store i32 44, ptr %388, align 8
  %707 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %388) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %388)
  call void @llvm.lifetime.start.p0(ptr nonnull %385)
  store i32 %552, ptr %385, align 8
  %708 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %385) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %385)
  call void @llvm.lifetime.start.p0(ptr nonnull %389)
  store i32 41, ptr %389, align 8
  %709 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %389) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %389)
  call void @llvm.lifetime.start.p0(ptr nonnull %497)
  store ptr @.str24, ptr %497, align 8
  %710 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %497) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %497)
  call void @llvm.lifetime.start.p0(ptr nonnull %376)
  store i32 40, ptr %376, align 8
  %711 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %376) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %376)
  %712 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %374)
  store i32 128, ptr %374, align 8
  %713 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %374) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %374)
  call void @llvm.lifetime.start.p0(ptr nonnull %377)
  store i32 44, ptr %377, align 8
  %714 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %377) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %377)
  %715 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %373)
  store i32 64, ptr %373, align 8
  %716 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %373) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %373)
  call void @llvm.lifetime.start.p0(ptr nonnull %378)
  store i32 44, ptr %378, align 8
  %717 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %378) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %378)
  call void @llvm.lifetime.start.p0(ptr nonnull %375)
  store i32 %551, ptr %375, align 8
  %718 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %375) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %375)
  call void @llvm.lifetime.start.p0(ptr nonnull %379)
  store i32 41, ptr %379, align 8
  %719 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %379) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %379)
  call void @llvm.lifetime.start.p0(ptr nonnull %410)
  store ptr @.str29, ptr %410, align 8
  %720 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %410) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %410)
  call void @llvm.lifetime.start.p0(ptr nonnull %369)
  store i32 40, ptr %369, align 8
  %721 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %369) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %369)
  call void @llvm.lifetime.start.p0(ptr nonnull %368)
  %722 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %365)
  store i32 1, ptr %365, align 8
  %723 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %365) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %365)
  store i32 1, ptr %368, align 8
  %724 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %368) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %368)
  call void @llvm.lifetime.start.p0(ptr nonnull %370)
  store i32 44, ptr %370, align 8
  %725 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %370) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %370)
  call void @llvm.lifetime.start.p0(ptr nonnull %367)
  %726 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %366)
  store i32 1, ptr %366, align 8
  %727 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %366) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %366)
  store i32 0, ptr %367, align 8
  %728 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %367) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %367)
  call void @llvm.lifetime.start.p0(ptr nonnull %371)
  store i32 44, ptr %371, align 8
  %729 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %371) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %371)
  call void @llvm.lifetime.start.p0(ptr nonnull %364)
  %730 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %363)
  store i32 64, ptr %363, align 8
  %731 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %363) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %363)
  store i32 0, ptr %364, align 8
  %732 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %364) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %364)
  call void @llvm.lifetime.start.p0(ptr nonnull %372)
  store i32 41, ptr %372, align 8
  %733 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %372) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %372)
  call void @llvm.lifetime.start.p0(ptr nonnull %511)
  store ptr @.str1, ptr %511, align 8
  %734 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %511) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %511)
  call void @llvm.lifetime.start.p0(ptr nonnull %512)
  store ptr @.str6, ptr %512, align 8
  %735 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %512) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %512)
  %736 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %391)
  store i32 40, ptr %391, align 8
  %737 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %391) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %391)
  %738 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %390)
  store i32 0, ptr %390, align 8
  %739 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %390) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %390)
  call void @llvm.lifetime.start.p0(ptr nonnull %392)
  store i32 44, ptr %392, align 8
  %740 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %392) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %392)
  call void @llvm.lifetime.start.p0(ptr nonnull %384)
  store i32 %557, ptr %384, align 8
  %741 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %384) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %384)
  call void @llvm.lifetime.start.p0(ptr nonnull %393)
  store i32 41, ptr %393, align 8
  %742 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %393) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %393)
  call void @llvm.lifetime.start.p0(ptr nonnull %496)
  store ptr @.str24, ptr %496, align 8
  %743 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %496) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %496)
  call void @llvm.lifetime.start.p0(ptr nonnull %348)
  store i32 40, ptr %348, align 8
  %744 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %348) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %348)
  %745 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %345)
  store i32 256, ptr %345, align 8
  %746 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %345) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %345)
  call void @llvm.lifetime.start.p0(ptr nonnull %349)
  store i32 44, ptr %349, align 8
  %747 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %349) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %349)
  %748 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %346)
  store i32 64, ptr %346, align 8
  %749 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %346) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %346)
  call void @llvm.lifetime.start.p0(ptr nonnull %350)
  store i32 44, ptr %350, align 8
  %750 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %350) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %350)
  call void @llvm.lifetime.start.p0(ptr nonnull %347)
  store i32 %556, ptr %347, align 8
  %751 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %347) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %347)
  call void @llvm.lifetime.start.p0(ptr nonnull %351)
  store i32 41, ptr %351, align 8
  %752 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %351) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %351)
  call void @llvm.lifetime.start.p0(ptr nonnull %362)
  store ptr @.str29, ptr %362, align 8
  %753 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %362) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %362)
  call void @llvm.lifetime.start.p0(ptr nonnull %358)
  store i32 40, ptr %358, align 8
  %754 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %358) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %358)
  call void @llvm.lifetime.start.p0(ptr nonnull %357)
  %755 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %354)
  store i32 1, ptr %354, align 8
  %756 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %354) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %354)
  store i32 1, ptr %357, align 8
  %757 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %357) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %357)
  call void @llvm.lifetime.start.p0(ptr nonnull %359)
  store i32 44, ptr %359, align 8
  %758 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %359) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %359)
  call void @llvm.lifetime.start.p0(ptr nonnull %356)
  %759 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %355)
  store i32 1, ptr %355, align 8
  %760 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %355) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %355)
  store i32 0, ptr %356, align 8
  %761 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %356) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %356)
  call void @llvm.lifetime.start.p0(ptr nonnull %360)
  store i32 44, ptr %360, align 8
  %762 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %360) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %360)
  call void @llvm.lifetime.start.p0(ptr nonnull %353)
  %763 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %352)
  store i32 64, ptr %352, align 8
  %764 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %352) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %352)
  store i32 0, ptr %353, align 8
  %765 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %353) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %353)
  call void @llvm.lifetime.start.p0(ptr nonnull %361)
  store i32 41, ptr %361, align 8
  %766 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %361) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %361)
  call void @llvm.lifetime.start.p0(ptr nonnull %513)
  store ptr @.str1, ptr %513, align 8
  %767 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %513) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %513)
  call void @llvm.lifetime.start.p0(ptr nonnull %514)
  store ptr @.str7, ptr %514, align 8
  %768 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %514) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %514)
  %769 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %430)
  %770 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %429)
  store i32 32, ptr %429, align 8
  %771 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %429) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %429)
  store ptr %567, ptr %430, align 8
  %772 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %430) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %430)
  call void @llvm.lifetime.start.p0(ptr nonnull %495)
  store ptr @.str24, ptr %495, align 8
  %773 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %495) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %495)
  call void @llvm.lifetime.start.p0(ptr nonnull %325)
  store i32 40, ptr %325, align 8
  %774 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %325) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %325)
  %775 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %324)
  store i32 128, ptr %324, align 8
  %776 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %324) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %324)
  call void @llvm.lifetime.start.p0(ptr nonnull %326)
  store i32 44, ptr %326, align 8
  %777 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %326) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %326)
  %778 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %323)
  store i32 256, ptr %323, align 8
  %779 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %323) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %323)
  call void @llvm.lifetime.start.p0(ptr nonnull %327)
  store i32 41, ptr %327, align 8
  %780 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %327) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %327)
  call void @llvm.lifetime.start.p0(ptr nonnull %338)
  store ptr @.str29, ptr %338, align 8
  %781 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %338) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %338)
  call void @llvm.lifetime.start.p0(ptr nonnull %335)
  store i32 40, ptr %335, align 8
  %782 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %335) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %335)
  call void @llvm.lifetime.start.p0(ptr nonnull %334)
  store i32 %560, ptr %334, align 8
  %783 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %334) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %334)
  call void @llvm.lifetime.start.p0(ptr nonnull %336)
  store i32 44, ptr %336, align 8
  %784 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %336) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %336)
  %785 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %333)
  store i32 1, ptr %333, align 8
  %786 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %333) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %333)
  call void @llvm.lifetime.start.p0(ptr nonnull %337)
  store i32 41, ptr %337, align 8
  %787 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %337) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %337)
  call void @llvm.lifetime.start.p0(ptr nonnull %515)
  store ptr @.str1, ptr %515, align 8
  %788 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %515) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %515)
  call void @llvm.lifetime.start.p0(ptr nonnull %516)
  store ptr @.str8, ptr %516, align 8
  %789 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %516) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %516)
  %790 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %414)
  %791 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %413)
  store i32 32, ptr %413, align 8
  %792 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %413) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %413)
  store ptr %577, ptr %414, align 8
  %793 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %414) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %414)
  call void @llvm.lifetime.start.p0(ptr nonnull %494)
  store ptr @.str24, ptr %494, align 8
  %794 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %494) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %494)
  call void @llvm.lifetime.start.p0(ptr nonnull %330)
  store i32 40, ptr %330, align 8
  %795 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %330) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %330)
  %796 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %329)
  store i32 128, ptr %329, align 8
  %797 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %329) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %329)
  call void @llvm.lifetime.start.p0(ptr nonnull %331)
  store i32 44, ptr %331, align 8
  %798 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %331) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %331)
  %799 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %328)
  store i32 256, ptr %328, align 8
  %800 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %328) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %328)
  call void @llvm.lifetime.start.p0(ptr nonnull %332)
  store i32 41, ptr %332, align 8
  %801 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %332) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %332)
  call void @llvm.lifetime.start.p0(ptr nonnull %344)
  store ptr @.str29, ptr %344, align 8
  %802 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %344) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %344)
  call void @llvm.lifetime.start.p0(ptr nonnull %341)
  store i32 40, ptr %341, align 8
  %803 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %341) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %341)
  call void @llvm.lifetime.start.p0(ptr nonnull %340)
  store i32 %570, ptr %340, align 8
  %804 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %340) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %340)
  call void @llvm.lifetime.start.p0(ptr nonnull %342)
  store i32 44, ptr %342, align 8
  %805 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %342) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %342)
  %806 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %339)
  store i32 1, ptr %339, align 8
  %807 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %339) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %339)
  call void @llvm.lifetime.start.p0(ptr nonnull %343)
  store i32 41, ptr %343, align 8
  %808 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %343) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %343)
  call void @llvm.lifetime.start.p0(ptr nonnull %517)
  store ptr @.str1, ptr %517, align 8
  %809 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %517) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %517)
  br label %810

810:                                              ; preds = %11, %599, %589
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %811 = getelementptr inbounds nuw i8, ptr %5, i64 4
  br i1 %588, label %812, label %997

812:                                              ; preds = %810
  %813 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %814 = mul i32 %546, %813
  %815 = add i32 %814, %545
  %816 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %817 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %818 = mul i32 %813, %816
  %819 = mul i32 %818, %817
  %820 = sub i32 0, %819
  %821 = icmp eq i32 %815, %820
  br i1 %821, label %822, label %997

822:                                              ; preds = %812
  call void @llvm.lifetime.start.p0(ptr nonnull %518)
  store ptr @.str9, ptr %518, align 8
  %823 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %518) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %518)
  %824 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %395)
  store i32 40, ptr %395, align 8
  %825 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %395) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %395)
  %826 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %394)
  store i32 0, ptr %394, align 8
  %827 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %394) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %394)
  call void @llvm.lifetime.start.p0(ptr nonnull %396)
  store i32 44, ptr %396, align 8
  %828 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %396) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %396)
  call void @llvm.lifetime.start.p0(ptr nonnull %383)
  store i32 %552, ptr %383, align 8
  %829 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %383) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %383)
  call void @llvm.lifetime.start.p0(ptr nonnull %397)
  store i32 41, ptr %397, align 8
  %830 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %397) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %397)
  call void @llvm.lifetime.start.p0(ptr nonnull %493)
  store ptr @.str24, ptr %493, align 8
  %831 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %493) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %493)
  call void @llvm.lifetime.start.p0(ptr nonnull %317)
  store i32 40, ptr %317, align 8
  %832 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %317) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %317)
  call void @llvm.lifetime.start.p0(ptr nonnull %311)
  store i32 40, ptr %311, align 8
  %833 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %311) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %311)
  %834 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %310)
  store i32 128, ptr %310, align 8
  %835 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %310) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %310)
  call void @llvm.lifetime.start.p0(ptr nonnull %312)
  store i32 44, ptr %312, align 8
  %836 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %312) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %312)
  %837 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %309)
  store i32 16, ptr %309, align 8
  %838 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %309) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %309)
  call void @llvm.lifetime.start.p0(ptr nonnull %313)
  store i32 41, ptr %313, align 8
  %839 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %313) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %313)
  call void @llvm.lifetime.start.p0(ptr nonnull %318)
  store i32 44, ptr %318, align 8
  %840 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %318) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %318)
  %841 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %315)
  store i32 1, ptr %315, align 8
  %842 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %315) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %315)
  call void @llvm.lifetime.start.p0(ptr nonnull %319)
  store i32 44, ptr %319, align 8
  %843 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %319) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %319)
  %844 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %314)
  store i32 4, ptr %314, align 8
  %845 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %314) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %314)
  call void @llvm.lifetime.start.p0(ptr nonnull %320)
  store i32 44, ptr %320, align 8
  %846 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %320) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %320)
  call void @llvm.lifetime.start.p0(ptr nonnull %316)
  store i32 %551, ptr %316, align 8
  %847 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %316) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %316)
  call void @llvm.lifetime.start.p0(ptr nonnull %321)
  store i32 41, ptr %321, align 8
  %848 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %321) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %321)
  call void @llvm.lifetime.start.p0(ptr nonnull %322)
  store ptr @.str29, ptr %322, align 8
  %849 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %322) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %322)
  call void @llvm.lifetime.start.p0(ptr nonnull %304)
  store i32 40, ptr %304, align 8
  %850 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %304) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %304)
  call void @llvm.lifetime.start.p0(ptr nonnull %300)
  store i32 40, ptr %300, align 8
  %851 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %300) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %300)
  call void @llvm.lifetime.start.p0(ptr nonnull %299)
  %852 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %296)
  store i32 1, ptr %296, align 8
  %853 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %296) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %296)
  store i32 1, ptr %299, align 8
  %854 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %299) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %299)
  call void @llvm.lifetime.start.p0(ptr nonnull %301)
  store i32 44, ptr %301, align 8
  %855 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %301) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %301)
  call void @llvm.lifetime.start.p0(ptr nonnull %298)
  %856 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %297)
  store i32 1, ptr %297, align 8
  %857 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %297) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %297)
  store i32 0, ptr %298, align 8
  %858 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %298) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %298)
  call void @llvm.lifetime.start.p0(ptr nonnull %302)
  store i32 41, ptr %302, align 8
  %859 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %302) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %302)
  call void @llvm.lifetime.start.p0(ptr nonnull %305)
  store i32 44, ptr %305, align 8
  %860 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %305) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %305)
  %861 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %303)
  store i32 0, ptr %303, align 8
  %862 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %303) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %303)
  call void @llvm.lifetime.start.p0(ptr nonnull %306)
  store i32 44, ptr %306, align 8
  %863 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %306) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %306)
  call void @llvm.lifetime.start.p0(ptr nonnull %293)
  %864 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %292)
  store i32 16, ptr %292, align 8
  %865 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %292) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %292)
  store i32 0, ptr %293, align 8
  %866 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %293) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %293)
  call void @llvm.lifetime.start.p0(ptr nonnull %307)
  store i32 44, ptr %307, align 8
  %867 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %307) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %307)
  call void @llvm.lifetime.start.p0(ptr nonnull %295)
  %868 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %294)
  store i32 64, ptr %294, align 8
  %869 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %294) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %294)
  store i32 0, ptr %295, align 8
  %870 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %295) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %295)
  call void @llvm.lifetime.start.p0(ptr nonnull %308)
  store i32 41, ptr %308, align 8
  %871 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %308) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %308)
  call void @llvm.lifetime.start.p0(ptr nonnull %519)
  store ptr @.str1, ptr %519, align 8
  %872 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %519) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %519)
  call void @llvm.lifetime.start.p0(ptr nonnull %520)
  store ptr @.str10, ptr %520, align 8
  %873 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %520) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %520)
  %874 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %399)
  store i32 40, ptr %399, align 8
  %875 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %399) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %399)
  %876 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %398)
  store i32 0, ptr %398, align 8
  %877 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %398) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %398)
  call void @llvm.lifetime.start.p0(ptr nonnull %400)
  store i32 44, ptr %400, align 8
  %878 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %400) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %400)
  call void @llvm.lifetime.start.p0(ptr nonnull %382)
  store i32 %557, ptr %382, align 8
  %879 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %382) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %382)
  call void @llvm.lifetime.start.p0(ptr nonnull %401)
  store i32 41, ptr %401, align 8
  %880 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %401) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %401)
  call void @llvm.lifetime.start.p0(ptr nonnull %492)
  store ptr @.str24, ptr %492, align 8
  %881 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %492) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %492)
  call void @llvm.lifetime.start.p0(ptr nonnull %269)
  store i32 40, ptr %269, align 8
  %882 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %269) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %269)
  call void @llvm.lifetime.start.p0(ptr nonnull %263)
  store i32 40, ptr %263, align 8
  %883 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %263) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %263)
  %884 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %262)
  store i32 256, ptr %262, align 8
  %885 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %262) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %262)
  call void @llvm.lifetime.start.p0(ptr nonnull %264)
  store i32 44, ptr %264, align 8
  %886 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %264) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %264)
  %887 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %261)
  store i32 16, ptr %261, align 8
  %888 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %261) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %261)
  call void @llvm.lifetime.start.p0(ptr nonnull %265)
  store i32 41, ptr %265, align 8
  %889 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %265) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %265)
  call void @llvm.lifetime.start.p0(ptr nonnull %270)
  store i32 44, ptr %270, align 8
  %890 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %270) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %270)
  %891 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %267)
  store i32 1, ptr %267, align 8
  %892 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %267) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %267)
  call void @llvm.lifetime.start.p0(ptr nonnull %271)
  store i32 44, ptr %271, align 8
  %893 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %271) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %271)
  %894 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %266)
  store i32 4, ptr %266, align 8
  %895 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %266) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %266)
  call void @llvm.lifetime.start.p0(ptr nonnull %272)
  store i32 44, ptr %272, align 8
  %896 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %272) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %272)
  call void @llvm.lifetime.start.p0(ptr nonnull %268)
  store i32 %556, ptr %268, align 8
  %897 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %268) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %268)
  call void @llvm.lifetime.start.p0(ptr nonnull %273)
  store i32 41, ptr %273, align 8
  %898 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %273) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %273)
  call void @llvm.lifetime.start.p0(ptr nonnull %291)
  store ptr @.str29, ptr %291, align 8
  %899 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %291) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %291)
  call void @llvm.lifetime.start.p0(ptr nonnull %286)
  store i32 40, ptr %286, align 8
  %900 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %286) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %286)
  call void @llvm.lifetime.start.p0(ptr nonnull %282)
  store i32 40, ptr %282, align 8
  %901 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %282) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %282)
  call void @llvm.lifetime.start.p0(ptr nonnull %281)
  %902 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %278)
  store i32 1, ptr %278, align 8
  %903 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %278) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %278)
  store i32 1, ptr %281, align 8
  %904 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %281) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %281)
  call void @llvm.lifetime.start.p0(ptr nonnull %283)
  store i32 44, ptr %283, align 8
  %905 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %283) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %283)
  call void @llvm.lifetime.start.p0(ptr nonnull %280)
  %906 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %279)
  store i32 1, ptr %279, align 8
  %907 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %279) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %279)
  store i32 0, ptr %280, align 8
  %908 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %280) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %280)
  call void @llvm.lifetime.start.p0(ptr nonnull %284)
  store i32 41, ptr %284, align 8
  %909 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %284) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %284)
  call void @llvm.lifetime.start.p0(ptr nonnull %287)
  store i32 44, ptr %287, align 8
  %910 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %287) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %287)
  %911 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %285)
  store i32 0, ptr %285, align 8
  %912 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %285) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %285)
  call void @llvm.lifetime.start.p0(ptr nonnull %288)
  store i32 44, ptr %288, align 8
  %913 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %288) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %288)
  call void @llvm.lifetime.start.p0(ptr nonnull %275)
  %914 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %274)
  store i32 16, ptr %274, align 8
  %915 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %274) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %274)
  store i32 0, ptr %275, align 8
  %916 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %275) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %275)
  call void @llvm.lifetime.start.p0(ptr nonnull %289)
  store i32 44, ptr %289, align 8
  %917 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %289) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %289)
  call void @llvm.lifetime.start.p0(ptr nonnull %277)
  %918 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %276)
  store i32 64, ptr %276, align 8
  %919 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %276) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %276)
  store i32 0, ptr %277, align 8
  %920 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %277) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %277)
  call void @llvm.lifetime.start.p0(ptr nonnull %290)
  store i32 41, ptr %290, align 8
  %921 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %290) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %290)
  call void @llvm.lifetime.start.p0(ptr nonnull %521)
  store ptr @.str1, ptr %521, align 8
  %922 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %521) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %521)
  call void @llvm.lifetime.start.p0(ptr nonnull %522)
  store ptr @.str11, ptr %522, align 8
  %923 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %522) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %522)
  %924 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %428)
  %925 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %427)
  store i32 32, ptr %427, align 8
  %926 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %427) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %427)
  store ptr %567, ptr %428, align 8
  %927 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %428) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %428)
  call void @llvm.lifetime.start.p0(ptr nonnull %491)
  store ptr @.str24, ptr %491, align 8
  %928 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %491) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %491)
  call void @llvm.lifetime.start.p0(ptr nonnull %244)
  store i32 40, ptr %244, align 8
  %929 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %244) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %244)
  call void @llvm.lifetime.start.p0(ptr nonnull %239)
  store i32 40, ptr %239, align 8
  %930 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %239) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %239)
  %931 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %238)
  store i32 128, ptr %238, align 8
  %932 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %238) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %238)
  call void @llvm.lifetime.start.p0(ptr nonnull %240)
  store i32 44, ptr %240, align 8
  %933 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %240) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %240)
  %934 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %237)
  store i32 256, ptr %237, align 8
  %935 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %237) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %237)
  call void @llvm.lifetime.start.p0(ptr nonnull %241)
  store i32 41, ptr %241, align 8
  %936 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %241) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %241)
  call void @llvm.lifetime.start.p0(ptr nonnull %245)
  store i32 44, ptr %245, align 8
  %937 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %245) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %245)
  %938 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %242)
  store i32 1, ptr %242, align 8
  %939 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %242) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %242)
  call void @llvm.lifetime.start.p0(ptr nonnull %246)
  store i32 44, ptr %246, align 8
  %940 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %246) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %246)
  %941 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %243)
  store i32 1, ptr %243, align 8
  %942 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %243) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %243)
  call void @llvm.lifetime.start.p0(ptr nonnull %247)
  store i32 41, ptr %247, align 8
  %943 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %247) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %247)
  call void @llvm.lifetime.start.p0(ptr nonnull %259)
  store ptr @.str29, ptr %259, align 8
  %944 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %259) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %259)
  call void @llvm.lifetime.start.p0(ptr nonnull %222)
  store i32 40, ptr %222, align 8
  %945 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %222) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %222)
  call void @llvm.lifetime.start.p0(ptr nonnull %217)
  store i32 40, ptr %217, align 8
  %946 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %217) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %217)
  call void @llvm.lifetime.start.p0(ptr nonnull %216)
  store i32 %560, ptr %216, align 8
  %947 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %216) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %216)
  call void @llvm.lifetime.start.p0(ptr nonnull %218)
  store i32 44, ptr %218, align 8
  %948 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %218) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %218)
  %949 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %215)
  store i32 1, ptr %215, align 8
  %950 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %215) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %215)
  call void @llvm.lifetime.start.p0(ptr nonnull %219)
  store i32 41, ptr %219, align 8
  %951 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %219) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %219)
  call void @llvm.lifetime.start.p0(ptr nonnull %223)
  store i32 44, ptr %223, align 8
  %952 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %223) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %223)
  %953 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %221)
  store i32 0, ptr %221, align 8
  %954 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %221) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %221)
  call void @llvm.lifetime.start.p0(ptr nonnull %224)
  store i32 44, ptr %224, align 8
  %955 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %224) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %224)
  %956 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %220)
  store i32 0, ptr %220, align 8
  %957 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %220) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %220)
  call void @llvm.lifetime.start.p0(ptr nonnull %225)
  store i32 41, ptr %225, align 8
  %958 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %225) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %225)
  call void @llvm.lifetime.start.p0(ptr nonnull %523)
  store ptr @.str1, ptr %523, align 8
  %959 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %523) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %523)
  call void @llvm.lifetime.start.p0(ptr nonnull %524)
  store ptr @.str12, ptr %524, align 8
  %960 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %524) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %524)
  %961 = call i32 @vprintf(ptr nonnull @.str31, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %416)
  %962 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %415)
  store i32 32, ptr %415, align 8
  %963 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %415) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %415)
  store ptr %577, ptr %416, align 8
  %964 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %416) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %416)
  call void @llvm.lifetime.start.p0(ptr nonnull %490)
  store ptr @.str24, ptr %490, align 8
  %965 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %490) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %490)
  call void @llvm.lifetime.start.p0(ptr nonnull %255)
  store i32 40, ptr %255, align 8
  %966 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %255) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %255)
  call void @llvm.lifetime.start.p0(ptr nonnull %250)
  store i32 40, ptr %250, align 8
  %967 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %250) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %250)
  %968 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %249)
  store i32 128, ptr %249, align 8
  %969 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %249) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %249)
  call void @llvm.lifetime.start.p0(ptr nonnull %251)
  store i32 44, ptr %251, align 8
  %970 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %251) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %251)
  %971 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %248)
  store i32 256, ptr %248, align 8
  %972 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %248) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %248)
  call void @llvm.lifetime.start.p0(ptr nonnull %252)
  store i32 41, ptr %252, align 8
  %973 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %252) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %252)
  call void @llvm.lifetime.start.p0(ptr nonnull %256)
  store i32 44, ptr %256, align 8
  %974 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %256) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %256)
  %975 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %253)
  store i32 1, ptr %253, align 8
  %976 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %253) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %253)
  call void @llvm.lifetime.start.p0(ptr nonnull %257)
  store i32 44, ptr %257, align 8
  %977 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %257) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %257)
  %978 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %254)
  store i32 1, ptr %254, align 8
  %979 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %254) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %254)
  call void @llvm.lifetime.start.p0(ptr nonnull %258)
  store i32 41, ptr %258, align 8
  %980 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %258) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %258)
  call void @llvm.lifetime.start.p0(ptr nonnull %260)
  store ptr @.str29, ptr %260, align 8
  %981 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %260) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %260)
  call void @llvm.lifetime.start.p0(ptr nonnull %233)
  store i32 40, ptr %233, align 8
  %982 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %233) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %233)
  call void @llvm.lifetime.start.p0(ptr nonnull %228)
  store i32 40, ptr %228, align 8
  %983 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %228) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %228)
  call void @llvm.lifetime.start.p0(ptr nonnull %227)
  store i32 %570, ptr %227, align 8
  %984 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %227) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %227)
  call void @llvm.lifetime.start.p0(ptr nonnull %229)
  store i32 44, ptr %229, align 8
  %985 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %229) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %229)
  %986 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %226)
  store i32 1, ptr %226, align 8
  %987 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %226) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %226)
  call void @llvm.lifetime.start.p0(ptr nonnull %230)
  store i32 41, ptr %230, align 8
  %988 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %230) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %230)
  call void @llvm.lifetime.start.p0(ptr nonnull %234)
  store i32 44, ptr %234, align 8
  %989 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %234) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %234)
  %990 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %232)
  store i32 0, ptr %232, align 8
  %991 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %232) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %232)
  call void @llvm.lifetime.start.p0(ptr nonnull %235)
  store i32 44, ptr %235, align 8
  %992 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %235) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %235)
  %993 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %231)
  store i32 0, ptr %231, align 8
  %994 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %231) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %231)
  call void @llvm.lifetime.start.p0(ptr nonnull %236)
  store i32 41, ptr %236, align 8
  %995 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %236) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %236)
  call void @llvm.lifetime.start.p0(ptr nonnull %525)
  store ptr @.str1, ptr %525, align 8
  %996 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %525) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %525)
  br label %997

997:                                              ; preds = %810, %822, %812
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %998 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %999 = and i32 %998, 16383
  %1000 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), 4
  %1001 = and i32 %1000, 16383
  %1002 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %1003 = extractvalue { i32, i32 } %1002, 1
  %1004 = icmp samesign ult i32 %578, 32
  br i1 %1004, label %1005, label %1006

1005:                                             ; preds = %997
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49184) to ptr addrspace(3)) to i32), i32 512) #8, !srcloc !14
  br label %1006

1006:                                             ; preds = %1005, %997
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1007 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49184), align 32, !tbaa !15
  br i1 %588, label %1008, label %1193

1008:                                             ; preds = %1006
  %1009 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %1010 = mul i32 %546, %1009
  %1011 = add i32 %1010, %545
  %1012 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %1013 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %1014 = mul i32 %1009, %1012
  %1015 = mul i32 %1014, %1013
  %1016 = sub i32 0, %1015
  %1017 = icmp eq i32 %1011, %1016
  br i1 %1017, label %1018, label %1193

1018:                                             ; preds = %1008
  call void @llvm.lifetime.start.p0(ptr nonnull %526)
  store ptr @.str13, ptr %526, align 8
  %1019 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %526) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %526)
  call void @llvm.lifetime.start.p0(ptr nonnull %213)
  store i32 3, ptr %213, align 8
  %1020 = getelementptr inbounds nuw i8, ptr %213, i64 4
  store i32 4, ptr %1020, align 4
  %1021 = getelementptr inbounds nuw i8, ptr %213, i64 8
  store i32 3, ptr %1021, align 8
  %1022 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %213) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %213)
  %1023 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  %1024 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %203)
  %1025 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %202)
  store i32 16, ptr %202, align 8
  %1026 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %202) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %202)
  store ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), ptr %203, align 8
  %1027 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %203) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %203)
  call void @llvm.lifetime.start.p0(ptr nonnull %489)
  store ptr @.str24, ptr %489, align 8
  %1028 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %489) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %489)
  call void @llvm.lifetime.start.p0(ptr nonnull %198)
  store i32 40, ptr %198, align 8
  %1029 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %198) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %198)
  call void @llvm.lifetime.start.p0(ptr nonnull %193)
  store i32 40, ptr %193, align 8
  %1030 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %193) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %193)
  %1031 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %192)
  store i32 128, ptr %192, align 8
  %1032 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %192) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %192)
  call void @llvm.lifetime.start.p0(ptr nonnull %194)
  store i32 44, ptr %194, align 8
  %1033 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %194) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %194)
  %1034 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %191)
  store i32 16, ptr %191, align 8
  %1035 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %191) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %191)
  call void @llvm.lifetime.start.p0(ptr nonnull %195)
  store i32 41, ptr %195, align 8
  %1036 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %195) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %195)
  call void @llvm.lifetime.start.p0(ptr nonnull %199)
  store i32 44, ptr %199, align 8
  %1037 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %199) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %199)
  %1038 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %197)
  store i32 1, ptr %197, align 8
  %1039 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %197) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %197)
  call void @llvm.lifetime.start.p0(ptr nonnull %200)
  store i32 44, ptr %200, align 8
  %1040 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %200) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %200)
  %1041 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %196)
  store i32 4, ptr %196, align 8
  %1042 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %196) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %196)
  call void @llvm.lifetime.start.p0(ptr nonnull %201)
  store i32 41, ptr %201, align 8
  %1043 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %201) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %201)
  call void @llvm.lifetime.start.p0(ptr nonnull %214)
  store ptr @.str29, ptr %214, align 8
  %1044 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %214) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %214)
  call void @llvm.lifetime.start.p0(ptr nonnull %187)
  store i32 40, ptr %187, align 8
  %1045 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %187) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %187)
  call void @llvm.lifetime.start.p0(ptr nonnull %182)
  store i32 40, ptr %182, align 8
  %1046 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %182) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %182)
  %1047 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %180)
  store i32 64, ptr %180, align 8
  %1048 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %180) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %180)
  call void @llvm.lifetime.start.p0(ptr nonnull %183)
  store i32 44, ptr %183, align 8
  %1049 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %183) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %183)
  %1050 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %181)
  store i32 1, ptr %181, align 8
  %1051 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %181) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %181)
  call void @llvm.lifetime.start.p0(ptr nonnull %184)
  store i32 41, ptr %184, align 8
  %1052 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %184) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %184)
  call void @llvm.lifetime.start.p0(ptr nonnull %188)
  store i32 44, ptr %188, align 8
  %1053 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %188) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %188)
  %1054 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %186)
  store i32 0, ptr %186, align 8
  %1055 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %186) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %186)
  call void @llvm.lifetime.start.p0(ptr nonnull %189)
  store i32 44, ptr %189, align 8
  %1056 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %189) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %189)
  %1057 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %185)
  store i32 16, ptr %185, align 8
  %1058 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %185) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %185)
  call void @llvm.lifetime.start.p0(ptr nonnull %190)
  store i32 41, ptr %190, align 8
  %1059 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %190) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %190)
  call void @llvm.lifetime.start.p0(ptr nonnull %527)
  store ptr @.str1, ptr %527, align 8
  %1060 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %527) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %527)
  call void @llvm.lifetime.start.p0(ptr nonnull %528)
  store ptr @.str14, ptr %528, align 8
  %1061 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %528) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %528)
  call void @llvm.lifetime.start.p0(ptr nonnull %212)
  store i32 3, ptr %212, align 8
  %1062 = getelementptr inbounds nuw i8, ptr %212, i64 4
  store i32 4, ptr %1062, align 4
  %1063 = getelementptr inbounds nuw i8, ptr %212, i64 8
  store i32 3, ptr %1063, align 8
  %1064 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %212) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %212)
  %1065 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  %1066 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %205)
  %1067 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %204)
  store i32 16, ptr %204, align 8
  %1068 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %204) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %204)
  store ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), ptr %205, align 8
  %1069 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %205) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %205)
  call void @llvm.lifetime.start.p0(ptr nonnull %488)
  store ptr @.str24, ptr %488, align 8
  %1070 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %488) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %488)
  call void @llvm.lifetime.start.p0(ptr nonnull %164)
  store i32 40, ptr %164, align 8
  %1071 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %164) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %164)
  call void @llvm.lifetime.start.p0(ptr nonnull %159)
  store i32 40, ptr %159, align 8
  %1072 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %159) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %159)
  %1073 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %158)
  store i32 256, ptr %158, align 8
  %1074 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %158) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %158)
  call void @llvm.lifetime.start.p0(ptr nonnull %160)
  store i32 44, ptr %160, align 8
  %1075 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %160) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %160)
  %1076 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %157)
  store i32 16, ptr %157, align 8
  %1077 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %157) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %157)
  call void @llvm.lifetime.start.p0(ptr nonnull %161)
  store i32 41, ptr %161, align 8
  %1078 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %161) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %161)
  call void @llvm.lifetime.start.p0(ptr nonnull %165)
  store i32 44, ptr %165, align 8
  %1079 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %165) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %165)
  %1080 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %163)
  store i32 1, ptr %163, align 8
  %1081 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %163) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %163)
  call void @llvm.lifetime.start.p0(ptr nonnull %166)
  store i32 44, ptr %166, align 8
  %1082 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %166) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %166)
  %1083 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %162)
  store i32 4, ptr %162, align 8
  %1084 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %162) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %162)
  call void @llvm.lifetime.start.p0(ptr nonnull %167)
  store i32 41, ptr %167, align 8
  %1085 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %167) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %167)
  call void @llvm.lifetime.start.p0(ptr nonnull %179)
  store ptr @.str29, ptr %179, align 8
  %1086 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %179) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %179)
  call void @llvm.lifetime.start.p0(ptr nonnull %175)
  store i32 40, ptr %175, align 8
  %1087 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %175) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %175)
  call void @llvm.lifetime.start.p0(ptr nonnull %170)
  store i32 40, ptr %170, align 8
  %1088 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %170) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %170)
  %1089 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %168)
  store i32 64, ptr %168, align 8
  %1090 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %168) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %168)
  call void @llvm.lifetime.start.p0(ptr nonnull %171)
  store i32 44, ptr %171, align 8
  %1091 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %171) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %171)
  %1092 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %169)
  store i32 1, ptr %169, align 8
  %1093 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %169) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %169)
  call void @llvm.lifetime.start.p0(ptr nonnull %172)
  store i32 41, ptr %172, align 8
  %1094 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %172) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %172)
  call void @llvm.lifetime.start.p0(ptr nonnull %176)
  store i32 44, ptr %176, align 8
  %1095 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %176) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %176)
  %1096 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %174)
  store i32 0, ptr %174, align 8
  %1097 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %174) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %174)
  call void @llvm.lifetime.start.p0(ptr nonnull %177)
  store i32 44, ptr %177, align 8
  %1098 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %177) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %177)
  %1099 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %173)
  store i32 16, ptr %173, align 8
  %1100 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %173) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %173)
  call void @llvm.lifetime.start.p0(ptr nonnull %178)
  store i32 41, ptr %178, align 8
  %1101 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %178) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %178)
  call void @llvm.lifetime.start.p0(ptr nonnull %529)
  store ptr @.str1, ptr %529, align 8
  %1102 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %529) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %529)
  call void @llvm.lifetime.start.p0(ptr nonnull %530)
  store ptr @.str15, ptr %530, align 8
  %1103 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %530) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %530)
  %1104 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %486)
  store ptr @.str24, ptr %486, align 8
  %1105 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %486) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %486)
  call void @llvm.lifetime.start.p0(ptr nonnull %151)
  store i32 40, ptr %151, align 8
  %1106 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %151) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %151)
  %1107 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %149)
  store i32 1, ptr %149, align 8
  %1108 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %149) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %149)
  call void @llvm.lifetime.start.p0(ptr nonnull %152)
  store i32 44, ptr %152, align 8
  %1109 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %152) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %152)
  %1110 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %150)
  store i32 1, ptr %150, align 8
  %1111 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %150) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %150)
  call void @llvm.lifetime.start.p0(ptr nonnull %153)
  store i32 44, ptr %153, align 8
  %1112 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %153) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %153)
  %1113 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %148)
  store i32 4, ptr %148, align 8
  %1114 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %148) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %148)
  call void @llvm.lifetime.start.p0(ptr nonnull %154)
  store i32 41, ptr %154, align 8
  %1115 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %154) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %154)
  call void @llvm.lifetime.start.p0(ptr nonnull %156)
  store ptr @.str29, ptr %156, align 8
  %1116 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %156) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %156)
  call void @llvm.lifetime.start.p0(ptr nonnull %137)
  store i32 40, ptr %137, align 8
  %1117 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %137) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %137)
  %1118 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %136)
  store i32 0, ptr %136, align 8
  %1119 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %136) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %136)
  call void @llvm.lifetime.start.p0(ptr nonnull %138)
  store i32 44, ptr %138, align 8
  %1120 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %138) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %138)
  %1121 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %135)
  store i32 0, ptr %135, align 8
  %1122 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %135) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %135)
  call void @llvm.lifetime.start.p0(ptr nonnull %139)
  store i32 44, ptr %139, align 8
  %1123 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %139) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %139)
  %1124 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %127)
  store i32 2, ptr %127, align 8
  %1125 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %127) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %127)
  call void @llvm.lifetime.start.p0(ptr nonnull %140)
  store i32 41, ptr %140, align 8
  %1126 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %140) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %140)
  call void @llvm.lifetime.start.p0(ptr nonnull %531)
  store ptr @.str1, ptr %531, align 8
  %1127 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %531) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %531)
  call void @llvm.lifetime.start.p0(ptr nonnull %532)
  store ptr @.str16, ptr %532, align 8
  %1128 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %532) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %532)
  %1129 = call i32 @vprintf(ptr nonnull @.str37, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %487)
  store ptr @.str24, ptr %487, align 8
  %1130 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %487) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %487)
  call void @llvm.lifetime.start.p0(ptr nonnull %144)
  store i32 40, ptr %144, align 8
  %1131 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %144) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %144)
  %1132 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %142)
  store i32 1, ptr %142, align 8
  %1133 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %142) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %142)
  call void @llvm.lifetime.start.p0(ptr nonnull %145)
  store i32 44, ptr %145, align 8
  %1134 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %145) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %145)
  %1135 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %143)
  store i32 1, ptr %143, align 8
  %1136 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %143) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %143)
  call void @llvm.lifetime.start.p0(ptr nonnull %146)
  store i32 44, ptr %146, align 8
  %1137 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %146) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %146)
  %1138 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %141)
  store i32 4, ptr %141, align 8
  %1139 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %141) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %141)
  call void @llvm.lifetime.start.p0(ptr nonnull %147)
  store i32 41, ptr %147, align 8
  %1140 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %147) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %147)
  call void @llvm.lifetime.start.p0(ptr nonnull %155)
  store ptr @.str29, ptr %155, align 8
  %1141 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %155) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %155)
  call void @llvm.lifetime.start.p0(ptr nonnull %131)
  store i32 40, ptr %131, align 8
  %1142 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %131) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %131)
  %1143 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %130)
  store i32 0, ptr %130, align 8
  %1144 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %130) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %130)
  call void @llvm.lifetime.start.p0(ptr nonnull %132)
  store i32 44, ptr %132, align 8
  %1145 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %132) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %132)
  %1146 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %129)
  store i32 0, ptr %129, align 8
  %1147 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %129) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %129)
  call void @llvm.lifetime.start.p0(ptr nonnull %133)
  store i32 44, ptr %133, align 8
  %1148 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %133) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %133)
  %1149 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %128)
  store i32 2, ptr %128, align 8
  %1150 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %128) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %128)
  call void @llvm.lifetime.start.p0(ptr nonnull %134)
  store i32 41, ptr %134, align 8
  %1151 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %134) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %134)
  call void @llvm.lifetime.start.p0(ptr nonnull %533)
  store ptr @.str1, ptr %533, align 8
  %1152 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %533) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %533)
  call void @llvm.lifetime.start.p0(ptr nonnull %534)
  store ptr @.str17, ptr %534, align 8
  %1153 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %534) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %534)
  call void @llvm.lifetime.start.p0(ptr nonnull %126)
  %1154 = call i32 @vprintf(ptr nonnull @.str38, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %125)
  store i32 32, ptr %125, align 8
  %1155 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %125) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %125)
  %1156 = lshr i32 %1007, 16
  %1157 = and i32 %1007, 65535
  store i32 %1156, ptr %126, align 8
  %1158 = getelementptr inbounds nuw i8, ptr %126, i64 4
  store i32 %1157, ptr %1158, align 4
  %1159 = call i32 @vprintf(ptr nonnull @.str39, ptr nonnull %126) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %126)
  call void @llvm.lifetime.start.p0(ptr nonnull %485)
  store ptr @.str24, ptr %485, align 8
  %1160 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %485) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %485)
  call void @llvm.lifetime.start.p0(ptr nonnull %120)
  store i32 40, ptr %120, align 8
  %1161 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %120) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %120)
  call void @llvm.lifetime.start.p0(ptr nonnull %115)
  store i32 40, ptr %115, align 8
  %1162 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %115) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %115)
  %1163 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %114)
  store i32 128, ptr %114, align 8
  %1164 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %114) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %114)
  call void @llvm.lifetime.start.p0(ptr nonnull %116)
  store i32 44, ptr %116, align 8
  %1165 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %116) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %116)
  %1166 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %113)
  store i32 256, ptr %113, align 8
  %1167 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %113) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %113)
  call void @llvm.lifetime.start.p0(ptr nonnull %117)
  store i32 41, ptr %117, align 8
  %1168 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %117) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %117)
  call void @llvm.lifetime.start.p0(ptr nonnull %121)
  store i32 44, ptr %121, align 8
  %1169 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %121) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %121)
  %1170 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %118)
  store i32 1, ptr %118, align 8
  %1171 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %118) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %118)
  call void @llvm.lifetime.start.p0(ptr nonnull %122)
  store i32 44, ptr %122, align 8
  %1172 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %122) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %122)
  %1173 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %119)
  store i32 1, ptr %119, align 8
  %1174 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %119) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %119)
  call void @llvm.lifetime.start.p0(ptr nonnull %123)
  store i32 41, ptr %123, align 8
  %1175 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %123) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %123)
  call void @llvm.lifetime.start.p0(ptr nonnull %124)
  store ptr @.str29, ptr %124, align 8
  %1176 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %124) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %124)
  call void @llvm.lifetime.start.p0(ptr nonnull %109)
  store i32 40, ptr %109, align 8
  %1177 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %109) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %109)
  call void @llvm.lifetime.start.p0(ptr nonnull %104)
  store i32 40, ptr %104, align 8
  %1178 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %104) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %104)
  %1179 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %102)
  store i32 65536, ptr %102, align 8
  %1180 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %102) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %102)
  call void @llvm.lifetime.start.p0(ptr nonnull %105)
  store i32 44, ptr %105, align 8
  %1181 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %105) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %105)
  %1182 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %103)
  store i32 1, ptr %103, align 8
  %1183 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %103) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %103)
  call void @llvm.lifetime.start.p0(ptr nonnull %106)
  store i32 41, ptr %106, align 8
  %1184 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %106) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %106)
  call void @llvm.lifetime.start.p0(ptr nonnull %110)
  store i32 44, ptr %110, align 8
  %1185 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %110) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %110)
  %1186 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %108)
  store i32 0, ptr %108, align 8
  %1187 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %108) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %108)
  call void @llvm.lifetime.start.p0(ptr nonnull %111)
  store i32 44, ptr %111, align 8
  %1188 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %111) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %111)
  %1189 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %107)
  store i32 0, ptr %107, align 8
  %1190 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %107) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %107)
  call void @llvm.lifetime.start.p0(ptr nonnull %112)
  store i32 41, ptr %112, align 8
  %1191 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %112) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %112)
  call void @llvm.lifetime.start.p0(ptr nonnull %535)
  store ptr @.str1, ptr %535, align 8
  %1192 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %535) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %535)
  br label %1193

1193:                                             ; preds = %1006, %1018, %1008
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %588, label %1194, label %1360

1194:                                             ; preds = %1193
  %1195 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %1196 = mul i32 %546, %1195
  %1197 = add i32 %1196, %545
  %1198 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %1199 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %1200 = mul i32 %1195, %1198
  %1201 = mul i32 %1200, %1199
  %1202 = sub i32 0, %1201
  %1203 = icmp eq i32 %1197, %1202
  br i1 %1203, label %1204, label %1360

1204:                                             ; preds = %1194
  call void @llvm.lifetime.start.p0(ptr nonnull %536)
  store ptr @.str18, ptr %536, align 8
  %1205 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %536) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %536)
  %1206 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %403)
  store i32 40, ptr %403, align 8
  %1207 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %403) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %403)
  %1208 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %402)
  store i32 0, ptr %402, align 8
  %1209 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %402) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %402)
  call void @llvm.lifetime.start.p0(ptr nonnull %404)
  store i32 44, ptr %404, align 8
  %1210 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %404) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %404)
  call void @llvm.lifetime.start.p0(ptr nonnull %381)
  store i32 %552, ptr %381, align 8
  %1211 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %381) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %381)
  call void @llvm.lifetime.start.p0(ptr nonnull %405)
  store i32 41, ptr %405, align 8
  %1212 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %405) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %405)
  call void @llvm.lifetime.start.p0(ptr nonnull %484)
  store ptr @.str24, ptr %484, align 8
  %1213 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %484) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %484)
  call void @llvm.lifetime.start.p0(ptr nonnull %98)
  store i32 40, ptr %98, align 8
  %1214 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %98) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %98)
  call void @llvm.lifetime.start.p0(ptr nonnull %94)
  store i32 40, ptr %94, align 8
  %1215 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %94) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %94)
  call void @llvm.lifetime.start.p0(ptr nonnull %90)
  store i32 40, ptr %90, align 8
  %1216 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %90) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %90)
  %1217 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %88)
  store i32 64, ptr %88, align 8
  %1218 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %88) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %88)
  call void @llvm.lifetime.start.p0(ptr nonnull %91)
  store i32 44, ptr %91, align 8
  %1219 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %91) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %91)
  %1220 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %89)
  store i32 128, ptr %89, align 8
  %1221 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %89) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %89)
  call void @llvm.lifetime.start.p0(ptr nonnull %92)
  store i32 41, ptr %92, align 8
  %1222 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %92) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %92)
  call void @llvm.lifetime.start.p0(ptr nonnull %95)
  store i32 44, ptr %95, align 8
  %1223 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %95) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %95)
  %1224 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %93)
  store i32 1, ptr %93, align 8
  %1225 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %93) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %93)
  call void @llvm.lifetime.start.p0(ptr nonnull %96)
  store i32 41, ptr %96, align 8
  %1226 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %96) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %96)
  call void @llvm.lifetime.start.p0(ptr nonnull %99)
  store i32 44, ptr %99, align 8
  %1227 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %99) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %99)
  call void @llvm.lifetime.start.p0(ptr nonnull %97)
  store i32 %551, ptr %97, align 8
  %1228 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %97) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %97)
  call void @llvm.lifetime.start.p0(ptr nonnull %100)
  store i32 41, ptr %100, align 8
  %1229 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %100) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %100)
  call void @llvm.lifetime.start.p0(ptr nonnull %101)
  store ptr @.str29, ptr %101, align 8
  %1230 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %101) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %101)
  call void @llvm.lifetime.start.p0(ptr nonnull %85)
  store i32 40, ptr %85, align 8
  %1231 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %85) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %85)
  call void @llvm.lifetime.start.p0(ptr nonnull %80)
  store i32 40, ptr %80, align 8
  %1232 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %80) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %80)
  call void @llvm.lifetime.start.p0(ptr nonnull %76)
  store i32 40, ptr %76, align 8
  %1233 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %76) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %76)
  call void @llvm.lifetime.start.p0(ptr nonnull %74)
  %1234 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %73)
  store i32 1, ptr %73, align 8
  %1235 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %73) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %73)
  store i32 0, ptr %74, align 8
  %1236 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %74) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %74)
  call void @llvm.lifetime.start.p0(ptr nonnull %77)
  store i32 44, ptr %77, align 8
  %1237 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %77) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %77)
  call void @llvm.lifetime.start.p0(ptr nonnull %75)
  %1238 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %72)
  store i32 1, ptr %72, align 8
  %1239 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %72) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %72)
  store i32 1, ptr %75, align 8
  %1240 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %75) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %75)
  call void @llvm.lifetime.start.p0(ptr nonnull %78)
  store i32 41, ptr %78, align 8
  %1241 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %78) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %78)
  call void @llvm.lifetime.start.p0(ptr nonnull %81)
  store i32 44, ptr %81, align 8
  %1242 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %81) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %81)
  %1243 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %79)
  store i32 0, ptr %79, align 8
  %1244 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %79) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %79)
  call void @llvm.lifetime.start.p0(ptr nonnull %82)
  store i32 41, ptr %82, align 8
  %1245 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %82) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %82)
  call void @llvm.lifetime.start.p0(ptr nonnull %86)
  store i32 44, ptr %86, align 8
  %1246 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %86) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %86)
  call void @llvm.lifetime.start.p0(ptr nonnull %84)
  %1247 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %83)
  store i32 64, ptr %83, align 8
  %1248 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %83) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %83)
  store i32 0, ptr %84, align 8
  %1249 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %84) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %84)
  call void @llvm.lifetime.start.p0(ptr nonnull %87)
  store i32 41, ptr %87, align 8
  %1250 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %87) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %87)
  call void @llvm.lifetime.start.p0(ptr nonnull %537)
  store ptr @.str1, ptr %537, align 8
  %1251 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %537) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %537)
  call void @llvm.lifetime.start.p0(ptr nonnull %538)
  store ptr @.str19, ptr %538, align 8
  %1252 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %538) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %538)
  call void @llvm.lifetime.start.p0(ptr nonnull %211)
  store i32 3, ptr %211, align 8
  %1253 = getelementptr inbounds nuw i8, ptr %211, i64 4
  store i32 4, ptr %1253, align 4
  %1254 = getelementptr inbounds nuw i8, ptr %211, i64 8
  store i32 3, ptr %1254, align 8
  %1255 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %211) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %211)
  %1256 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  %1257 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %207)
  %1258 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %206)
  store i32 16, ptr %206, align 8
  %1259 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %206) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %206)
  store ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), ptr %207, align 8
  %1260 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %207) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %207)
  call void @llvm.lifetime.start.p0(ptr nonnull %483)
  store ptr @.str24, ptr %483, align 8
  %1261 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %483) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %483)
  call void @llvm.lifetime.start.p0(ptr nonnull %69)
  store i32 40, ptr %69, align 8
  %1262 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %69) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %69)
  call void @llvm.lifetime.start.p0(ptr nonnull %66)
  store i32 40, ptr %66, align 8
  %1263 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %66) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %66)
  %1264 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %64)
  store i32 8192, ptr %64, align 8
  %1265 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %64) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %64)
  call void @llvm.lifetime.start.p0(ptr nonnull %67)
  store i32 44, ptr %67, align 8
  %1266 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %67) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %67)
  %1267 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %65)
  store i32 1, ptr %65, align 8
  %1268 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %65) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %65)
  call void @llvm.lifetime.start.p0(ptr nonnull %68)
  store i32 41, ptr %68, align 8
  %1269 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %68) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %68)
  call void @llvm.lifetime.start.p0(ptr nonnull %70)
  store i32 41, ptr %70, align 8
  %1270 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %70) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %70)
  call void @llvm.lifetime.start.p0(ptr nonnull %71)
  store ptr @.str29, ptr %71, align 8
  %1271 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %71) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %71)
  call void @llvm.lifetime.start.p0(ptr nonnull %62)
  store i32 40, ptr %62, align 8
  %1272 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %62) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %62)
  call void @llvm.lifetime.start.p0(ptr nonnull %59)
  store i32 40, ptr %59, align 8
  %1273 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %59) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %59)
  %1274 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %57)
  store i32 1, ptr %57, align 8
  %1275 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %57) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %57)
  call void @llvm.lifetime.start.p0(ptr nonnull %60)
  store i32 44, ptr %60, align 8
  %1276 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %60) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %60)
  %1277 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %58)
  store i32 0, ptr %58, align 8
  %1278 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %58) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %58)
  call void @llvm.lifetime.start.p0(ptr nonnull %61)
  store i32 41, ptr %61, align 8
  %1279 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %61) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %61)
  call void @llvm.lifetime.start.p0(ptr nonnull %63)
  store i32 41, ptr %63, align 8
  %1280 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %63) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %63)
  call void @llvm.lifetime.start.p0(ptr nonnull %539)
  store ptr @.str1, ptr %539, align 8
  %1281 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %539) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %539)
  call void @llvm.lifetime.start.p0(ptr nonnull %540)
  store ptr @.str20, ptr %540, align 8
  %1282 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %540) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %540)
  %1283 = call i32 @vprintf(ptr nonnull @.str25, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %407)
  store i32 40, ptr %407, align 8
  %1284 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %407) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %407)
  %1285 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %406)
  store i32 0, ptr %406, align 8
  %1286 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %406) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %406)
  call void @llvm.lifetime.start.p0(ptr nonnull %408)
  store i32 44, ptr %408, align 8
  %1287 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %408) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %408)
  call void @llvm.lifetime.start.p0(ptr nonnull %380)
  store i32 %557, ptr %380, align 8
  %1288 = call i32 @vprintf(ptr nonnull @.str34, ptr nonnull %380) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %380)
  call void @llvm.lifetime.start.p0(ptr nonnull %409)
  store i32 41, ptr %409, align 8
  %1289 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %409) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %409)
  call void @llvm.lifetime.start.p0(ptr nonnull %482)
  store ptr @.str24, ptr %482, align 8
  %1290 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %482) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %482)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store i32 40, ptr %37, align 8
  %1291 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %37) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store i32 40, ptr %33, align 8
  %1292 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  store i32 40, ptr %29, align 8
  %1293 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  %1294 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  store i32 64, ptr %28, align 8
  %1295 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %28) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  store i32 44, ptr %30, align 8
  %1296 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  %1297 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  store i32 256, ptr %27, align 8
  %1298 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %27) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store i32 41, ptr %31, align 8
  %1299 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  store i32 44, ptr %34, align 8
  %1300 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  %1301 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store i32 1, ptr %32, align 8
  %1302 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store i32 41, ptr %35, align 8
  %1303 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %35) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store i32 44, ptr %38, align 8
  %1304 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %38) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store i32 %556, ptr %36, align 8
  %1305 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %36) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store i32 41, ptr %39, align 8
  %1306 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %39) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.start.p0(ptr nonnull %56)
  store ptr @.str29, ptr %56, align 8
  %1307 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %56) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %56)
  call void @llvm.lifetime.start.p0(ptr nonnull %53)
  store i32 40, ptr %53, align 8
  %1308 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %53) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %53)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  store i32 40, ptr %48, align 8
  %1309 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %48) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  store i32 40, ptr %44, align 8
  %1310 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %44) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %1311 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  store i32 1, ptr %41, align 8
  %1312 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %41) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  store i32 0, ptr %42, align 8
  %1313 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  store i32 44, ptr %45, align 8
  %1314 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  %1315 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store i32 1, ptr %40, align 8
  %1316 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %40) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  store i32 1, ptr %43, align 8
  %1317 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %43) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  store i32 41, ptr %46, align 8
  %1318 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  store i32 44, ptr %49, align 8
  %1319 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %49) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  %1320 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  store i32 0, ptr %47, align 8
  %1321 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %47) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  store i32 41, ptr %50, align 8
  %1322 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %50) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.start.p0(ptr nonnull %54)
  store i32 44, ptr %54, align 8
  %1323 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %54) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %54)
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  %1324 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  store i32 64, ptr %51, align 8
  %1325 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %51) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  store i32 0, ptr %52, align 8
  %1326 = call i32 @vprintf(ptr nonnull @.str30, ptr nonnull %52) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  call void @llvm.lifetime.start.p0(ptr nonnull %55)
  store i32 41, ptr %55, align 8
  %1327 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %55) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %55)
  call void @llvm.lifetime.start.p0(ptr nonnull %541)
  store ptr @.str1, ptr %541, align 8
  %1328 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %541) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %541)
  call void @llvm.lifetime.start.p0(ptr nonnull %542)
  store ptr @.str21, ptr %542, align 8
  %1329 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %542) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %542)
  call void @llvm.lifetime.start.p0(ptr nonnull %210)
  store i32 3, ptr %210, align 8
  %1330 = getelementptr inbounds nuw i8, ptr %210, i64 4
  store i32 4, ptr %1330, align 4
  %1331 = getelementptr inbounds nuw i8, ptr %210, i64 8
  store i32 3, ptr %1331, align 8
  %1332 = call i32 @vprintf(ptr nonnull @.str35, ptr nonnull %210) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %210)
  %1333 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  %1334 = call i32 @vprintf(ptr nonnull @.str36, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %209)
  %1335 = call i32 @vprintf(ptr nonnull @.str32, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %208)
  store i32 16, ptr %208, align 8
  %1336 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %208) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %208)
  store ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), ptr %209, align 8
  %1337 = call i32 @vprintf(ptr nonnull @.str33, ptr nonnull %209) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %209)
  call void @llvm.lifetime.start.p0(ptr nonnull %481)
  store ptr @.str24, ptr %481, align 8
  %1338 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %481) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %481)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  store i32 40, ptr %17, align 8
  %1339 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  store i32 40, ptr %14, align 8
  %1340 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %14) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  %1341 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  store i32 16384, ptr %12, align 8
  %1342 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  store i32 44, ptr %15, align 8
  %1343 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  %1344 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  store i32 1, ptr %13, align 8
  %1345 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %13) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  store i32 41, ptr %16, align 8
  %1346 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  store i32 41, ptr %18, align 8
  %1347 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  store ptr @.str29, ptr %26, align 8
  %1348 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  store i32 40, ptr %24, align 8
  %1349 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %24) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store i32 40, ptr %21, align 8
  %1350 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %21) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  %1351 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  store i32 1, ptr %19, align 8
  %1352 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 44, ptr %22, align 8
  %1353 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  %1354 = call i32 @vprintf(ptr nonnull @.str27, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  store i32 0, ptr %20, align 8
  %1355 = call i32 @vprintf(ptr nonnull @.str28, ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  store i32 41, ptr %23, align 8
  %1356 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %23) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  store i32 41, ptr %25, align 8
  %1357 = call i32 @vprintf(ptr nonnull @.str26, ptr nonnull %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.start.p0(ptr nonnull %543)
  store ptr @.str1, ptr %543, align 8
  %1358 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %543) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %543)
  store i32 49152, ptr %544, align 8
  %1359 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %544) #7
  br label %1360

1360:                                             ; preds = %1193, %1204, %1194
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1361 = icmp ne i32 %1003, 0
  %1362 = and i1 %1004, %1361
  br i1 %1362, label %1363, label %1364

1363:                                             ; preds = %1360
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i32 1) #8, !srcloc !24
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 1) #8, !srcloc !24
  br label %1364

1364:                                             ; preds = %1363, %1360
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1365 = icmp sgt i32 %549, 0
  br i1 %1365, label %1366, label %1393

1366:                                             ; preds = %1364
  %1367 = ptrtoint ptr %7 to i64
  %1368 = ptrtoint ptr %8 to i64
  %1369 = load i32, ptr %5, align 4
  %1370 = call i32 @llvm.smax.i32(i32 %551, i32 1)
  %1371 = zext nneg i32 %999 to i64
  %1372 = or disjoint i64 %1371, 4611756662049538048
  %1373 = zext nneg i32 %1001 to i64
  %1374 = or disjoint i64 %1373, 4611756662049538048
  %1375 = add nuw nsw i32 %999, 65538
  %1376 = zext nneg i32 %1375 to i64
  %1377 = or disjoint i64 %1376, 4611756662049472512
  %1378 = add nuw nsw i32 %1001, 65538
  %1379 = zext nneg i32 %1378 to i64
  %1380 = or disjoint i64 %1379, 4611756662049472512
  %1381 = add nuw nsw i32 %999, 65540
  %1382 = zext nneg i32 %1381 to i64
  %1383 = or disjoint i64 %1382, 4611756662049472512
  %1384 = add nuw nsw i32 %1001, 65540
  %1385 = zext nneg i32 %1384 to i64
  %1386 = or disjoint i64 %1385, 4611756662049472512
  %1387 = add nuw nsw i32 %999, 65542
  %1388 = zext nneg i32 %1387 to i64
  %1389 = or disjoint i64 %1388, 4611756662049472512
  %1390 = add nuw nsw i32 %1001, 65542
  %1391 = zext nneg i32 %1390 to i64
  %1392 = or disjoint i64 %1391, 4611756662049472512
  br label %4217

1393:                                             ; preds = %4252, %1364
  %1394 = phi i8 [ 0, %1364 ], [ %4253, %4252 ]
  store i8 %1394, ptr %811, align 4
  %1395 = mul i32 %578, %560
  %1396 = zext i32 %1395 to i64
  %1397 = getelementptr inbounds nuw float, ptr %567, i64 %1396
  %1398 = load float, ptr %1397, align 16
  %1399 = getelementptr inbounds nuw i8, ptr %1397, i64 4
  %1400 = load float, ptr %1399, align 4
  %1401 = getelementptr inbounds nuw i8, ptr %1397, i64 8
  %1402 = load float, ptr %1401, align 8
  %1403 = getelementptr inbounds nuw i8, ptr %1397, i64 12
  %1404 = load float, ptr %1403, align 4
  %1405 = getelementptr inbounds nuw i8, ptr %1397, i64 16
  %1406 = load float, ptr %1405, align 16
  %1407 = getelementptr inbounds nuw i8, ptr %1397, i64 20
  %1408 = load float, ptr %1407, align 4
  %1409 = getelementptr inbounds nuw i8, ptr %1397, i64 24
  %1410 = load float, ptr %1409, align 8
  %1411 = getelementptr inbounds nuw i8, ptr %1397, i64 28
  %1412 = load float, ptr %1411, align 4
  %1413 = getelementptr inbounds nuw i8, ptr %1397, i64 32
  %1414 = load float, ptr %1413, align 16
  %1415 = getelementptr inbounds nuw i8, ptr %1397, i64 36
  %1416 = load float, ptr %1415, align 4
  %1417 = getelementptr inbounds nuw i8, ptr %1397, i64 40
  %1418 = load float, ptr %1417, align 8
  %1419 = getelementptr inbounds nuw i8, ptr %1397, i64 44
  %1420 = load float, ptr %1419, align 4
  %1421 = getelementptr inbounds nuw i8, ptr %1397, i64 48
  %1422 = load float, ptr %1421, align 16
  %1423 = getelementptr inbounds nuw i8, ptr %1397, i64 52
  %1424 = load float, ptr %1423, align 4
  %1425 = getelementptr inbounds nuw i8, ptr %1397, i64 56
  %1426 = load float, ptr %1425, align 8
  %1427 = getelementptr inbounds nuw i8, ptr %1397, i64 60
  %1428 = load float, ptr %1427, align 4
  %1429 = getelementptr inbounds nuw i8, ptr %1397, i64 64
  %1430 = load float, ptr %1429, align 16
  %1431 = getelementptr inbounds nuw i8, ptr %1397, i64 68
  %1432 = load float, ptr %1431, align 4
  %1433 = getelementptr inbounds nuw i8, ptr %1397, i64 72
  %1434 = load float, ptr %1433, align 8
  %1435 = getelementptr inbounds nuw i8, ptr %1397, i64 76
  %1436 = load float, ptr %1435, align 4
  %1437 = getelementptr inbounds nuw i8, ptr %1397, i64 80
  %1438 = load float, ptr %1437, align 16
  %1439 = getelementptr inbounds nuw i8, ptr %1397, i64 84
  %1440 = load float, ptr %1439, align 4
  %1441 = getelementptr inbounds nuw i8, ptr %1397, i64 88
  %1442 = load float, ptr %1441, align 8
  %1443 = getelementptr inbounds nuw i8, ptr %1397, i64 92
  %1444 = load float, ptr %1443, align 4
  %1445 = getelementptr inbounds nuw i8, ptr %1397, i64 96
  %1446 = load float, ptr %1445, align 16
  %1447 = getelementptr inbounds nuw i8, ptr %1397, i64 100
  %1448 = load float, ptr %1447, align 4
  %1449 = getelementptr inbounds nuw i8, ptr %1397, i64 104
  %1450 = load float, ptr %1449, align 8
  %1451 = getelementptr inbounds nuw i8, ptr %1397, i64 108
  %1452 = load float, ptr %1451, align 4
  %1453 = getelementptr inbounds nuw i8, ptr %1397, i64 112
  %1454 = load float, ptr %1453, align 16
  %1455 = getelementptr inbounds nuw i8, ptr %1397, i64 116
  %1456 = load float, ptr %1455, align 4
  %1457 = getelementptr inbounds nuw i8, ptr %1397, i64 120
  %1458 = load float, ptr %1457, align 8
  %1459 = getelementptr inbounds nuw i8, ptr %1397, i64 124
  %1460 = load float, ptr %1459, align 4
  %1461 = getelementptr inbounds nuw i8, ptr %1397, i64 128
  %1462 = load float, ptr %1461, align 16
  %1463 = getelementptr inbounds nuw i8, ptr %1397, i64 132
  %1464 = load float, ptr %1463, align 4
  %1465 = getelementptr inbounds nuw i8, ptr %1397, i64 136
  %1466 = load float, ptr %1465, align 8
  %1467 = getelementptr inbounds nuw i8, ptr %1397, i64 140
  %1468 = load float, ptr %1467, align 4
  %1469 = getelementptr inbounds nuw i8, ptr %1397, i64 144
  %1470 = load float, ptr %1469, align 16
  %1471 = getelementptr inbounds nuw i8, ptr %1397, i64 148
  %1472 = load float, ptr %1471, align 4
  %1473 = getelementptr inbounds nuw i8, ptr %1397, i64 152
  %1474 = load float, ptr %1473, align 8
  %1475 = getelementptr inbounds nuw i8, ptr %1397, i64 156
  %1476 = load float, ptr %1475, align 4
  %1477 = getelementptr inbounds nuw i8, ptr %1397, i64 160
  %1478 = load float, ptr %1477, align 16
  %1479 = getelementptr inbounds nuw i8, ptr %1397, i64 164
  %1480 = load float, ptr %1479, align 4
  %1481 = getelementptr inbounds nuw i8, ptr %1397, i64 168
  %1482 = load float, ptr %1481, align 8
  %1483 = getelementptr inbounds nuw i8, ptr %1397, i64 172
  %1484 = load float, ptr %1483, align 4
  %1485 = getelementptr inbounds nuw i8, ptr %1397, i64 176
  %1486 = load float, ptr %1485, align 16
  %1487 = getelementptr inbounds nuw i8, ptr %1397, i64 180
  %1488 = load float, ptr %1487, align 4
  %1489 = getelementptr inbounds nuw i8, ptr %1397, i64 184
  %1490 = load float, ptr %1489, align 8
  %1491 = getelementptr inbounds nuw i8, ptr %1397, i64 188
  %1492 = load float, ptr %1491, align 4
  %1493 = getelementptr inbounds nuw i8, ptr %1397, i64 192
  %1494 = load float, ptr %1493, align 16
  %1495 = getelementptr inbounds nuw i8, ptr %1397, i64 196
  %1496 = load float, ptr %1495, align 4
  %1497 = getelementptr inbounds nuw i8, ptr %1397, i64 200
  %1498 = load float, ptr %1497, align 8
  %1499 = getelementptr inbounds nuw i8, ptr %1397, i64 204
  %1500 = load float, ptr %1499, align 4
  %1501 = getelementptr inbounds nuw i8, ptr %1397, i64 208
  %1502 = load float, ptr %1501, align 16
  %1503 = getelementptr inbounds nuw i8, ptr %1397, i64 212
  %1504 = load float, ptr %1503, align 4
  %1505 = getelementptr inbounds nuw i8, ptr %1397, i64 216
  %1506 = load float, ptr %1505, align 8
  %1507 = getelementptr inbounds nuw i8, ptr %1397, i64 220
  %1508 = load float, ptr %1507, align 4
  %1509 = getelementptr inbounds nuw i8, ptr %1397, i64 224
  %1510 = load float, ptr %1509, align 16
  %1511 = getelementptr inbounds nuw i8, ptr %1397, i64 228
  %1512 = load float, ptr %1511, align 4
  %1513 = getelementptr inbounds nuw i8, ptr %1397, i64 232
  %1514 = load float, ptr %1513, align 8
  %1515 = getelementptr inbounds nuw i8, ptr %1397, i64 236
  %1516 = load float, ptr %1515, align 4
  %1517 = getelementptr inbounds nuw i8, ptr %1397, i64 240
  %1518 = load float, ptr %1517, align 16
  %1519 = getelementptr inbounds nuw i8, ptr %1397, i64 244
  %1520 = load float, ptr %1519, align 4
  %1521 = getelementptr inbounds nuw i8, ptr %1397, i64 248
  %1522 = load float, ptr %1521, align 8
  %1523 = getelementptr inbounds nuw i8, ptr %1397, i64 252
  %1524 = load float, ptr %1523, align 4
  %1525 = getelementptr inbounds nuw i8, ptr %1397, i64 256
  %1526 = load float, ptr %1525, align 16
  %1527 = getelementptr inbounds nuw i8, ptr %1397, i64 260
  %1528 = load float, ptr %1527, align 4
  %1529 = getelementptr inbounds nuw i8, ptr %1397, i64 264
  %1530 = load float, ptr %1529, align 8
  %1531 = getelementptr inbounds nuw i8, ptr %1397, i64 268
  %1532 = load float, ptr %1531, align 4
  %1533 = getelementptr inbounds nuw i8, ptr %1397, i64 272
  %1534 = load float, ptr %1533, align 16
  %1535 = getelementptr inbounds nuw i8, ptr %1397, i64 276
  %1536 = load float, ptr %1535, align 4
  %1537 = getelementptr inbounds nuw i8, ptr %1397, i64 280
  %1538 = load float, ptr %1537, align 8
  %1539 = getelementptr inbounds nuw i8, ptr %1397, i64 284
  %1540 = load float, ptr %1539, align 4
  %1541 = getelementptr inbounds nuw i8, ptr %1397, i64 288
  %1542 = load float, ptr %1541, align 16
  %1543 = getelementptr inbounds nuw i8, ptr %1397, i64 292
  %1544 = load float, ptr %1543, align 4
  %1545 = getelementptr inbounds nuw i8, ptr %1397, i64 296
  %1546 = load float, ptr %1545, align 8
  %1547 = getelementptr inbounds nuw i8, ptr %1397, i64 300
  %1548 = load float, ptr %1547, align 4
  %1549 = getelementptr inbounds nuw i8, ptr %1397, i64 304
  %1550 = load float, ptr %1549, align 16
  %1551 = getelementptr inbounds nuw i8, ptr %1397, i64 308
  %1552 = load float, ptr %1551, align 4
  %1553 = getelementptr inbounds nuw i8, ptr %1397, i64 312
  %1554 = load float, ptr %1553, align 8
  %1555 = getelementptr inbounds nuw i8, ptr %1397, i64 316
  %1556 = load float, ptr %1555, align 4
  %1557 = getelementptr inbounds nuw i8, ptr %1397, i64 320
  %1558 = load float, ptr %1557, align 16
  %1559 = getelementptr inbounds nuw i8, ptr %1397, i64 324
  %1560 = load float, ptr %1559, align 4
  %1561 = getelementptr inbounds nuw i8, ptr %1397, i64 328
  %1562 = load float, ptr %1561, align 8
  %1563 = getelementptr inbounds nuw i8, ptr %1397, i64 332
  %1564 = load float, ptr %1563, align 4
  %1565 = getelementptr inbounds nuw i8, ptr %1397, i64 336
  %1566 = load float, ptr %1565, align 16
  %1567 = getelementptr inbounds nuw i8, ptr %1397, i64 340
  %1568 = load float, ptr %1567, align 4
  %1569 = getelementptr inbounds nuw i8, ptr %1397, i64 344
  %1570 = load float, ptr %1569, align 8
  %1571 = getelementptr inbounds nuw i8, ptr %1397, i64 348
  %1572 = load float, ptr %1571, align 4
  %1573 = getelementptr inbounds nuw i8, ptr %1397, i64 352
  %1574 = load float, ptr %1573, align 16
  %1575 = getelementptr inbounds nuw i8, ptr %1397, i64 356
  %1576 = load float, ptr %1575, align 4
  %1577 = getelementptr inbounds nuw i8, ptr %1397, i64 360
  %1578 = load float, ptr %1577, align 8
  %1579 = getelementptr inbounds nuw i8, ptr %1397, i64 364
  %1580 = load float, ptr %1579, align 4
  %1581 = getelementptr inbounds nuw i8, ptr %1397, i64 368
  %1582 = load float, ptr %1581, align 16
  %1583 = getelementptr inbounds nuw i8, ptr %1397, i64 372
  %1584 = load float, ptr %1583, align 4
  %1585 = getelementptr inbounds nuw i8, ptr %1397, i64 376
  %1586 = load float, ptr %1585, align 8
  %1587 = getelementptr inbounds nuw i8, ptr %1397, i64 380
  %1588 = load float, ptr %1587, align 4
  %1589 = getelementptr inbounds nuw i8, ptr %1397, i64 384
  %1590 = load float, ptr %1589, align 16
  %1591 = getelementptr inbounds nuw i8, ptr %1397, i64 388
  %1592 = load float, ptr %1591, align 4
  %1593 = getelementptr inbounds nuw i8, ptr %1397, i64 392
  %1594 = load float, ptr %1593, align 8
  %1595 = getelementptr inbounds nuw i8, ptr %1397, i64 396
  %1596 = load float, ptr %1595, align 4
  %1597 = getelementptr inbounds nuw i8, ptr %1397, i64 400
  %1598 = load float, ptr %1597, align 16
  %1599 = getelementptr inbounds nuw i8, ptr %1397, i64 404
  %1600 = load float, ptr %1599, align 4
  %1601 = getelementptr inbounds nuw i8, ptr %1397, i64 408
  %1602 = load float, ptr %1601, align 8
  %1603 = getelementptr inbounds nuw i8, ptr %1397, i64 412
  %1604 = load float, ptr %1603, align 4
  %1605 = getelementptr inbounds nuw i8, ptr %1397, i64 416
  %1606 = load float, ptr %1605, align 16
  %1607 = getelementptr inbounds nuw i8, ptr %1397, i64 420
  %1608 = load float, ptr %1607, align 4
  %1609 = getelementptr inbounds nuw i8, ptr %1397, i64 424
  %1610 = load float, ptr %1609, align 8
  %1611 = getelementptr inbounds nuw i8, ptr %1397, i64 428
  %1612 = load float, ptr %1611, align 4
  %1613 = getelementptr inbounds nuw i8, ptr %1397, i64 432
  %1614 = load float, ptr %1613, align 16
  %1615 = getelementptr inbounds nuw i8, ptr %1397, i64 436
  %1616 = load float, ptr %1615, align 4
  %1617 = getelementptr inbounds nuw i8, ptr %1397, i64 440
  %1618 = load float, ptr %1617, align 8
  %1619 = getelementptr inbounds nuw i8, ptr %1397, i64 444
  %1620 = load float, ptr %1619, align 4
  %1621 = getelementptr inbounds nuw i8, ptr %1397, i64 448
  %1622 = load float, ptr %1621, align 16
  %1623 = getelementptr inbounds nuw i8, ptr %1397, i64 452
  %1624 = load float, ptr %1623, align 4
  %1625 = getelementptr inbounds nuw i8, ptr %1397, i64 456
  %1626 = load float, ptr %1625, align 8
  %1627 = getelementptr inbounds nuw i8, ptr %1397, i64 460
  %1628 = load float, ptr %1627, align 4
  %1629 = getelementptr inbounds nuw i8, ptr %1397, i64 464
  %1630 = load float, ptr %1629, align 16
  %1631 = getelementptr inbounds nuw i8, ptr %1397, i64 468
  %1632 = load float, ptr %1631, align 4
  %1633 = getelementptr inbounds nuw i8, ptr %1397, i64 472
  %1634 = load float, ptr %1633, align 8
  %1635 = getelementptr inbounds nuw i8, ptr %1397, i64 476
  %1636 = load float, ptr %1635, align 4
  %1637 = getelementptr inbounds nuw i8, ptr %1397, i64 480
  %1638 = load float, ptr %1637, align 16
  %1639 = getelementptr inbounds nuw i8, ptr %1397, i64 484
  %1640 = load float, ptr %1639, align 4
  %1641 = getelementptr inbounds nuw i8, ptr %1397, i64 488
  %1642 = load float, ptr %1641, align 8
  %1643 = getelementptr inbounds nuw i8, ptr %1397, i64 492
  %1644 = load float, ptr %1643, align 4
  %1645 = getelementptr inbounds nuw i8, ptr %1397, i64 496
  %1646 = load float, ptr %1645, align 16
  %1647 = getelementptr inbounds nuw i8, ptr %1397, i64 500
  %1648 = load float, ptr %1647, align 4
  %1649 = getelementptr inbounds nuw i8, ptr %1397, i64 504
  %1650 = load float, ptr %1649, align 8
  %1651 = getelementptr inbounds nuw i8, ptr %1397, i64 508
  %1652 = load float, ptr %1651, align 4
  %1653 = getelementptr inbounds nuw i8, ptr %1397, i64 512
  %1654 = load float, ptr %1653, align 16
  %1655 = getelementptr inbounds nuw i8, ptr %1397, i64 516
  %1656 = load float, ptr %1655, align 4
  %1657 = getelementptr inbounds nuw i8, ptr %1397, i64 520
  %1658 = load float, ptr %1657, align 8
  %1659 = getelementptr inbounds nuw i8, ptr %1397, i64 524
  %1660 = load float, ptr %1659, align 4
  %1661 = getelementptr inbounds nuw i8, ptr %1397, i64 528
  %1662 = load float, ptr %1661, align 16
  %1663 = getelementptr inbounds nuw i8, ptr %1397, i64 532
  %1664 = load float, ptr %1663, align 4
  %1665 = getelementptr inbounds nuw i8, ptr %1397, i64 536
  %1666 = load float, ptr %1665, align 8
  %1667 = getelementptr inbounds nuw i8, ptr %1397, i64 540
  %1668 = load float, ptr %1667, align 4
  %1669 = getelementptr inbounds nuw i8, ptr %1397, i64 544
  %1670 = load float, ptr %1669, align 16
  %1671 = getelementptr inbounds nuw i8, ptr %1397, i64 548
  %1672 = load float, ptr %1671, align 4
  %1673 = getelementptr inbounds nuw i8, ptr %1397, i64 552
  %1674 = load float, ptr %1673, align 8
  %1675 = getelementptr inbounds nuw i8, ptr %1397, i64 556
  %1676 = load float, ptr %1675, align 4
  %1677 = getelementptr inbounds nuw i8, ptr %1397, i64 560
  %1678 = load float, ptr %1677, align 16
  %1679 = getelementptr inbounds nuw i8, ptr %1397, i64 564
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds nuw i8, ptr %1397, i64 568
  %1682 = load float, ptr %1681, align 8
  %1683 = getelementptr inbounds nuw i8, ptr %1397, i64 572
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds nuw i8, ptr %1397, i64 576
  %1686 = load float, ptr %1685, align 16
  %1687 = getelementptr inbounds nuw i8, ptr %1397, i64 580
  %1688 = load float, ptr %1687, align 4
  %1689 = getelementptr inbounds nuw i8, ptr %1397, i64 584
  %1690 = load float, ptr %1689, align 8
  %1691 = getelementptr inbounds nuw i8, ptr %1397, i64 588
  %1692 = load float, ptr %1691, align 4
  %1693 = getelementptr inbounds nuw i8, ptr %1397, i64 592
  %1694 = load float, ptr %1693, align 16
  %1695 = getelementptr inbounds nuw i8, ptr %1397, i64 596
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds nuw i8, ptr %1397, i64 600
  %1698 = load float, ptr %1697, align 8
  %1699 = getelementptr inbounds nuw i8, ptr %1397, i64 604
  %1700 = load float, ptr %1699, align 4
  %1701 = getelementptr inbounds nuw i8, ptr %1397, i64 608
  %1702 = load float, ptr %1701, align 16
  %1703 = getelementptr inbounds nuw i8, ptr %1397, i64 612
  %1704 = load float, ptr %1703, align 4
  %1705 = getelementptr inbounds nuw i8, ptr %1397, i64 616
  %1706 = load float, ptr %1705, align 8
  %1707 = getelementptr inbounds nuw i8, ptr %1397, i64 620
  %1708 = load float, ptr %1707, align 4
  %1709 = getelementptr inbounds nuw i8, ptr %1397, i64 624
  %1710 = load float, ptr %1709, align 16
  %1711 = getelementptr inbounds nuw i8, ptr %1397, i64 628
  %1712 = load float, ptr %1711, align 4
  %1713 = getelementptr inbounds nuw i8, ptr %1397, i64 632
  %1714 = load float, ptr %1713, align 8
  %1715 = getelementptr inbounds nuw i8, ptr %1397, i64 636
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds nuw i8, ptr %1397, i64 640
  %1718 = load float, ptr %1717, align 16
  %1719 = getelementptr inbounds nuw i8, ptr %1397, i64 644
  %1720 = load float, ptr %1719, align 4
  %1721 = getelementptr inbounds nuw i8, ptr %1397, i64 648
  %1722 = load float, ptr %1721, align 8
  %1723 = getelementptr inbounds nuw i8, ptr %1397, i64 652
  %1724 = load float, ptr %1723, align 4
  %1725 = getelementptr inbounds nuw i8, ptr %1397, i64 656
  %1726 = load float, ptr %1725, align 16
  %1727 = getelementptr inbounds nuw i8, ptr %1397, i64 660
  %1728 = load float, ptr %1727, align 4
  %1729 = getelementptr inbounds nuw i8, ptr %1397, i64 664
  %1730 = load float, ptr %1729, align 8
  %1731 = getelementptr inbounds nuw i8, ptr %1397, i64 668
  %1732 = load float, ptr %1731, align 4
  %1733 = getelementptr inbounds nuw i8, ptr %1397, i64 672
  %1734 = load float, ptr %1733, align 16
  %1735 = getelementptr inbounds nuw i8, ptr %1397, i64 676
  %1736 = load float, ptr %1735, align 4
  %1737 = getelementptr inbounds nuw i8, ptr %1397, i64 680
  %1738 = load float, ptr %1737, align 8
  %1739 = getelementptr inbounds nuw i8, ptr %1397, i64 684
  %1740 = load float, ptr %1739, align 4
  %1741 = getelementptr inbounds nuw i8, ptr %1397, i64 688
  %1742 = load float, ptr %1741, align 16
  %1743 = getelementptr inbounds nuw i8, ptr %1397, i64 692
  %1744 = load float, ptr %1743, align 4
  %1745 = getelementptr inbounds nuw i8, ptr %1397, i64 696
  %1746 = load float, ptr %1745, align 8
  %1747 = getelementptr inbounds nuw i8, ptr %1397, i64 700
  %1748 = load float, ptr %1747, align 4
  %1749 = getelementptr inbounds nuw i8, ptr %1397, i64 704
  %1750 = load float, ptr %1749, align 16
  %1751 = getelementptr inbounds nuw i8, ptr %1397, i64 708
  %1752 = load float, ptr %1751, align 4
  %1753 = getelementptr inbounds nuw i8, ptr %1397, i64 712
  %1754 = load float, ptr %1753, align 8
  %1755 = getelementptr inbounds nuw i8, ptr %1397, i64 716
  %1756 = load float, ptr %1755, align 4
  %1757 = getelementptr inbounds nuw i8, ptr %1397, i64 720
  %1758 = load float, ptr %1757, align 16
  %1759 = getelementptr inbounds nuw i8, ptr %1397, i64 724
  %1760 = load float, ptr %1759, align 4
  %1761 = getelementptr inbounds nuw i8, ptr %1397, i64 728
  %1762 = load float, ptr %1761, align 8
  %1763 = getelementptr inbounds nuw i8, ptr %1397, i64 732
  %1764 = load float, ptr %1763, align 4
  %1765 = getelementptr inbounds nuw i8, ptr %1397, i64 736
  %1766 = load float, ptr %1765, align 16
  %1767 = getelementptr inbounds nuw i8, ptr %1397, i64 740
  %1768 = load float, ptr %1767, align 4
  %1769 = getelementptr inbounds nuw i8, ptr %1397, i64 744
  %1770 = load float, ptr %1769, align 8
  %1771 = getelementptr inbounds nuw i8, ptr %1397, i64 748
  %1772 = load float, ptr %1771, align 4
  %1773 = getelementptr inbounds nuw i8, ptr %1397, i64 752
  %1774 = load float, ptr %1773, align 16
  %1775 = getelementptr inbounds nuw i8, ptr %1397, i64 756
  %1776 = load float, ptr %1775, align 4
  %1777 = getelementptr inbounds nuw i8, ptr %1397, i64 760
  %1778 = load float, ptr %1777, align 8
  %1779 = getelementptr inbounds nuw i8, ptr %1397, i64 764
  %1780 = load float, ptr %1779, align 4
  %1781 = getelementptr inbounds nuw i8, ptr %1397, i64 768
  %1782 = load float, ptr %1781, align 16
  %1783 = getelementptr inbounds nuw i8, ptr %1397, i64 772
  %1784 = load float, ptr %1783, align 4
  %1785 = getelementptr inbounds nuw i8, ptr %1397, i64 776
  %1786 = load float, ptr %1785, align 8
  %1787 = getelementptr inbounds nuw i8, ptr %1397, i64 780
  %1788 = load float, ptr %1787, align 4
  %1789 = getelementptr inbounds nuw i8, ptr %1397, i64 784
  %1790 = load float, ptr %1789, align 16
  %1791 = getelementptr inbounds nuw i8, ptr %1397, i64 788
  %1792 = load float, ptr %1791, align 4
  %1793 = getelementptr inbounds nuw i8, ptr %1397, i64 792
  %1794 = load float, ptr %1793, align 8
  %1795 = getelementptr inbounds nuw i8, ptr %1397, i64 796
  %1796 = load float, ptr %1795, align 4
  %1797 = getelementptr inbounds nuw i8, ptr %1397, i64 800
  %1798 = load float, ptr %1797, align 16
  %1799 = getelementptr inbounds nuw i8, ptr %1397, i64 804
  %1800 = load float, ptr %1799, align 4
  %1801 = getelementptr inbounds nuw i8, ptr %1397, i64 808
  %1802 = load float, ptr %1801, align 8
  %1803 = getelementptr inbounds nuw i8, ptr %1397, i64 812
  %1804 = load float, ptr %1803, align 4
  %1805 = getelementptr inbounds nuw i8, ptr %1397, i64 816
  %1806 = load float, ptr %1805, align 16
  %1807 = getelementptr inbounds nuw i8, ptr %1397, i64 820
  %1808 = load float, ptr %1807, align 4
  %1809 = getelementptr inbounds nuw i8, ptr %1397, i64 824
  %1810 = load float, ptr %1809, align 8
  %1811 = getelementptr inbounds nuw i8, ptr %1397, i64 828
  %1812 = load float, ptr %1811, align 4
  %1813 = getelementptr inbounds nuw i8, ptr %1397, i64 832
  %1814 = load float, ptr %1813, align 16
  %1815 = getelementptr inbounds nuw i8, ptr %1397, i64 836
  %1816 = load float, ptr %1815, align 4
  %1817 = getelementptr inbounds nuw i8, ptr %1397, i64 840
  %1818 = load float, ptr %1817, align 8
  %1819 = getelementptr inbounds nuw i8, ptr %1397, i64 844
  %1820 = load float, ptr %1819, align 4
  %1821 = getelementptr inbounds nuw i8, ptr %1397, i64 848
  %1822 = load float, ptr %1821, align 16
  %1823 = getelementptr inbounds nuw i8, ptr %1397, i64 852
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds nuw i8, ptr %1397, i64 856
  %1826 = load float, ptr %1825, align 8
  %1827 = getelementptr inbounds nuw i8, ptr %1397, i64 860
  %1828 = load float, ptr %1827, align 4
  %1829 = getelementptr inbounds nuw i8, ptr %1397, i64 864
  %1830 = load float, ptr %1829, align 16
  %1831 = getelementptr inbounds nuw i8, ptr %1397, i64 868
  %1832 = load float, ptr %1831, align 4
  %1833 = getelementptr inbounds nuw i8, ptr %1397, i64 872
  %1834 = load float, ptr %1833, align 8
  %1835 = getelementptr inbounds nuw i8, ptr %1397, i64 876
  %1836 = load float, ptr %1835, align 4
  %1837 = getelementptr inbounds nuw i8, ptr %1397, i64 880
  %1838 = load float, ptr %1837, align 16
  %1839 = getelementptr inbounds nuw i8, ptr %1397, i64 884
  %1840 = load float, ptr %1839, align 4
  %1841 = getelementptr inbounds nuw i8, ptr %1397, i64 888
  %1842 = load float, ptr %1841, align 8
  %1843 = getelementptr inbounds nuw i8, ptr %1397, i64 892
  %1844 = load float, ptr %1843, align 4
  %1845 = getelementptr inbounds nuw i8, ptr %1397, i64 896
  %1846 = load float, ptr %1845, align 16
  %1847 = getelementptr inbounds nuw i8, ptr %1397, i64 900
  %1848 = load float, ptr %1847, align 4
  %1849 = getelementptr inbounds nuw i8, ptr %1397, i64 904
  %1850 = load float, ptr %1849, align 8
  %1851 = getelementptr inbounds nuw i8, ptr %1397, i64 908
  %1852 = load float, ptr %1851, align 4
  %1853 = getelementptr inbounds nuw i8, ptr %1397, i64 912
  %1854 = load float, ptr %1853, align 16
  %1855 = getelementptr inbounds nuw i8, ptr %1397, i64 916
  %1856 = load float, ptr %1855, align 4
  %1857 = getelementptr inbounds nuw i8, ptr %1397, i64 920
  %1858 = load float, ptr %1857, align 8
  %1859 = getelementptr inbounds nuw i8, ptr %1397, i64 924
  %1860 = load float, ptr %1859, align 4
  %1861 = getelementptr inbounds nuw i8, ptr %1397, i64 928
  %1862 = load float, ptr %1861, align 16
  %1863 = getelementptr inbounds nuw i8, ptr %1397, i64 932
  %1864 = load float, ptr %1863, align 4
  %1865 = getelementptr inbounds nuw i8, ptr %1397, i64 936
  %1866 = load float, ptr %1865, align 8
  %1867 = getelementptr inbounds nuw i8, ptr %1397, i64 940
  %1868 = load float, ptr %1867, align 4
  %1869 = getelementptr inbounds nuw i8, ptr %1397, i64 944
  %1870 = load float, ptr %1869, align 16
  %1871 = getelementptr inbounds nuw i8, ptr %1397, i64 948
  %1872 = load float, ptr %1871, align 4
  %1873 = getelementptr inbounds nuw i8, ptr %1397, i64 952
  %1874 = load float, ptr %1873, align 8
  %1875 = getelementptr inbounds nuw i8, ptr %1397, i64 956
  %1876 = load float, ptr %1875, align 4
  %1877 = getelementptr inbounds nuw i8, ptr %1397, i64 960
  %1878 = load float, ptr %1877, align 16
  %1879 = getelementptr inbounds nuw i8, ptr %1397, i64 964
  %1880 = load float, ptr %1879, align 4
  %1881 = getelementptr inbounds nuw i8, ptr %1397, i64 968
  %1882 = load float, ptr %1881, align 8
  %1883 = getelementptr inbounds nuw i8, ptr %1397, i64 972
  %1884 = load float, ptr %1883, align 4
  %1885 = getelementptr inbounds nuw i8, ptr %1397, i64 976
  %1886 = load float, ptr %1885, align 16
  %1887 = getelementptr inbounds nuw i8, ptr %1397, i64 980
  %1888 = load float, ptr %1887, align 4
  %1889 = getelementptr inbounds nuw i8, ptr %1397, i64 984
  %1890 = load float, ptr %1889, align 8
  %1891 = getelementptr inbounds nuw i8, ptr %1397, i64 988
  %1892 = load float, ptr %1891, align 4
  %1893 = getelementptr inbounds nuw i8, ptr %1397, i64 992
  %1894 = load float, ptr %1893, align 16
  %1895 = getelementptr inbounds nuw i8, ptr %1397, i64 996
  %1896 = load float, ptr %1895, align 4
  %1897 = getelementptr inbounds nuw i8, ptr %1397, i64 1000
  %1898 = load float, ptr %1897, align 8
  %1899 = getelementptr inbounds nuw i8, ptr %1397, i64 1004
  %1900 = load float, ptr %1899, align 4
  %1901 = getelementptr inbounds nuw i8, ptr %1397, i64 1008
  %1902 = load float, ptr %1901, align 16
  %1903 = getelementptr inbounds nuw i8, ptr %1397, i64 1012
  %1904 = load float, ptr %1903, align 4
  %1905 = getelementptr inbounds nuw i8, ptr %1397, i64 1016
  %1906 = load float, ptr %1905, align 8
  %1907 = getelementptr inbounds nuw i8, ptr %1397, i64 1020
  %1908 = load float, ptr %1907, align 4
  %1909 = shl nuw nsw i32 %578, 16
  %1910 = and i32 %1909, 65011712
  %1911 = add i32 %1007, %1910
  %1912 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1911) #8, !srcloc !25
  %1913 = bitcast i32 %1912 to float
  %1914 = add i32 %1911, 1
  %1915 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1914) #8, !srcloc !25
  %1916 = bitcast i32 %1915 to float
  %1917 = add i32 %1911, 2
  %1918 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1917) #8, !srcloc !25
  %1919 = bitcast i32 %1918 to float
  %1920 = add i32 %1911, 3
  %1921 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1920) #8, !srcloc !25
  %1922 = bitcast i32 %1921 to float
  %1923 = add i32 %1911, 4
  %1924 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1923) #8, !srcloc !25
  %1925 = bitcast i32 %1924 to float
  %1926 = add i32 %1911, 5
  %1927 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1926) #8, !srcloc !25
  %1928 = bitcast i32 %1927 to float
  %1929 = add i32 %1911, 6
  %1930 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1929) #8, !srcloc !25
  %1931 = bitcast i32 %1930 to float
  %1932 = add i32 %1911, 7
  %1933 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1932) #8, !srcloc !25
  %1934 = bitcast i32 %1933 to float
  %1935 = add i32 %1911, 8
  %1936 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1935) #8, !srcloc !25
  %1937 = bitcast i32 %1936 to float
  %1938 = add i32 %1911, 9
  %1939 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1938) #8, !srcloc !25
  %1940 = bitcast i32 %1939 to float
  %1941 = add i32 %1911, 10
  %1942 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1941) #8, !srcloc !25
  %1943 = bitcast i32 %1942 to float
  %1944 = add i32 %1911, 11
  %1945 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1944) #8, !srcloc !25
  %1946 = bitcast i32 %1945 to float
  %1947 = add i32 %1911, 12
  %1948 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1947) #8, !srcloc !25
  %1949 = bitcast i32 %1948 to float
  %1950 = add i32 %1911, 13
  %1951 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1950) #8, !srcloc !25
  %1952 = bitcast i32 %1951 to float
  %1953 = add i32 %1911, 14
  %1954 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1953) #8, !srcloc !25
  %1955 = bitcast i32 %1954 to float
  %1956 = add i32 %1911, 15
  %1957 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1956) #8, !srcloc !25
  %1958 = bitcast i32 %1957 to float
  %1959 = add i32 %1911, 16
  %1960 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1959) #8, !srcloc !25
  %1961 = bitcast i32 %1960 to float
  %1962 = add i32 %1911, 17
  %1963 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1962) #8, !srcloc !25
  %1964 = bitcast i32 %1963 to float
  %1965 = add i32 %1911, 18
  %1966 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1965) #8, !srcloc !25
  %1967 = bitcast i32 %1966 to float
  %1968 = add i32 %1911, 19
  %1969 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1968) #8, !srcloc !25
  %1970 = bitcast i32 %1969 to float
  %1971 = add i32 %1911, 20
  %1972 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1971) #8, !srcloc !25
  %1973 = bitcast i32 %1972 to float
  %1974 = add i32 %1911, 21
  %1975 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1974) #8, !srcloc !25
  %1976 = bitcast i32 %1975 to float
  %1977 = add i32 %1911, 22
  %1978 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1977) #8, !srcloc !25
  %1979 = bitcast i32 %1978 to float
  %1980 = add i32 %1911, 23
  %1981 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1980) #8, !srcloc !25
  %1982 = bitcast i32 %1981 to float
  %1983 = add i32 %1911, 24
  %1984 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1983) #8, !srcloc !25
  %1985 = bitcast i32 %1984 to float
  %1986 = add i32 %1911, 25
  %1987 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1986) #8, !srcloc !25
  %1988 = bitcast i32 %1987 to float
  %1989 = add i32 %1911, 26
  %1990 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1989) #8, !srcloc !25
  %1991 = bitcast i32 %1990 to float
  %1992 = add i32 %1911, 27
  %1993 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1992) #8, !srcloc !25
  %1994 = bitcast i32 %1993 to float
  %1995 = add i32 %1911, 28
  %1996 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1995) #8, !srcloc !25
  %1997 = bitcast i32 %1996 to float
  %1998 = add i32 %1911, 29
  %1999 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %1998) #8, !srcloc !25
  %2000 = bitcast i32 %1999 to float
  %2001 = add i32 %1911, 30
  %2002 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2001) #8, !srcloc !25
  %2003 = bitcast i32 %2002 to float
  %2004 = add i32 %1911, 31
  %2005 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2004) #8, !srcloc !25
  %2006 = bitcast i32 %2005 to float
  %2007 = add i32 %1911, 32
  %2008 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2007) #8, !srcloc !25
  %2009 = bitcast i32 %2008 to float
  %2010 = add i32 %1911, 33
  %2011 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2010) #8, !srcloc !25
  %2012 = bitcast i32 %2011 to float
  %2013 = add i32 %1911, 34
  %2014 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2013) #8, !srcloc !25
  %2015 = bitcast i32 %2014 to float
  %2016 = add i32 %1911, 35
  %2017 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2016) #8, !srcloc !25
  %2018 = bitcast i32 %2017 to float
  %2019 = add i32 %1911, 36
  %2020 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2019) #8, !srcloc !25
  %2021 = bitcast i32 %2020 to float
  %2022 = add i32 %1911, 37
  %2023 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2022) #8, !srcloc !25
  %2024 = bitcast i32 %2023 to float
  %2025 = add i32 %1911, 38
  %2026 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2025) #8, !srcloc !25
  %2027 = bitcast i32 %2026 to float
  %2028 = add i32 %1911, 39
  %2029 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2028) #8, !srcloc !25
  %2030 = bitcast i32 %2029 to float
  %2031 = add i32 %1911, 40
  %2032 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2031) #8, !srcloc !25
  %2033 = bitcast i32 %2032 to float
  %2034 = add i32 %1911, 41
  %2035 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2034) #8, !srcloc !25
  %2036 = bitcast i32 %2035 to float
  %2037 = add i32 %1911, 42
  %2038 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2037) #8, !srcloc !25
  %2039 = bitcast i32 %2038 to float
  %2040 = add i32 %1911, 43
  %2041 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2040) #8, !srcloc !25
  %2042 = bitcast i32 %2041 to float
  %2043 = add i32 %1911, 44
  %2044 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2043) #8, !srcloc !25
  %2045 = bitcast i32 %2044 to float
  %2046 = add i32 %1911, 45
  %2047 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2046) #8, !srcloc !25
  %2048 = bitcast i32 %2047 to float
  %2049 = add i32 %1911, 46
  %2050 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2049) #8, !srcloc !25
  %2051 = bitcast i32 %2050 to float
  %2052 = add i32 %1911, 47
  %2053 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2052) #8, !srcloc !25
  %2054 = bitcast i32 %2053 to float
  %2055 = add i32 %1911, 48
  %2056 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2055) #8, !srcloc !25
  %2057 = bitcast i32 %2056 to float
  %2058 = add i32 %1911, 49
  %2059 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2058) #8, !srcloc !25
  %2060 = bitcast i32 %2059 to float
  %2061 = add i32 %1911, 50
  %2062 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2061) #8, !srcloc !25
  %2063 = bitcast i32 %2062 to float
  %2064 = add i32 %1911, 51
  %2065 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2064) #8, !srcloc !25
  %2066 = bitcast i32 %2065 to float
  %2067 = add i32 %1911, 52
  %2068 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2067) #8, !srcloc !25
  %2069 = bitcast i32 %2068 to float
  %2070 = add i32 %1911, 53
  %2071 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2070) #8, !srcloc !25
  %2072 = bitcast i32 %2071 to float
  %2073 = add i32 %1911, 54
  %2074 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2073) #8, !srcloc !25
  %2075 = bitcast i32 %2074 to float
  %2076 = add i32 %1911, 55
  %2077 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2076) #8, !srcloc !25
  %2078 = bitcast i32 %2077 to float
  %2079 = add i32 %1911, 56
  %2080 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2079) #8, !srcloc !25
  %2081 = bitcast i32 %2080 to float
  %2082 = add i32 %1911, 57
  %2083 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2082) #8, !srcloc !25
  %2084 = bitcast i32 %2083 to float
  %2085 = add i32 %1911, 58
  %2086 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2085) #8, !srcloc !25
  %2087 = bitcast i32 %2086 to float
  %2088 = add i32 %1911, 59
  %2089 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2088) #8, !srcloc !25
  %2090 = bitcast i32 %2089 to float
  %2091 = add i32 %1911, 60
  %2092 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2091) #8, !srcloc !25
  %2093 = bitcast i32 %2092 to float
  %2094 = add i32 %1911, 61
  %2095 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2094) #8, !srcloc !25
  %2096 = bitcast i32 %2095 to float
  %2097 = add i32 %1911, 62
  %2098 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2097) #8, !srcloc !25
  %2099 = bitcast i32 %2098 to float
  %2100 = add i32 %1911, 63
  %2101 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2100) #8, !srcloc !25
  %2102 = bitcast i32 %2101 to float
  %2103 = add i32 %1911, 64
  %2104 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2103) #8, !srcloc !25
  %2105 = bitcast i32 %2104 to float
  %2106 = add i32 %1911, 65
  %2107 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2106) #8, !srcloc !25
  %2108 = bitcast i32 %2107 to float
  %2109 = add i32 %1911, 66
  %2110 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2109) #8, !srcloc !25
  %2111 = bitcast i32 %2110 to float
  %2112 = add i32 %1911, 67
  %2113 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2112) #8, !srcloc !25
  %2114 = bitcast i32 %2113 to float
  %2115 = add i32 %1911, 68
  %2116 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2115) #8, !srcloc !25
  %2117 = bitcast i32 %2116 to float
  %2118 = add i32 %1911, 69
  %2119 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2118) #8, !srcloc !25
  %2120 = bitcast i32 %2119 to float
  %2121 = add i32 %1911, 70
  %2122 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2121) #8, !srcloc !25
  %2123 = bitcast i32 %2122 to float
  %2124 = add i32 %1911, 71
  %2125 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2124) #8, !srcloc !25
  %2126 = bitcast i32 %2125 to float
  %2127 = add i32 %1911, 72
  %2128 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2127) #8, !srcloc !25
  %2129 = bitcast i32 %2128 to float
  %2130 = add i32 %1911, 73
  %2131 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2130) #8, !srcloc !25
  %2132 = bitcast i32 %2131 to float
  %2133 = add i32 %1911, 74
  %2134 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2133) #8, !srcloc !25
  %2135 = bitcast i32 %2134 to float
  %2136 = add i32 %1911, 75
  %2137 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2136) #8, !srcloc !25
  %2138 = bitcast i32 %2137 to float
  %2139 = add i32 %1911, 76
  %2140 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2139) #8, !srcloc !25
  %2141 = bitcast i32 %2140 to float
  %2142 = add i32 %1911, 77
  %2143 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2142) #8, !srcloc !25
  %2144 = bitcast i32 %2143 to float
  %2145 = add i32 %1911, 78
  %2146 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2145) #8, !srcloc !25
  %2147 = bitcast i32 %2146 to float
  %2148 = add i32 %1911, 79
  %2149 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2148) #8, !srcloc !25
  %2150 = bitcast i32 %2149 to float
  %2151 = add i32 %1911, 80
  %2152 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2151) #8, !srcloc !25
  %2153 = bitcast i32 %2152 to float
  %2154 = add i32 %1911, 81
  %2155 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2154) #8, !srcloc !25
  %2156 = bitcast i32 %2155 to float
  %2157 = add i32 %1911, 82
  %2158 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2157) #8, !srcloc !25
  %2159 = bitcast i32 %2158 to float
  %2160 = add i32 %1911, 83
  %2161 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2160) #8, !srcloc !25
  %2162 = bitcast i32 %2161 to float
  %2163 = add i32 %1911, 84
  %2164 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2163) #8, !srcloc !25
  %2165 = bitcast i32 %2164 to float
  %2166 = add i32 %1911, 85
  %2167 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2166) #8, !srcloc !25
  %2168 = bitcast i32 %2167 to float
  %2169 = add i32 %1911, 86
  %2170 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2169) #8, !srcloc !25
  %2171 = bitcast i32 %2170 to float
  %2172 = add i32 %1911, 87
  %2173 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2172) #8, !srcloc !25
  %2174 = bitcast i32 %2173 to float
  %2175 = add i32 %1911, 88
  %2176 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2175) #8, !srcloc !25
  %2177 = bitcast i32 %2176 to float
  %2178 = add i32 %1911, 89
  %2179 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2178) #8, !srcloc !25
  %2180 = bitcast i32 %2179 to float
  %2181 = add i32 %1911, 90
  %2182 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2181) #8, !srcloc !25
  %2183 = bitcast i32 %2182 to float
  %2184 = add i32 %1911, 91
  %2185 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2184) #8, !srcloc !25
  %2186 = bitcast i32 %2185 to float
  %2187 = add i32 %1911, 92
  %2188 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2187) #8, !srcloc !25
  %2189 = bitcast i32 %2188 to float
  %2190 = add i32 %1911, 93
  %2191 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2190) #8, !srcloc !25
  %2192 = bitcast i32 %2191 to float
  %2193 = add i32 %1911, 94
  %2194 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2193) #8, !srcloc !25
  %2195 = bitcast i32 %2194 to float
  %2196 = add i32 %1911, 95
  %2197 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2196) #8, !srcloc !25
  %2198 = bitcast i32 %2197 to float
  %2199 = add i32 %1911, 96
  %2200 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2199) #8, !srcloc !25
  %2201 = bitcast i32 %2200 to float
  %2202 = add i32 %1911, 97
  %2203 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2202) #8, !srcloc !25
  %2204 = bitcast i32 %2203 to float
  %2205 = add i32 %1911, 98
  %2206 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2205) #8, !srcloc !25
  %2207 = bitcast i32 %2206 to float
  %2208 = add i32 %1911, 99
  %2209 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2208) #8, !srcloc !25
  %2210 = bitcast i32 %2209 to float
  %2211 = add i32 %1911, 100
  %2212 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2211) #8, !srcloc !25
  %2213 = bitcast i32 %2212 to float
  %2214 = add i32 %1911, 101
  %2215 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2214) #8, !srcloc !25
  %2216 = bitcast i32 %2215 to float
  %2217 = add i32 %1911, 102
  %2218 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2217) #8, !srcloc !25
  %2219 = bitcast i32 %2218 to float
  %2220 = add i32 %1911, 103
  %2221 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2220) #8, !srcloc !25
  %2222 = bitcast i32 %2221 to float
  %2223 = add i32 %1911, 104
  %2224 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2223) #8, !srcloc !25
  %2225 = bitcast i32 %2224 to float
  %2226 = add i32 %1911, 105
  %2227 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2226) #8, !srcloc !25
  %2228 = bitcast i32 %2227 to float
  %2229 = add i32 %1911, 106
  %2230 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2229) #8, !srcloc !25
  %2231 = bitcast i32 %2230 to float
  %2232 = add i32 %1911, 107
  %2233 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2232) #8, !srcloc !25
  %2234 = bitcast i32 %2233 to float
  %2235 = add i32 %1911, 108
  %2236 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2235) #8, !srcloc !25
  %2237 = bitcast i32 %2236 to float
  %2238 = add i32 %1911, 109
  %2239 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2238) #8, !srcloc !25
  %2240 = bitcast i32 %2239 to float
  %2241 = add i32 %1911, 110
  %2242 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2241) #8, !srcloc !25
  %2243 = bitcast i32 %2242 to float
  %2244 = add i32 %1911, 111
  %2245 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2244) #8, !srcloc !25
  %2246 = bitcast i32 %2245 to float
  %2247 = add i32 %1911, 112
  %2248 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2247) #8, !srcloc !25
  %2249 = bitcast i32 %2248 to float
  %2250 = add i32 %1911, 113
  %2251 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2250) #8, !srcloc !25
  %2252 = bitcast i32 %2251 to float
  %2253 = add i32 %1911, 114
  %2254 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2253) #8, !srcloc !25
  %2255 = bitcast i32 %2254 to float
  %2256 = add i32 %1911, 115
  %2257 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2256) #8, !srcloc !25
  %2258 = bitcast i32 %2257 to float
  %2259 = add i32 %1911, 116
  %2260 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2259) #8, !srcloc !25
  %2261 = bitcast i32 %2260 to float
  %2262 = add i32 %1911, 117
  %2263 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2262) #8, !srcloc !25
  %2264 = bitcast i32 %2263 to float
  %2265 = add i32 %1911, 118
  %2266 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2265) #8, !srcloc !25
  %2267 = bitcast i32 %2266 to float
  %2268 = add i32 %1911, 119
  %2269 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2268) #8, !srcloc !25
  %2270 = bitcast i32 %2269 to float
  %2271 = add i32 %1911, 120
  %2272 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2271) #8, !srcloc !25
  %2273 = bitcast i32 %2272 to float
  %2274 = add i32 %1911, 121
  %2275 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2274) #8, !srcloc !25
  %2276 = bitcast i32 %2275 to float
  %2277 = add i32 %1911, 122
  %2278 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2277) #8, !srcloc !25
  %2279 = bitcast i32 %2278 to float
  %2280 = add i32 %1911, 123
  %2281 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2280) #8, !srcloc !25
  %2282 = bitcast i32 %2281 to float
  %2283 = add i32 %1911, 124
  %2284 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2283) #8, !srcloc !25
  %2285 = bitcast i32 %2284 to float
  %2286 = add i32 %1911, 125
  %2287 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2286) #8, !srcloc !25
  %2288 = bitcast i32 %2287 to float
  %2289 = add i32 %1911, 126
  %2290 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2289) #8, !srcloc !25
  %2291 = bitcast i32 %2290 to float
  %2292 = add i32 %1911, 127
  %2293 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2292) #8, !srcloc !25
  %2294 = bitcast i32 %2293 to float
  %2295 = add i32 %1911, 128
  %2296 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2295) #8, !srcloc !25
  %2297 = bitcast i32 %2296 to float
  %2298 = add i32 %1911, 129
  %2299 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2298) #8, !srcloc !25
  %2300 = bitcast i32 %2299 to float
  %2301 = add i32 %1911, 130
  %2302 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2301) #8, !srcloc !25
  %2303 = bitcast i32 %2302 to float
  %2304 = add i32 %1911, 131
  %2305 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2304) #8, !srcloc !25
  %2306 = bitcast i32 %2305 to float
  %2307 = add i32 %1911, 132
  %2308 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2307) #8, !srcloc !25
  %2309 = bitcast i32 %2308 to float
  %2310 = add i32 %1911, 133
  %2311 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2310) #8, !srcloc !25
  %2312 = bitcast i32 %2311 to float
  %2313 = add i32 %1911, 134
  %2314 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2313) #8, !srcloc !25
  %2315 = bitcast i32 %2314 to float
  %2316 = add i32 %1911, 135
  %2317 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2316) #8, !srcloc !25
  %2318 = bitcast i32 %2317 to float
  %2319 = add i32 %1911, 136
  %2320 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2319) #8, !srcloc !25
  %2321 = bitcast i32 %2320 to float
  %2322 = add i32 %1911, 137
  %2323 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2322) #8, !srcloc !25
  %2324 = bitcast i32 %2323 to float
  %2325 = add i32 %1911, 138
  %2326 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2325) #8, !srcloc !25
  %2327 = bitcast i32 %2326 to float
  %2328 = add i32 %1911, 139
  %2329 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2328) #8, !srcloc !25
  %2330 = bitcast i32 %2329 to float
  %2331 = add i32 %1911, 140
  %2332 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2331) #8, !srcloc !25
  %2333 = bitcast i32 %2332 to float
  %2334 = add i32 %1911, 141
  %2335 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2334) #8, !srcloc !25
  %2336 = bitcast i32 %2335 to float
  %2337 = add i32 %1911, 142
  %2338 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2337) #8, !srcloc !25
  %2339 = bitcast i32 %2338 to float
  %2340 = add i32 %1911, 143
  %2341 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2340) #8, !srcloc !25
  %2342 = bitcast i32 %2341 to float
  %2343 = add i32 %1911, 144
  %2344 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2343) #8, !srcloc !25
  %2345 = bitcast i32 %2344 to float
  %2346 = add i32 %1911, 145
  %2347 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2346) #8, !srcloc !25
  %2348 = bitcast i32 %2347 to float
  %2349 = add i32 %1911, 146
  %2350 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2349) #8, !srcloc !25
  %2351 = bitcast i32 %2350 to float
  %2352 = add i32 %1911, 147
  %2353 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2352) #8, !srcloc !25
  %2354 = bitcast i32 %2353 to float
  %2355 = add i32 %1911, 148
  %2356 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2355) #8, !srcloc !25
  %2357 = bitcast i32 %2356 to float
  %2358 = add i32 %1911, 149
  %2359 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2358) #8, !srcloc !25
  %2360 = bitcast i32 %2359 to float
  %2361 = add i32 %1911, 150
  %2362 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2361) #8, !srcloc !25
  %2363 = bitcast i32 %2362 to float
  %2364 = add i32 %1911, 151
  %2365 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2364) #8, !srcloc !25
  %2366 = bitcast i32 %2365 to float
  %2367 = add i32 %1911, 152
  %2368 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2367) #8, !srcloc !25
  %2369 = bitcast i32 %2368 to float
  %2370 = add i32 %1911, 153
  %2371 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2370) #8, !srcloc !25
  %2372 = bitcast i32 %2371 to float
  %2373 = add i32 %1911, 154
  %2374 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2373) #8, !srcloc !25
  %2375 = bitcast i32 %2374 to float
  %2376 = add i32 %1911, 155
  %2377 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2376) #8, !srcloc !25
  %2378 = bitcast i32 %2377 to float
  %2379 = add i32 %1911, 156
  %2380 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2379) #8, !srcloc !25
  %2381 = bitcast i32 %2380 to float
  %2382 = add i32 %1911, 157
  %2383 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2382) #8, !srcloc !25
  %2384 = bitcast i32 %2383 to float
  %2385 = add i32 %1911, 158
  %2386 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2385) #8, !srcloc !25
  %2387 = bitcast i32 %2386 to float
  %2388 = add i32 %1911, 159
  %2389 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2388) #8, !srcloc !25
  %2390 = bitcast i32 %2389 to float
  %2391 = add i32 %1911, 160
  %2392 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2391) #8, !srcloc !25
  %2393 = bitcast i32 %2392 to float
  %2394 = add i32 %1911, 161
  %2395 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2394) #8, !srcloc !25
  %2396 = bitcast i32 %2395 to float
  %2397 = add i32 %1911, 162
  %2398 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2397) #8, !srcloc !25
  %2399 = bitcast i32 %2398 to float
  %2400 = add i32 %1911, 163
  %2401 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2400) #8, !srcloc !25
  %2402 = bitcast i32 %2401 to float
  %2403 = add i32 %1911, 164
  %2404 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2403) #8, !srcloc !25
  %2405 = bitcast i32 %2404 to float
  %2406 = add i32 %1911, 165
  %2407 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2406) #8, !srcloc !25
  %2408 = bitcast i32 %2407 to float
  %2409 = add i32 %1911, 166
  %2410 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2409) #8, !srcloc !25
  %2411 = bitcast i32 %2410 to float
  %2412 = add i32 %1911, 167
  %2413 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2412) #8, !srcloc !25
  %2414 = bitcast i32 %2413 to float
  %2415 = add i32 %1911, 168
  %2416 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2415) #8, !srcloc !25
  %2417 = bitcast i32 %2416 to float
  %2418 = add i32 %1911, 169
  %2419 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2418) #8, !srcloc !25
  %2420 = bitcast i32 %2419 to float
  %2421 = add i32 %1911, 170
  %2422 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2421) #8, !srcloc !25
  %2423 = bitcast i32 %2422 to float
  %2424 = add i32 %1911, 171
  %2425 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2424) #8, !srcloc !25
  %2426 = bitcast i32 %2425 to float
  %2427 = add i32 %1911, 172
  %2428 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2427) #8, !srcloc !25
  %2429 = bitcast i32 %2428 to float
  %2430 = add i32 %1911, 173
  %2431 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2430) #8, !srcloc !25
  %2432 = bitcast i32 %2431 to float
  %2433 = add i32 %1911, 174
  %2434 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2433) #8, !srcloc !25
  %2435 = bitcast i32 %2434 to float
  %2436 = add i32 %1911, 175
  %2437 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2436) #8, !srcloc !25
  %2438 = bitcast i32 %2437 to float
  %2439 = add i32 %1911, 176
  %2440 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2439) #8, !srcloc !25
  %2441 = bitcast i32 %2440 to float
  %2442 = add i32 %1911, 177
  %2443 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2442) #8, !srcloc !25
  %2444 = bitcast i32 %2443 to float
  %2445 = add i32 %1911, 178
  %2446 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2445) #8, !srcloc !25
  %2447 = bitcast i32 %2446 to float
  %2448 = add i32 %1911, 179
  %2449 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2448) #8, !srcloc !25
  %2450 = bitcast i32 %2449 to float
  %2451 = add i32 %1911, 180
  %2452 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2451) #8, !srcloc !25
  %2453 = bitcast i32 %2452 to float
  %2454 = add i32 %1911, 181
  %2455 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2454) #8, !srcloc !25
  %2456 = bitcast i32 %2455 to float
  %2457 = add i32 %1911, 182
  %2458 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2457) #8, !srcloc !25
  %2459 = bitcast i32 %2458 to float
  %2460 = add i32 %1911, 183
  %2461 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2460) #8, !srcloc !25
  %2462 = bitcast i32 %2461 to float
  %2463 = add i32 %1911, 184
  %2464 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2463) #8, !srcloc !25
  %2465 = bitcast i32 %2464 to float
  %2466 = add i32 %1911, 185
  %2467 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2466) #8, !srcloc !25
  %2468 = bitcast i32 %2467 to float
  %2469 = add i32 %1911, 186
  %2470 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2469) #8, !srcloc !25
  %2471 = bitcast i32 %2470 to float
  %2472 = add i32 %1911, 187
  %2473 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2472) #8, !srcloc !25
  %2474 = bitcast i32 %2473 to float
  %2475 = add i32 %1911, 188
  %2476 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2475) #8, !srcloc !25
  %2477 = bitcast i32 %2476 to float
  %2478 = add i32 %1911, 189
  %2479 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2478) #8, !srcloc !25
  %2480 = bitcast i32 %2479 to float
  %2481 = add i32 %1911, 190
  %2482 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2481) #8, !srcloc !25
  %2483 = bitcast i32 %2482 to float
  %2484 = add i32 %1911, 191
  %2485 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2484) #8, !srcloc !25
  %2486 = bitcast i32 %2485 to float
  %2487 = add i32 %1911, 192
  %2488 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2487) #8, !srcloc !25
  %2489 = bitcast i32 %2488 to float
  %2490 = add i32 %1911, 193
  %2491 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2490) #8, !srcloc !25
  %2492 = bitcast i32 %2491 to float
  %2493 = add i32 %1911, 194
  %2494 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2493) #8, !srcloc !25
  %2495 = bitcast i32 %2494 to float
  %2496 = add i32 %1911, 195
  %2497 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2496) #8, !srcloc !25
  %2498 = bitcast i32 %2497 to float
  %2499 = add i32 %1911, 196
  %2500 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2499) #8, !srcloc !25
  %2501 = bitcast i32 %2500 to float
  %2502 = add i32 %1911, 197
  %2503 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2502) #8, !srcloc !25
  %2504 = bitcast i32 %2503 to float
  %2505 = add i32 %1911, 198
  %2506 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2505) #8, !srcloc !25
  %2507 = bitcast i32 %2506 to float
  %2508 = add i32 %1911, 199
  %2509 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2508) #8, !srcloc !25
  %2510 = bitcast i32 %2509 to float
  %2511 = add i32 %1911, 200
  %2512 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2511) #8, !srcloc !25
  %2513 = bitcast i32 %2512 to float
  %2514 = add i32 %1911, 201
  %2515 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2514) #8, !srcloc !25
  %2516 = bitcast i32 %2515 to float
  %2517 = add i32 %1911, 202
  %2518 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2517) #8, !srcloc !25
  %2519 = bitcast i32 %2518 to float
  %2520 = add i32 %1911, 203
  %2521 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2520) #8, !srcloc !25
  %2522 = bitcast i32 %2521 to float
  %2523 = add i32 %1911, 204
  %2524 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2523) #8, !srcloc !25
  %2525 = bitcast i32 %2524 to float
  %2526 = add i32 %1911, 205
  %2527 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2526) #8, !srcloc !25
  %2528 = bitcast i32 %2527 to float
  %2529 = add i32 %1911, 206
  %2530 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2529) #8, !srcloc !25
  %2531 = bitcast i32 %2530 to float
  %2532 = add i32 %1911, 207
  %2533 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2532) #8, !srcloc !25
  %2534 = bitcast i32 %2533 to float
  %2535 = add i32 %1911, 208
  %2536 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2535) #8, !srcloc !25
  %2537 = bitcast i32 %2536 to float
  %2538 = add i32 %1911, 209
  %2539 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2538) #8, !srcloc !25
  %2540 = bitcast i32 %2539 to float
  %2541 = add i32 %1911, 210
  %2542 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2541) #8, !srcloc !25
  %2543 = bitcast i32 %2542 to float
  %2544 = add i32 %1911, 211
  %2545 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2544) #8, !srcloc !25
  %2546 = bitcast i32 %2545 to float
  %2547 = add i32 %1911, 212
  %2548 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2547) #8, !srcloc !25
  %2549 = bitcast i32 %2548 to float
  %2550 = add i32 %1911, 213
  %2551 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2550) #8, !srcloc !25
  %2552 = bitcast i32 %2551 to float
  %2553 = add i32 %1911, 214
  %2554 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2553) #8, !srcloc !25
  %2555 = bitcast i32 %2554 to float
  %2556 = add i32 %1911, 215
  %2557 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2556) #8, !srcloc !25
  %2558 = bitcast i32 %2557 to float
  %2559 = add i32 %1911, 216
  %2560 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2559) #8, !srcloc !25
  %2561 = bitcast i32 %2560 to float
  %2562 = add i32 %1911, 217
  %2563 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2562) #8, !srcloc !25
  %2564 = bitcast i32 %2563 to float
  %2565 = add i32 %1911, 218
  %2566 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2565) #8, !srcloc !25
  %2567 = bitcast i32 %2566 to float
  %2568 = add i32 %1911, 219
  %2569 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2568) #8, !srcloc !25
  %2570 = bitcast i32 %2569 to float
  %2571 = add i32 %1911, 220
  %2572 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2571) #8, !srcloc !25
  %2573 = bitcast i32 %2572 to float
  %2574 = add i32 %1911, 221
  %2575 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2574) #8, !srcloc !25
  %2576 = bitcast i32 %2575 to float
  %2577 = add i32 %1911, 222
  %2578 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2577) #8, !srcloc !25
  %2579 = bitcast i32 %2578 to float
  %2580 = add i32 %1911, 223
  %2581 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2580) #8, !srcloc !25
  %2582 = bitcast i32 %2581 to float
  %2583 = add i32 %1911, 224
  %2584 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2583) #8, !srcloc !25
  %2585 = bitcast i32 %2584 to float
  %2586 = add i32 %1911, 225
  %2587 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2586) #8, !srcloc !25
  %2588 = bitcast i32 %2587 to float
  %2589 = add i32 %1911, 226
  %2590 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2589) #8, !srcloc !25
  %2591 = bitcast i32 %2590 to float
  %2592 = add i32 %1911, 227
  %2593 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2592) #8, !srcloc !25
  %2594 = bitcast i32 %2593 to float
  %2595 = add i32 %1911, 228
  %2596 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2595) #8, !srcloc !25
  %2597 = bitcast i32 %2596 to float
  %2598 = add i32 %1911, 229
  %2599 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2598) #8, !srcloc !25
  %2600 = bitcast i32 %2599 to float
  %2601 = add i32 %1911, 230
  %2602 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2601) #8, !srcloc !25
  %2603 = bitcast i32 %2602 to float
  %2604 = add i32 %1911, 231
  %2605 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2604) #8, !srcloc !25
  %2606 = bitcast i32 %2605 to float
  %2607 = add i32 %1911, 232
  %2608 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2607) #8, !srcloc !25
  %2609 = bitcast i32 %2608 to float
  %2610 = add i32 %1911, 233
  %2611 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2610) #8, !srcloc !25
  %2612 = bitcast i32 %2611 to float
  %2613 = add i32 %1911, 234
  %2614 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2613) #8, !srcloc !25
  %2615 = bitcast i32 %2614 to float
  %2616 = add i32 %1911, 235
  %2617 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2616) #8, !srcloc !25
  %2618 = bitcast i32 %2617 to float
  %2619 = add i32 %1911, 236
  %2620 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2619) #8, !srcloc !25
  %2621 = bitcast i32 %2620 to float
  %2622 = add i32 %1911, 237
  %2623 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2622) #8, !srcloc !25
  %2624 = bitcast i32 %2623 to float
  %2625 = add i32 %1911, 238
  %2626 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2625) #8, !srcloc !25
  %2627 = bitcast i32 %2626 to float
  %2628 = add i32 %1911, 239
  %2629 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2628) #8, !srcloc !25
  %2630 = bitcast i32 %2629 to float
  %2631 = add i32 %1911, 240
  %2632 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2631) #8, !srcloc !25
  %2633 = bitcast i32 %2632 to float
  %2634 = add i32 %1911, 241
  %2635 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2634) #8, !srcloc !25
  %2636 = bitcast i32 %2635 to float
  %2637 = add i32 %1911, 242
  %2638 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2637) #8, !srcloc !25
  %2639 = bitcast i32 %2638 to float
  %2640 = add i32 %1911, 243
  %2641 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2640) #8, !srcloc !25
  %2642 = bitcast i32 %2641 to float
  %2643 = add i32 %1911, 244
  %2644 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2643) #8, !srcloc !25
  %2645 = bitcast i32 %2644 to float
  %2646 = add i32 %1911, 245
  %2647 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2646) #8, !srcloc !25
  %2648 = bitcast i32 %2647 to float
  %2649 = add i32 %1911, 246
  %2650 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2649) #8, !srcloc !25
  %2651 = bitcast i32 %2650 to float
  %2652 = add i32 %1911, 247
  %2653 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2652) #8, !srcloc !25
  %2654 = bitcast i32 %2653 to float
  %2655 = add i32 %1911, 248
  %2656 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2655) #8, !srcloc !25
  %2657 = bitcast i32 %2656 to float
  %2658 = add i32 %1911, 249
  %2659 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2658) #8, !srcloc !25
  %2660 = bitcast i32 %2659 to float
  %2661 = add i32 %1911, 250
  %2662 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2661) #8, !srcloc !25
  %2663 = bitcast i32 %2662 to float
  %2664 = add i32 %1911, 251
  %2665 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2664) #8, !srcloc !25
  %2666 = bitcast i32 %2665 to float
  %2667 = add i32 %1911, 252
  %2668 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2667) #8, !srcloc !25
  %2669 = bitcast i32 %2668 to float
  %2670 = add i32 %1911, 253
  %2671 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2670) #8, !srcloc !25
  %2672 = bitcast i32 %2671 to float
  %2673 = add i32 %1911, 254
  %2674 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2673) #8, !srcloc !25
  %2675 = bitcast i32 %2674 to float
  %2676 = add i32 %1911, 255
  %2677 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %2676) #8, !srcloc !25
  %2678 = bitcast i32 %2677 to float
  %2679 = fcmp contract oeq float %10, 0.000000e+00
  %2680 = fmul contract float %9, %1913
  %2681 = fmul contract float %10, %1398
  %2682 = fadd contract float %2680, %2681
  %2683 = select contract i1 %2679, float %2680, float %2682
  %2684 = fmul contract float %9, %1916
  %2685 = fmul contract float %9, %1916
  %2686 = fmul contract float %10, %1400
  %2687 = fadd contract float %2685, %2686
  %2688 = select contract i1 %2679, float %2684, float %2687
  %2689 = fmul contract float %9, %1919
  %2690 = fmul contract float %9, %1919
  %2691 = fmul contract float %10, %1402
  %2692 = fadd contract float %2690, %2691
  %2693 = select contract i1 %2679, float %2689, float %2692
  %2694 = fmul contract float %9, %1922
  %2695 = fmul contract float %9, %1922
  %2696 = fmul contract float %10, %1404
  %2697 = fadd contract float %2695, %2696
  %2698 = select contract i1 %2679, float %2694, float %2697
  %2699 = fmul contract float %9, %1925
  %2700 = fmul contract float %9, %1925
  %2701 = fmul contract float %10, %1406
  %2702 = fadd contract float %2700, %2701
  %2703 = select contract i1 %2679, float %2699, float %2702
  %2704 = fmul contract float %9, %1928
  %2705 = fmul contract float %9, %1928
  %2706 = fmul contract float %10, %1408
  %2707 = fadd contract float %2705, %2706
  %2708 = select contract i1 %2679, float %2704, float %2707
  %2709 = fmul contract float %9, %1931
  %2710 = fmul contract float %9, %1931
  %2711 = fmul contract float %10, %1410
  %2712 = fadd contract float %2710, %2711
  %2713 = select contract i1 %2679, float %2709, float %2712
  %2714 = fmul contract float %9, %1934
  %2715 = fmul contract float %9, %1934
  %2716 = fmul contract float %10, %1412
  %2717 = fadd contract float %2715, %2716
  %2718 = select contract i1 %2679, float %2714, float %2717
  %2719 = fmul contract float %9, %1937
  %2720 = fmul contract float %9, %1937
  %2721 = fmul contract float %10, %1414
  %2722 = fadd contract float %2720, %2721
  %2723 = select contract i1 %2679, float %2719, float %2722
  %2724 = fmul contract float %9, %1940
  %2725 = fmul contract float %9, %1940
  %2726 = fmul contract float %10, %1416
  %2727 = fadd contract float %2725, %2726
  %2728 = select contract i1 %2679, float %2724, float %2727
  %2729 = fmul contract float %9, %1943
  %2730 = fmul contract float %9, %1943
  %2731 = fmul contract float %10, %1418
  %2732 = fadd contract float %2730, %2731
  %2733 = select contract i1 %2679, float %2729, float %2732
  %2734 = fmul contract float %9, %1946
  %2735 = fmul contract float %9, %1946
  %2736 = fmul contract float %10, %1420
  %2737 = fadd contract float %2735, %2736
  %2738 = select contract i1 %2679, float %2734, float %2737
  %2739 = fmul contract float %9, %1949
  %2740 = fmul contract float %9, %1949
  %2741 = fmul contract float %10, %1422
  %2742 = fadd contract float %2740, %2741
  %2743 = select contract i1 %2679, float %2739, float %2742
  %2744 = fmul contract float %9, %1952
  %2745 = fmul contract float %9, %1952
  %2746 = fmul contract float %10, %1424
  %2747 = fadd contract float %2745, %2746
  %2748 = select contract i1 %2679, float %2744, float %2747
  %2749 = fmul contract float %9, %1955
  %2750 = fmul contract float %9, %1955
  %2751 = fmul contract float %10, %1426
  %2752 = fadd contract float %2750, %2751
  %2753 = select contract i1 %2679, float %2749, float %2752
  %2754 = fmul contract float %9, %1958
  %2755 = fmul contract float %9, %1958
  %2756 = fmul contract float %10, %1428
  %2757 = fadd contract float %2755, %2756
  %2758 = select contract i1 %2679, float %2754, float %2757
  %2759 = fmul contract float %9, %1961
  %2760 = fmul contract float %9, %1961
  %2761 = fmul contract float %10, %1430
  %2762 = fadd contract float %2760, %2761
  %2763 = select contract i1 %2679, float %2759, float %2762
  %2764 = fmul contract float %9, %1964
  %2765 = fmul contract float %9, %1964
  %2766 = fmul contract float %10, %1432
  %2767 = fadd contract float %2765, %2766
  %2768 = select contract i1 %2679, float %2764, float %2767
  %2769 = fmul contract float %9, %1967
  %2770 = fmul contract float %9, %1967
  %2771 = fmul contract float %10, %1434
  %2772 = fadd contract float %2770, %2771
  %2773 = select contract i1 %2679, float %2769, float %2772
  %2774 = fmul contract float %9, %1970
  %2775 = fmul contract float %9, %1970
  %2776 = fmul contract float %10, %1436
  %2777 = fadd contract float %2775, %2776
  %2778 = select contract i1 %2679, float %2774, float %2777
  %2779 = fmul contract float %9, %1973
  %2780 = fmul contract float %9, %1973
  %2781 = fmul contract float %10, %1438
  %2782 = fadd contract float %2780, %2781
  %2783 = select contract i1 %2679, float %2779, float %2782
  %2784 = fmul contract float %9, %1976
  %2785 = fmul contract float %9, %1976
  %2786 = fmul contract float %10, %1440
  %2787 = fadd contract float %2785, %2786
  %2788 = select contract i1 %2679, float %2784, float %2787
  %2789 = fmul contract float %9, %1979
  %2790 = fmul contract float %9, %1979
  %2791 = fmul contract float %10, %1442
  %2792 = fadd contract float %2790, %2791
  %2793 = select contract i1 %2679, float %2789, float %2792
  %2794 = fmul contract float %9, %1982
  %2795 = fmul contract float %9, %1982
  %2796 = fmul contract float %10, %1444
  %2797 = fadd contract float %2795, %2796
  %2798 = select contract i1 %2679, float %2794, float %2797
  %2799 = fmul contract float %9, %1985
  %2800 = fmul contract float %9, %1985
  %2801 = fmul contract float %10, %1446
  %2802 = fadd contract float %2800, %2801
  %2803 = select contract i1 %2679, float %2799, float %2802
  %2804 = fmul contract float %9, %1988
  %2805 = fmul contract float %9, %1988
  %2806 = fmul contract float %10, %1448
  %2807 = fadd contract float %2805, %2806
  %2808 = select contract i1 %2679, float %2804, float %2807
  %2809 = fmul contract float %9, %1991
  %2810 = fmul contract float %9, %1991
  %2811 = fmul contract float %10, %1450
  %2812 = fadd contract float %2810, %2811
  %2813 = select contract i1 %2679, float %2809, float %2812
  %2814 = fmul contract float %9, %1994
  %2815 = fmul contract float %9, %1994
  %2816 = fmul contract float %10, %1452
  %2817 = fadd contract float %2815, %2816
  %2818 = select contract i1 %2679, float %2814, float %2817
  %2819 = fmul contract float %9, %1997
  %2820 = fmul contract float %9, %1997
  %2821 = fmul contract float %10, %1454
  %2822 = fadd contract float %2820, %2821
  %2823 = select contract i1 %2679, float %2819, float %2822
  %2824 = fmul contract float %9, %2000
  %2825 = fmul contract float %9, %2000
  %2826 = fmul contract float %10, %1456
  %2827 = fadd contract float %2825, %2826
  %2828 = select contract i1 %2679, float %2824, float %2827
  %2829 = fmul contract float %9, %2003
  %2830 = fmul contract float %9, %2003
  %2831 = fmul contract float %10, %1458
  %2832 = fadd contract float %2830, %2831
  %2833 = select contract i1 %2679, float %2829, float %2832
  %2834 = fmul contract float %9, %2006
  %2835 = fmul contract float %9, %2006
  %2836 = fmul contract float %10, %1460
  %2837 = fadd contract float %2835, %2836
  %2838 = select contract i1 %2679, float %2834, float %2837
  %2839 = fmul contract float %9, %2009
  %2840 = fmul contract float %9, %2009
  %2841 = fmul contract float %10, %1462
  %2842 = fadd contract float %2840, %2841
  %2843 = select contract i1 %2679, float %2839, float %2842
  %2844 = fmul contract float %9, %2012
  %2845 = fmul contract float %9, %2012
  %2846 = fmul contract float %10, %1464
  %2847 = fadd contract float %2845, %2846
  %2848 = select contract i1 %2679, float %2844, float %2847
  %2849 = fmul contract float %9, %2015
  %2850 = fmul contract float %9, %2015
  %2851 = fmul contract float %10, %1466
  %2852 = fadd contract float %2850, %2851
  %2853 = select contract i1 %2679, float %2849, float %2852
  %2854 = fmul contract float %9, %2018
  %2855 = fmul contract float %9, %2018
  %2856 = fmul contract float %10, %1468
  %2857 = fadd contract float %2855, %2856
  %2858 = select contract i1 %2679, float %2854, float %2857
  %2859 = fmul contract float %9, %2021
  %2860 = fmul contract float %9, %2021
  %2861 = fmul contract float %10, %1470
  %2862 = fadd contract float %2860, %2861
  %2863 = select contract i1 %2679, float %2859, float %2862
  %2864 = fmul contract float %9, %2024
  %2865 = fmul contract float %9, %2024
  %2866 = fmul contract float %10, %1472
  %2867 = fadd contract float %2865, %2866
  %2868 = select contract i1 %2679, float %2864, float %2867
  %2869 = fmul contract float %9, %2027
  %2870 = fmul contract float %9, %2027
  %2871 = fmul contract float %10, %1474
  %2872 = fadd contract float %2870, %2871
  %2873 = select contract i1 %2679, float %2869, float %2872
  %2874 = fmul contract float %9, %2030
  %2875 = fmul contract float %9, %2030
  %2876 = fmul contract float %10, %1476
  %2877 = fadd contract float %2875, %2876
  %2878 = select contract i1 %2679, float %2874, float %2877
  %2879 = fmul contract float %9, %2033
  %2880 = fmul contract float %9, %2033
  %2881 = fmul contract float %10, %1478
  %2882 = fadd contract float %2880, %2881
  %2883 = select contract i1 %2679, float %2879, float %2882
  %2884 = fmul contract float %9, %2036
  %2885 = fmul contract float %9, %2036
  %2886 = fmul contract float %10, %1480
  %2887 = fadd contract float %2885, %2886
  %2888 = select contract i1 %2679, float %2884, float %2887
  %2889 = fmul contract float %9, %2039
  %2890 = fmul contract float %9, %2039
  %2891 = fmul contract float %10, %1482
  %2892 = fadd contract float %2890, %2891
  %2893 = select contract i1 %2679, float %2889, float %2892
  %2894 = fmul contract float %9, %2042
  %2895 = fmul contract float %9, %2042
  %2896 = fmul contract float %10, %1484
  %2897 = fadd contract float %2895, %2896
  %2898 = select contract i1 %2679, float %2894, float %2897
  %2899 = fmul contract float %9, %2045
  %2900 = fmul contract float %9, %2045
  %2901 = fmul contract float %10, %1486
  %2902 = fadd contract float %2900, %2901
  %2903 = select contract i1 %2679, float %2899, float %2902
  %2904 = fmul contract float %9, %2048
  %2905 = fmul contract float %9, %2048
  %2906 = fmul contract float %10, %1488
  %2907 = fadd contract float %2905, %2906
  %2908 = select contract i1 %2679, float %2904, float %2907
  %2909 = fmul contract float %9, %2051
  %2910 = fmul contract float %9, %2051
  %2911 = fmul contract float %10, %1490
  %2912 = fadd contract float %2910, %2911
  %2913 = select contract i1 %2679, float %2909, float %2912
  %2914 = fmul contract float %9, %2054
  %2915 = fmul contract float %9, %2054
  %2916 = fmul contract float %10, %1492
  %2917 = fadd contract float %2915, %2916
  %2918 = select contract i1 %2679, float %2914, float %2917
  %2919 = fmul contract float %9, %2057
  %2920 = fmul contract float %9, %2057
  %2921 = fmul contract float %10, %1494
  %2922 = fadd contract float %2920, %2921
  %2923 = select contract i1 %2679, float %2919, float %2922
  %2924 = fmul contract float %9, %2060
  %2925 = fmul contract float %9, %2060
  %2926 = fmul contract float %10, %1496
  %2927 = fadd contract float %2925, %2926
  %2928 = select contract i1 %2679, float %2924, float %2927
  %2929 = fmul contract float %9, %2063
  %2930 = fmul contract float %9, %2063
  %2931 = fmul contract float %10, %1498
  %2932 = fadd contract float %2930, %2931
  %2933 = select contract i1 %2679, float %2929, float %2932
  %2934 = fmul contract float %9, %2066
  %2935 = fmul contract float %9, %2066
  %2936 = fmul contract float %10, %1500
  %2937 = fadd contract float %2935, %2936
  %2938 = select contract i1 %2679, float %2934, float %2937
  %2939 = fmul contract float %9, %2069
  %2940 = fmul contract float %9, %2069
  %2941 = fmul contract float %10, %1502
  %2942 = fadd contract float %2940, %2941
  %2943 = select contract i1 %2679, float %2939, float %2942
  %2944 = fmul contract float %9, %2072
  %2945 = fmul contract float %9, %2072
  %2946 = fmul contract float %10, %1504
  %2947 = fadd contract float %2945, %2946
  %2948 = select contract i1 %2679, float %2944, float %2947
  %2949 = fmul contract float %9, %2075
  %2950 = fmul contract float %9, %2075
  %2951 = fmul contract float %10, %1506
  %2952 = fadd contract float %2950, %2951
  %2953 = select contract i1 %2679, float %2949, float %2952
  %2954 = fmul contract float %9, %2078
  %2955 = fmul contract float %9, %2078
  %2956 = fmul contract float %10, %1508
  %2957 = fadd contract float %2955, %2956
  %2958 = select contract i1 %2679, float %2954, float %2957
  %2959 = fmul contract float %9, %2081
  %2960 = fmul contract float %9, %2081
  %2961 = fmul contract float %10, %1510
  %2962 = fadd contract float %2960, %2961
  %2963 = select contract i1 %2679, float %2959, float %2962
  %2964 = fmul contract float %9, %2084
  %2965 = fmul contract float %9, %2084
  %2966 = fmul contract float %10, %1512
  %2967 = fadd contract float %2965, %2966
  %2968 = select contract i1 %2679, float %2964, float %2967
  %2969 = fmul contract float %9, %2087
  %2970 = fmul contract float %9, %2087
  %2971 = fmul contract float %10, %1514
  %2972 = fadd contract float %2970, %2971
  %2973 = select contract i1 %2679, float %2969, float %2972
  %2974 = fmul contract float %9, %2090
  %2975 = fmul contract float %9, %2090
  %2976 = fmul contract float %10, %1516
  %2977 = fadd contract float %2975, %2976
  %2978 = select contract i1 %2679, float %2974, float %2977
  %2979 = fmul contract float %9, %2093
  %2980 = fmul contract float %9, %2093
  %2981 = fmul contract float %10, %1518
  %2982 = fadd contract float %2980, %2981
  %2983 = select contract i1 %2679, float %2979, float %2982
  %2984 = fmul contract float %9, %2096
  %2985 = fmul contract float %9, %2096
  %2986 = fmul contract float %10, %1520
  %2987 = fadd contract float %2985, %2986
  %2988 = select contract i1 %2679, float %2984, float %2987
  %2989 = fmul contract float %9, %2099
  %2990 = fmul contract float %9, %2099
  %2991 = fmul contract float %10, %1522
  %2992 = fadd contract float %2990, %2991
  %2993 = select contract i1 %2679, float %2989, float %2992
  %2994 = fmul contract float %9, %2102
  %2995 = fmul contract float %9, %2102
  %2996 = fmul contract float %10, %1524
  %2997 = fadd contract float %2995, %2996
  %2998 = select contract i1 %2679, float %2994, float %2997
  %2999 = fmul contract float %9, %2105
  %3000 = fmul contract float %9, %2105
  %3001 = fmul contract float %10, %1526
  %3002 = fadd contract float %3000, %3001
  %3003 = select contract i1 %2679, float %2999, float %3002
  %3004 = fmul contract float %9, %2108
  %3005 = fmul contract float %9, %2108
  %3006 = fmul contract float %10, %1528
  %3007 = fadd contract float %3005, %3006
  %3008 = select contract i1 %2679, float %3004, float %3007
  %3009 = fmul contract float %9, %2111
  %3010 = fmul contract float %9, %2111
  %3011 = fmul contract float %10, %1530
  %3012 = fadd contract float %3010, %3011
  %3013 = select contract i1 %2679, float %3009, float %3012
  %3014 = fmul contract float %9, %2114
  %3015 = fmul contract float %9, %2114
  %3016 = fmul contract float %10, %1532
  %3017 = fadd contract float %3015, %3016
  %3018 = select contract i1 %2679, float %3014, float %3017
  %3019 = fmul contract float %9, %2117
  %3020 = fmul contract float %9, %2117
  %3021 = fmul contract float %10, %1534
  %3022 = fadd contract float %3020, %3021
  %3023 = select contract i1 %2679, float %3019, float %3022
  %3024 = fmul contract float %9, %2120
  %3025 = fmul contract float %9, %2120
  %3026 = fmul contract float %10, %1536
  %3027 = fadd contract float %3025, %3026
  %3028 = select contract i1 %2679, float %3024, float %3027
  %3029 = fmul contract float %9, %2123
  %3030 = fmul contract float %9, %2123
  %3031 = fmul contract float %10, %1538
  %3032 = fadd contract float %3030, %3031
  %3033 = select contract i1 %2679, float %3029, float %3032
  %3034 = fmul contract float %9, %2126
  %3035 = fmul contract float %9, %2126
  %3036 = fmul contract float %10, %1540
  %3037 = fadd contract float %3035, %3036
  %3038 = select contract i1 %2679, float %3034, float %3037
  %3039 = fmul contract float %9, %2129
  %3040 = fmul contract float %9, %2129
  %3041 = fmul contract float %10, %1542
  %3042 = fadd contract float %3040, %3041
  %3043 = select contract i1 %2679, float %3039, float %3042
  %3044 = fmul contract float %9, %2132
  %3045 = fmul contract float %9, %2132
  %3046 = fmul contract float %10, %1544
  %3047 = fadd contract float %3045, %3046
  %3048 = select contract i1 %2679, float %3044, float %3047
  %3049 = fmul contract float %9, %2135
  %3050 = fmul contract float %9, %2135
  %3051 = fmul contract float %10, %1546
  %3052 = fadd contract float %3050, %3051
  %3053 = select contract i1 %2679, float %3049, float %3052
  %3054 = fmul contract float %9, %2138
  %3055 = fmul contract float %9, %2138
  %3056 = fmul contract float %10, %1548
  %3057 = fadd contract float %3055, %3056
  %3058 = select contract i1 %2679, float %3054, float %3057
  %3059 = fmul contract float %9, %2141
  %3060 = fmul contract float %9, %2141
  %3061 = fmul contract float %10, %1550
  %3062 = fadd contract float %3060, %3061
  %3063 = select contract i1 %2679, float %3059, float %3062
  %3064 = fmul contract float %9, %2144
  %3065 = fmul contract float %9, %2144
  %3066 = fmul contract float %10, %1552
  %3067 = fadd contract float %3065, %3066
  %3068 = select contract i1 %2679, float %3064, float %3067
  %3069 = fmul contract float %9, %2147
  %3070 = fmul contract float %9, %2147
  %3071 = fmul contract float %10, %1554
  %3072 = fadd contract float %3070, %3071
  %3073 = select contract i1 %2679, float %3069, float %3072
  %3074 = fmul contract float %9, %2150
  %3075 = fmul contract float %9, %2150
  %3076 = fmul contract float %10, %1556
  %3077 = fadd contract float %3075, %3076
  %3078 = select contract i1 %2679, float %3074, float %3077
  %3079 = fmul contract float %9, %2153
  %3080 = fmul contract float %9, %2153
  %3081 = fmul contract float %10, %1558
  %3082 = fadd contract float %3080, %3081
  %3083 = select contract i1 %2679, float %3079, float %3082
  %3084 = fmul contract float %9, %2156
  %3085 = fmul contract float %9, %2156
  %3086 = fmul contract float %10, %1560
  %3087 = fadd contract float %3085, %3086
  %3088 = select contract i1 %2679, float %3084, float %3087
  %3089 = fmul contract float %9, %2159
  %3090 = fmul contract float %9, %2159
  %3091 = fmul contract float %10, %1562
  %3092 = fadd contract float %3090, %3091
  %3093 = select contract i1 %2679, float %3089, float %3092
  %3094 = fmul contract float %9, %2162
  %3095 = fmul contract float %9, %2162
  %3096 = fmul contract float %10, %1564
  %3097 = fadd contract float %3095, %3096
  %3098 = select contract i1 %2679, float %3094, float %3097
  %3099 = fmul contract float %9, %2165
  %3100 = fmul contract float %9, %2165
  %3101 = fmul contract float %10, %1566
  %3102 = fadd contract float %3100, %3101
  %3103 = select contract i1 %2679, float %3099, float %3102
  %3104 = fmul contract float %9, %2168
  %3105 = fmul contract float %9, %2168
  %3106 = fmul contract float %10, %1568
  %3107 = fadd contract float %3105, %3106
  %3108 = select contract i1 %2679, float %3104, float %3107
  %3109 = fmul contract float %9, %2171
  %3110 = fmul contract float %9, %2171
  %3111 = fmul contract float %10, %1570
  %3112 = fadd contract float %3110, %3111
  %3113 = select contract i1 %2679, float %3109, float %3112
  %3114 = fmul contract float %9, %2174
  %3115 = fmul contract float %9, %2174
  %3116 = fmul contract float %10, %1572
  %3117 = fadd contract float %3115, %3116
  %3118 = select contract i1 %2679, float %3114, float %3117
  %3119 = fmul contract float %9, %2177
  %3120 = fmul contract float %9, %2177
  %3121 = fmul contract float %10, %1574
  %3122 = fadd contract float %3120, %3121
  %3123 = select contract i1 %2679, float %3119, float %3122
  %3124 = fmul contract float %9, %2180
  %3125 = fmul contract float %9, %2180
  %3126 = fmul contract float %10, %1576
  %3127 = fadd contract float %3125, %3126
  %3128 = select contract i1 %2679, float %3124, float %3127
  %3129 = fmul contract float %9, %2183
  %3130 = fmul contract float %9, %2183
  %3131 = fmul contract float %10, %1578
  %3132 = fadd contract float %3130, %3131
  %3133 = select contract i1 %2679, float %3129, float %3132
  %3134 = fmul contract float %9, %2186
  %3135 = fmul contract float %9, %2186
  %3136 = fmul contract float %10, %1580
  %3137 = fadd contract float %3135, %3136
  %3138 = select contract i1 %2679, float %3134, float %3137
  %3139 = fmul contract float %9, %2189
  %3140 = fmul contract float %9, %2189
  %3141 = fmul contract float %10, %1582
  %3142 = fadd contract float %3140, %3141
  %3143 = select contract i1 %2679, float %3139, float %3142
  %3144 = fmul contract float %9, %2192
  %3145 = fmul contract float %9, %2192
  %3146 = fmul contract float %10, %1584
  %3147 = fadd contract float %3145, %3146
  %3148 = select contract i1 %2679, float %3144, float %3147
  %3149 = fmul contract float %9, %2195
  %3150 = fmul contract float %9, %2195
  %3151 = fmul contract float %10, %1586
  %3152 = fadd contract float %3150, %3151
  %3153 = select contract i1 %2679, float %3149, float %3152
  %3154 = fmul contract float %9, %2198
  %3155 = fmul contract float %9, %2198
  %3156 = fmul contract float %10, %1588
  %3157 = fadd contract float %3155, %3156
  %3158 = select contract i1 %2679, float %3154, float %3157
  %3159 = fmul contract float %9, %2201
  %3160 = fmul contract float %9, %2201
  %3161 = fmul contract float %10, %1590
  %3162 = fadd contract float %3160, %3161
  %3163 = select contract i1 %2679, float %3159, float %3162
  %3164 = fmul contract float %9, %2204
  %3165 = fmul contract float %9, %2204
  %3166 = fmul contract float %10, %1592
  %3167 = fadd contract float %3165, %3166
  %3168 = select contract i1 %2679, float %3164, float %3167
  %3169 = fmul contract float %9, %2207
  %3170 = fmul contract float %9, %2207
  %3171 = fmul contract float %10, %1594
  %3172 = fadd contract float %3170, %3171
  %3173 = select contract i1 %2679, float %3169, float %3172
  %3174 = fmul contract float %9, %2210
  %3175 = fmul contract float %9, %2210
  %3176 = fmul contract float %10, %1596
  %3177 = fadd contract float %3175, %3176
  %3178 = select contract i1 %2679, float %3174, float %3177
  %3179 = fmul contract float %9, %2213
  %3180 = fmul contract float %9, %2213
  %3181 = fmul contract float %10, %1598
  %3182 = fadd contract float %3180, %3181
  %3183 = select contract i1 %2679, float %3179, float %3182
  %3184 = fmul contract float %9, %2216
  %3185 = fmul contract float %9, %2216
  %3186 = fmul contract float %10, %1600
  %3187 = fadd contract float %3185, %3186
  %3188 = select contract i1 %2679, float %3184, float %3187
  %3189 = fmul contract float %9, %2219
  %3190 = fmul contract float %9, %2219
  %3191 = fmul contract float %10, %1602
  %3192 = fadd contract float %3190, %3191
  %3193 = select contract i1 %2679, float %3189, float %3192
  %3194 = fmul contract float %9, %2222
  %3195 = fmul contract float %9, %2222
  %3196 = fmul contract float %10, %1604
  %3197 = fadd contract float %3195, %3196
  %3198 = select contract i1 %2679, float %3194, float %3197
  %3199 = fmul contract float %9, %2225
  %3200 = fmul contract float %9, %2225
  %3201 = fmul contract float %10, %1606
  %3202 = fadd contract float %3200, %3201
  %3203 = select contract i1 %2679, float %3199, float %3202
  %3204 = fmul contract float %9, %2228
  %3205 = fmul contract float %9, %2228
  %3206 = fmul contract float %10, %1608
  %3207 = fadd contract float %3205, %3206
  %3208 = select contract i1 %2679, float %3204, float %3207
  %3209 = fmul contract float %9, %2231
  %3210 = fmul contract float %9, %2231
  %3211 = fmul contract float %10, %1610
  %3212 = fadd contract float %3210, %3211
  %3213 = select contract i1 %2679, float %3209, float %3212
  %3214 = fmul contract float %9, %2234
  %3215 = fmul contract float %9, %2234
  %3216 = fmul contract float %10, %1612
  %3217 = fadd contract float %3215, %3216
  %3218 = select contract i1 %2679, float %3214, float %3217
  %3219 = fmul contract float %9, %2237
  %3220 = fmul contract float %9, %2237
  %3221 = fmul contract float %10, %1614
  %3222 = fadd contract float %3220, %3221
  %3223 = select contract i1 %2679, float %3219, float %3222
  %3224 = fmul contract float %9, %2240
  %3225 = fmul contract float %9, %2240
  %3226 = fmul contract float %10, %1616
  %3227 = fadd contract float %3225, %3226
  %3228 = select contract i1 %2679, float %3224, float %3227
  %3229 = fmul contract float %9, %2243
  %3230 = fmul contract float %9, %2243
  %3231 = fmul contract float %10, %1618
  %3232 = fadd contract float %3230, %3231
  %3233 = select contract i1 %2679, float %3229, float %3232
  %3234 = fmul contract float %9, %2246
  %3235 = fmul contract float %9, %2246
  %3236 = fmul contract float %10, %1620
  %3237 = fadd contract float %3235, %3236
  %3238 = select contract i1 %2679, float %3234, float %3237
  %3239 = fmul contract float %9, %2249
  %3240 = fmul contract float %9, %2249
  %3241 = fmul contract float %10, %1622
  %3242 = fadd contract float %3240, %3241
  %3243 = select contract i1 %2679, float %3239, float %3242
  %3244 = fmul contract float %9, %2252
  %3245 = fmul contract float %9, %2252
  %3246 = fmul contract float %10, %1624
  %3247 = fadd contract float %3245, %3246
  %3248 = select contract i1 %2679, float %3244, float %3247
  %3249 = fmul contract float %9, %2255
  %3250 = fmul contract float %9, %2255
  %3251 = fmul contract float %10, %1626
  %3252 = fadd contract float %3250, %3251
  %3253 = select contract i1 %2679, float %3249, float %3252
  %3254 = fmul contract float %9, %2258
  %3255 = fmul contract float %9, %2258
  %3256 = fmul contract float %10, %1628
  %3257 = fadd contract float %3255, %3256
  %3258 = select contract i1 %2679, float %3254, float %3257
  %3259 = fmul contract float %9, %2261
  %3260 = fmul contract float %9, %2261
  %3261 = fmul contract float %10, %1630
  %3262 = fadd contract float %3260, %3261
  %3263 = select contract i1 %2679, float %3259, float %3262
  %3264 = fmul contract float %9, %2264
  %3265 = fmul contract float %9, %2264
  %3266 = fmul contract float %10, %1632
  %3267 = fadd contract float %3265, %3266
  %3268 = select contract i1 %2679, float %3264, float %3267
  %3269 = fmul contract float %9, %2267
  %3270 = fmul contract float %9, %2267
  %3271 = fmul contract float %10, %1634
  %3272 = fadd contract float %3270, %3271
  %3273 = select contract i1 %2679, float %3269, float %3272
  %3274 = fmul contract float %9, %2270
  %3275 = fmul contract float %9, %2270
  %3276 = fmul contract float %10, %1636
  %3277 = fadd contract float %3275, %3276
  %3278 = select contract i1 %2679, float %3274, float %3277
  %3279 = fmul contract float %9, %2273
  %3280 = fmul contract float %9, %2273
  %3281 = fmul contract float %10, %1638
  %3282 = fadd contract float %3280, %3281
  %3283 = select contract i1 %2679, float %3279, float %3282
  %3284 = fmul contract float %9, %2276
  %3285 = fmul contract float %9, %2276
  %3286 = fmul contract float %10, %1640
  %3287 = fadd contract float %3285, %3286
  %3288 = select contract i1 %2679, float %3284, float %3287
  %3289 = fmul contract float %9, %2279
  %3290 = fmul contract float %9, %2279
  %3291 = fmul contract float %10, %1642
  %3292 = fadd contract float %3290, %3291
  %3293 = select contract i1 %2679, float %3289, float %3292
  %3294 = fmul contract float %9, %2282
  %3295 = fmul contract float %9, %2282
  %3296 = fmul contract float %10, %1644
  %3297 = fadd contract float %3295, %3296
  %3298 = select contract i1 %2679, float %3294, float %3297
  %3299 = fmul contract float %9, %2285
  %3300 = fmul contract float %9, %2285
  %3301 = fmul contract float %10, %1646
  %3302 = fadd contract float %3300, %3301
  %3303 = select contract i1 %2679, float %3299, float %3302
  %3304 = fmul contract float %9, %2288
  %3305 = fmul contract float %9, %2288
  %3306 = fmul contract float %10, %1648
  %3307 = fadd contract float %3305, %3306
  %3308 = select contract i1 %2679, float %3304, float %3307
  %3309 = fmul contract float %9, %2291
  %3310 = fmul contract float %9, %2291
  %3311 = fmul contract float %10, %1650
  %3312 = fadd contract float %3310, %3311
  %3313 = select contract i1 %2679, float %3309, float %3312
  %3314 = fmul contract float %9, %2294
  %3315 = fmul contract float %9, %2294
  %3316 = fmul contract float %10, %1652
  %3317 = fadd contract float %3315, %3316
  %3318 = select contract i1 %2679, float %3314, float %3317
  %3319 = fmul contract float %9, %2297
  %3320 = fmul contract float %9, %2297
  %3321 = fmul contract float %10, %1654
  %3322 = fadd contract float %3320, %3321
  %3323 = select contract i1 %2679, float %3319, float %3322
  %3324 = fmul contract float %9, %2300
  %3325 = fmul contract float %9, %2300
  %3326 = fmul contract float %10, %1656
  %3327 = fadd contract float %3325, %3326
  %3328 = select contract i1 %2679, float %3324, float %3327
  %3329 = fmul contract float %9, %2303
  %3330 = fmul contract float %9, %2303
  %3331 = fmul contract float %10, %1658
  %3332 = fadd contract float %3330, %3331
  %3333 = select contract i1 %2679, float %3329, float %3332
  %3334 = fmul contract float %9, %2306
  %3335 = fmul contract float %9, %2306
  %3336 = fmul contract float %10, %1660
  %3337 = fadd contract float %3335, %3336
  %3338 = select contract i1 %2679, float %3334, float %3337
  %3339 = fmul contract float %9, %2309
  %3340 = fmul contract float %9, %2309
  %3341 = fmul contract float %10, %1662
  %3342 = fadd contract float %3340, %3341
  %3343 = select contract i1 %2679, float %3339, float %3342
  %3344 = fmul contract float %9, %2312
  %3345 = fmul contract float %9, %2312
  %3346 = fmul contract float %10, %1664
  %3347 = fadd contract float %3345, %3346
  %3348 = select contract i1 %2679, float %3344, float %3347
  %3349 = fmul contract float %9, %2315
  %3350 = fmul contract float %9, %2315
  %3351 = fmul contract float %10, %1666
  %3352 = fadd contract float %3350, %3351
  %3353 = select contract i1 %2679, float %3349, float %3352
  %3354 = fmul contract float %9, %2318
  %3355 = fmul contract float %9, %2318
  %3356 = fmul contract float %10, %1668
  %3357 = fadd contract float %3355, %3356
  %3358 = select contract i1 %2679, float %3354, float %3357
  %3359 = fmul contract float %9, %2321
  %3360 = fmul contract float %9, %2321
  %3361 = fmul contract float %10, %1670
  %3362 = fadd contract float %3360, %3361
  %3363 = select contract i1 %2679, float %3359, float %3362
  %3364 = fmul contract float %9, %2324
  %3365 = fmul contract float %9, %2324
  %3366 = fmul contract float %10, %1672
  %3367 = fadd contract float %3365, %3366
  %3368 = select contract i1 %2679, float %3364, float %3367
  %3369 = fmul contract float %9, %2327
  %3370 = fmul contract float %9, %2327
  %3371 = fmul contract float %10, %1674
  %3372 = fadd contract float %3370, %3371
  %3373 = select contract i1 %2679, float %3369, float %3372
  %3374 = fmul contract float %9, %2330
  %3375 = fmul contract float %9, %2330
  %3376 = fmul contract float %10, %1676
  %3377 = fadd contract float %3375, %3376
  %3378 = select contract i1 %2679, float %3374, float %3377
  %3379 = fmul contract float %9, %2333
  %3380 = fmul contract float %9, %2333
  %3381 = fmul contract float %10, %1678
  %3382 = fadd contract float %3380, %3381
  %3383 = select contract i1 %2679, float %3379, float %3382
  %3384 = fmul contract float %9, %2336
  %3385 = fmul contract float %9, %2336
  %3386 = fmul contract float %10, %1680
  %3387 = fadd contract float %3385, %3386
  %3388 = select contract i1 %2679, float %3384, float %3387
  %3389 = fmul contract float %9, %2339
  %3390 = fmul contract float %9, %2339
  %3391 = fmul contract float %10, %1682
  %3392 = fadd contract float %3390, %3391
  %3393 = select contract i1 %2679, float %3389, float %3392
  %3394 = fmul contract float %9, %2342
  %3395 = fmul contract float %9, %2342
  %3396 = fmul contract float %10, %1684
  %3397 = fadd contract float %3395, %3396
  %3398 = select contract i1 %2679, float %3394, float %3397
  %3399 = fmul contract float %9, %2345
  %3400 = fmul contract float %9, %2345
  %3401 = fmul contract float %10, %1686
  %3402 = fadd contract float %3400, %3401
  %3403 = select contract i1 %2679, float %3399, float %3402
  %3404 = fmul contract float %9, %2348
  %3405 = fmul contract float %9, %2348
  %3406 = fmul contract float %10, %1688
  %3407 = fadd contract float %3405, %3406
  %3408 = select contract i1 %2679, float %3404, float %3407
  %3409 = fmul contract float %9, %2351
  %3410 = fmul contract float %9, %2351
  %3411 = fmul contract float %10, %1690
  %3412 = fadd contract float %3410, %3411
  %3413 = select contract i1 %2679, float %3409, float %3412
  %3414 = fmul contract float %9, %2354
  %3415 = fmul contract float %9, %2354
  %3416 = fmul contract float %10, %1692
  %3417 = fadd contract float %3415, %3416
  %3418 = select contract i1 %2679, float %3414, float %3417
  %3419 = fmul contract float %9, %2357
  %3420 = fmul contract float %9, %2357
  %3421 = fmul contract float %10, %1694
  %3422 = fadd contract float %3420, %3421
  %3423 = select contract i1 %2679, float %3419, float %3422
  %3424 = fmul contract float %9, %2360
  %3425 = fmul contract float %9, %2360
  %3426 = fmul contract float %10, %1696
  %3427 = fadd contract float %3425, %3426
  %3428 = select contract i1 %2679, float %3424, float %3427
  %3429 = fmul contract float %9, %2363
  %3430 = fmul contract float %9, %2363
  %3431 = fmul contract float %10, %1698
  %3432 = fadd contract float %3430, %3431
  %3433 = select contract i1 %2679, float %3429, float %3432
  %3434 = fmul contract float %9, %2366
  %3435 = fmul contract float %9, %2366
  %3436 = fmul contract float %10, %1700
  %3437 = fadd contract float %3435, %3436
  %3438 = select contract i1 %2679, float %3434, float %3437
  %3439 = fmul contract float %9, %2369
  %3440 = fmul contract float %9, %2369
  %3441 = fmul contract float %10, %1702
  %3442 = fadd contract float %3440, %3441
  %3443 = select contract i1 %2679, float %3439, float %3442
  %3444 = fmul contract float %9, %2372
  %3445 = fmul contract float %9, %2372
  %3446 = fmul contract float %10, %1704
  %3447 = fadd contract float %3445, %3446
  %3448 = select contract i1 %2679, float %3444, float %3447
  %3449 = fmul contract float %9, %2375
  %3450 = fmul contract float %9, %2375
  %3451 = fmul contract float %10, %1706
  %3452 = fadd contract float %3450, %3451
  %3453 = select contract i1 %2679, float %3449, float %3452
  %3454 = fmul contract float %9, %2378
  %3455 = fmul contract float %9, %2378
  %3456 = fmul contract float %10, %1708
  %3457 = fadd contract float %3455, %3456
  %3458 = select contract i1 %2679, float %3454, float %3457
  %3459 = fmul contract float %9, %2381
  %3460 = fmul contract float %9, %2381
  %3461 = fmul contract float %10, %1710
  %3462 = fadd contract float %3460, %3461
  %3463 = select contract i1 %2679, float %3459, float %3462
  %3464 = fmul contract float %9, %2384
  %3465 = fmul contract float %9, %2384
  %3466 = fmul contract float %10, %1712
  %3467 = fadd contract float %3465, %3466
  %3468 = select contract i1 %2679, float %3464, float %3467
  %3469 = fmul contract float %9, %2387
  %3470 = fmul contract float %9, %2387
  %3471 = fmul contract float %10, %1714
  %3472 = fadd contract float %3470, %3471
  %3473 = select contract i1 %2679, float %3469, float %3472
  %3474 = fmul contract float %9, %2390
  %3475 = fmul contract float %9, %2390
  %3476 = fmul contract float %10, %1716
  %3477 = fadd contract float %3475, %3476
  %3478 = select contract i1 %2679, float %3474, float %3477
  %3479 = fmul contract float %9, %2393
  %3480 = fmul contract float %9, %2393
  %3481 = fmul contract float %10, %1718
  %3482 = fadd contract float %3480, %3481
  %3483 = select contract i1 %2679, float %3479, float %3482
  %3484 = fmul contract float %9, %2396
  %3485 = fmul contract float %9, %2396
  %3486 = fmul contract float %10, %1720
  %3487 = fadd contract float %3485, %3486
  %3488 = select contract i1 %2679, float %3484, float %3487
  %3489 = fmul contract float %9, %2399
  %3490 = fmul contract float %9, %2399
  %3491 = fmul contract float %10, %1722
  %3492 = fadd contract float %3490, %3491
  %3493 = select contract i1 %2679, float %3489, float %3492
  %3494 = fmul contract float %9, %2402
  %3495 = fmul contract float %9, %2402
  %3496 = fmul contract float %10, %1724
  %3497 = fadd contract float %3495, %3496
  %3498 = select contract i1 %2679, float %3494, float %3497
  %3499 = fmul contract float %9, %2405
  %3500 = fmul contract float %9, %2405
  %3501 = fmul contract float %10, %1726
  %3502 = fadd contract float %3500, %3501
  %3503 = select contract i1 %2679, float %3499, float %3502
  %3504 = fmul contract float %9, %2408
  %3505 = fmul contract float %9, %2408
  %3506 = fmul contract float %10, %1728
  %3507 = fadd contract float %3505, %3506
  %3508 = select contract i1 %2679, float %3504, float %3507
  %3509 = fmul contract float %9, %2411
  %3510 = fmul contract float %9, %2411
  %3511 = fmul contract float %10, %1730
  %3512 = fadd contract float %3510, %3511
  %3513 = select contract i1 %2679, float %3509, float %3512
  %3514 = fmul contract float %9, %2414
  %3515 = fmul contract float %9, %2414
  %3516 = fmul contract float %10, %1732
  %3517 = fadd contract float %3515, %3516
  %3518 = select contract i1 %2679, float %3514, float %3517
  %3519 = fmul contract float %9, %2417
  %3520 = fmul contract float %9, %2417
  %3521 = fmul contract float %10, %1734
  %3522 = fadd contract float %3520, %3521
  %3523 = select contract i1 %2679, float %3519, float %3522
  %3524 = fmul contract float %9, %2420
  %3525 = fmul contract float %9, %2420
  %3526 = fmul contract float %10, %1736
  %3527 = fadd contract float %3525, %3526
  %3528 = select contract i1 %2679, float %3524, float %3527
  %3529 = fmul contract float %9, %2423
  %3530 = fmul contract float %9, %2423
  %3531 = fmul contract float %10, %1738
  %3532 = fadd contract float %3530, %3531
  %3533 = select contract i1 %2679, float %3529, float %3532
  %3534 = fmul contract float %9, %2426
  %3535 = fmul contract float %9, %2426
  %3536 = fmul contract float %10, %1740
  %3537 = fadd contract float %3535, %3536
  %3538 = select contract i1 %2679, float %3534, float %3537
  %3539 = fmul contract float %9, %2429
  %3540 = fmul contract float %9, %2429
  %3541 = fmul contract float %10, %1742
  %3542 = fadd contract float %3540, %3541
  %3543 = select contract i1 %2679, float %3539, float %3542
  %3544 = fmul contract float %9, %2432
  %3545 = fmul contract float %9, %2432
  %3546 = fmul contract float %10, %1744
  %3547 = fadd contract float %3545, %3546
  %3548 = select contract i1 %2679, float %3544, float %3547
  %3549 = fmul contract float %9, %2435
  %3550 = fmul contract float %9, %2435
  %3551 = fmul contract float %10, %1746
  %3552 = fadd contract float %3550, %3551
  %3553 = select contract i1 %2679, float %3549, float %3552
  %3554 = fmul contract float %9, %2438
  %3555 = fmul contract float %9, %2438
  %3556 = fmul contract float %10, %1748
  %3557 = fadd contract float %3555, %3556
  %3558 = select contract i1 %2679, float %3554, float %3557
  %3559 = fmul contract float %9, %2441
  %3560 = fmul contract float %9, %2441
  %3561 = fmul contract float %10, %1750
  %3562 = fadd contract float %3560, %3561
  %3563 = select contract i1 %2679, float %3559, float %3562
  %3564 = fmul contract float %9, %2444
  %3565 = fmul contract float %9, %2444
  %3566 = fmul contract float %10, %1752
  %3567 = fadd contract float %3565, %3566
  %3568 = select contract i1 %2679, float %3564, float %3567
  %3569 = fmul contract float %9, %2447
  %3570 = fmul contract float %9, %2447
  %3571 = fmul contract float %10, %1754
  %3572 = fadd contract float %3570, %3571
  %3573 = select contract i1 %2679, float %3569, float %3572
  %3574 = fmul contract float %9, %2450
  %3575 = fmul contract float %9, %2450
  %3576 = fmul contract float %10, %1756
  %3577 = fadd contract float %3575, %3576
  %3578 = select contract i1 %2679, float %3574, float %3577
  %3579 = fmul contract float %9, %2453
  %3580 = fmul contract float %9, %2453
  %3581 = fmul contract float %10, %1758
  %3582 = fadd contract float %3580, %3581
  %3583 = select contract i1 %2679, float %3579, float %3582
  %3584 = fmul contract float %9, %2456
  %3585 = fmul contract float %9, %2456
  %3586 = fmul contract float %10, %1760
  %3587 = fadd contract float %3585, %3586
  %3588 = select contract i1 %2679, float %3584, float %3587
  %3589 = fmul contract float %9, %2459
  %3590 = fmul contract float %9, %2459
  %3591 = fmul contract float %10, %1762
  %3592 = fadd contract float %3590, %3591
  %3593 = select contract i1 %2679, float %3589, float %3592
  %3594 = fmul contract float %9, %2462
  %3595 = fmul contract float %9, %2462
  %3596 = fmul contract float %10, %1764
  %3597 = fadd contract float %3595, %3596
  %3598 = select contract i1 %2679, float %3594, float %3597
  %3599 = fmul contract float %9, %2465
  %3600 = fmul contract float %9, %2465
  %3601 = fmul contract float %10, %1766
  %3602 = fadd contract float %3600, %3601
  %3603 = select contract i1 %2679, float %3599, float %3602
  %3604 = fmul contract float %9, %2468
  %3605 = fmul contract float %9, %2468
  %3606 = fmul contract float %10, %1768
  %3607 = fadd contract float %3605, %3606
  %3608 = select contract i1 %2679, float %3604, float %3607
  %3609 = fmul contract float %9, %2471
  %3610 = fmul contract float %9, %2471
  %3611 = fmul contract float %10, %1770
  %3612 = fadd contract float %3610, %3611
  %3613 = select contract i1 %2679, float %3609, float %3612
  %3614 = fmul contract float %9, %2474
  %3615 = fmul contract float %9, %2474
  %3616 = fmul contract float %10, %1772
  %3617 = fadd contract float %3615, %3616
  %3618 = select contract i1 %2679, float %3614, float %3617
  %3619 = fmul contract float %9, %2477
  %3620 = fmul contract float %9, %2477
  %3621 = fmul contract float %10, %1774
  %3622 = fadd contract float %3620, %3621
  %3623 = select contract i1 %2679, float %3619, float %3622
  %3624 = fmul contract float %9, %2480
  %3625 = fmul contract float %9, %2480
  %3626 = fmul contract float %10, %1776
  %3627 = fadd contract float %3625, %3626
  %3628 = select contract i1 %2679, float %3624, float %3627
  %3629 = fmul contract float %9, %2483
  %3630 = fmul contract float %9, %2483
  %3631 = fmul contract float %10, %1778
  %3632 = fadd contract float %3630, %3631
  %3633 = select contract i1 %2679, float %3629, float %3632
  %3634 = fmul contract float %9, %2486
  %3635 = fmul contract float %9, %2486
  %3636 = fmul contract float %10, %1780
  %3637 = fadd contract float %3635, %3636
  %3638 = select contract i1 %2679, float %3634, float %3637
  %3639 = fmul contract float %9, %2489
  %3640 = fmul contract float %9, %2489
  %3641 = fmul contract float %10, %1782
  %3642 = fadd contract float %3640, %3641
  %3643 = select contract i1 %2679, float %3639, float %3642
  %3644 = fmul contract float %9, %2492
  %3645 = fmul contract float %9, %2492
  %3646 = fmul contract float %10, %1784
  %3647 = fadd contract float %3645, %3646
  %3648 = select contract i1 %2679, float %3644, float %3647
  %3649 = fmul contract float %9, %2495
  %3650 = fmul contract float %9, %2495
  %3651 = fmul contract float %10, %1786
  %3652 = fadd contract float %3650, %3651
  %3653 = select contract i1 %2679, float %3649, float %3652
  %3654 = fmul contract float %9, %2498
  %3655 = fmul contract float %9, %2498
  %3656 = fmul contract float %10, %1788
  %3657 = fadd contract float %3655, %3656
  %3658 = select contract i1 %2679, float %3654, float %3657
  %3659 = fmul contract float %9, %2501
  %3660 = fmul contract float %9, %2501
  %3661 = fmul contract float %10, %1790
  %3662 = fadd contract float %3660, %3661
  %3663 = select contract i1 %2679, float %3659, float %3662
  %3664 = fmul contract float %9, %2504
  %3665 = fmul contract float %9, %2504
  %3666 = fmul contract float %10, %1792
  %3667 = fadd contract float %3665, %3666
  %3668 = select contract i1 %2679, float %3664, float %3667
  %3669 = fmul contract float %9, %2507
  %3670 = fmul contract float %9, %2507
  %3671 = fmul contract float %10, %1794
  %3672 = fadd contract float %3670, %3671
  %3673 = select contract i1 %2679, float %3669, float %3672
  %3674 = fmul contract float %9, %2510
  %3675 = fmul contract float %9, %2510
  %3676 = fmul contract float %10, %1796
  %3677 = fadd contract float %3675, %3676
  %3678 = select contract i1 %2679, float %3674, float %3677
  %3679 = fmul contract float %9, %2513
  %3680 = fmul contract float %9, %2513
  %3681 = fmul contract float %10, %1798
  %3682 = fadd contract float %3680, %3681
  %3683 = select contract i1 %2679, float %3679, float %3682
  %3684 = fmul contract float %9, %2516
  %3685 = fmul contract float %9, %2516
  %3686 = fmul contract float %10, %1800
  %3687 = fadd contract float %3685, %3686
  %3688 = select contract i1 %2679, float %3684, float %3687
  %3689 = fmul contract float %9, %2519
  %3690 = fmul contract float %9, %2519
  %3691 = fmul contract float %10, %1802
  %3692 = fadd contract float %3690, %3691
  %3693 = select contract i1 %2679, float %3689, float %3692
  %3694 = fmul contract float %9, %2522
  %3695 = fmul contract float %9, %2522
  %3696 = fmul contract float %10, %1804
  %3697 = fadd contract float %3695, %3696
  %3698 = select contract i1 %2679, float %3694, float %3697
  %3699 = fmul contract float %9, %2525
  %3700 = fmul contract float %9, %2525
  %3701 = fmul contract float %10, %1806
  %3702 = fadd contract float %3700, %3701
  %3703 = select contract i1 %2679, float %3699, float %3702
  %3704 = fmul contract float %9, %2528
  %3705 = fmul contract float %9, %2528
  %3706 = fmul contract float %10, %1808
  %3707 = fadd contract float %3705, %3706
  %3708 = select contract i1 %2679, float %3704, float %3707
  %3709 = fmul contract float %9, %2531
  %3710 = fmul contract float %9, %2531
  %3711 = fmul contract float %10, %1810
  %3712 = fadd contract float %3710, %3711
  %3713 = select contract i1 %2679, float %3709, float %3712
  %3714 = fmul contract float %9, %2534
  %3715 = fmul contract float %9, %2534
  %3716 = fmul contract float %10, %1812
  %3717 = fadd contract float %3715, %3716
  %3718 = select contract i1 %2679, float %3714, float %3717
  %3719 = fmul contract float %9, %2537
  %3720 = fmul contract float %9, %2537
  %3721 = fmul contract float %10, %1814
  %3722 = fadd contract float %3720, %3721
  %3723 = select contract i1 %2679, float %3719, float %3722
  %3724 = fmul contract float %9, %2540
  %3725 = fmul contract float %9, %2540
  %3726 = fmul contract float %10, %1816
  %3727 = fadd contract float %3725, %3726
  %3728 = select contract i1 %2679, float %3724, float %3727
  %3729 = fmul contract float %9, %2543
  %3730 = fmul contract float %9, %2543
  %3731 = fmul contract float %10, %1818
  %3732 = fadd contract float %3730, %3731
  %3733 = select contract i1 %2679, float %3729, float %3732
  %3734 = fmul contract float %9, %2546
  %3735 = fmul contract float %9, %2546
  %3736 = fmul contract float %10, %1820
  %3737 = fadd contract float %3735, %3736
  %3738 = select contract i1 %2679, float %3734, float %3737
  %3739 = fmul contract float %9, %2549
  %3740 = fmul contract float %9, %2549
  %3741 = fmul contract float %10, %1822
  %3742 = fadd contract float %3740, %3741
  %3743 = select contract i1 %2679, float %3739, float %3742
  %3744 = fmul contract float %9, %2552
  %3745 = fmul contract float %9, %2552
  %3746 = fmul contract float %10, %1824
  %3747 = fadd contract float %3745, %3746
  %3748 = select contract i1 %2679, float %3744, float %3747
  %3749 = fmul contract float %9, %2555
  %3750 = fmul contract float %9, %2555
  %3751 = fmul contract float %10, %1826
  %3752 = fadd contract float %3750, %3751
  %3753 = select contract i1 %2679, float %3749, float %3752
  %3754 = fmul contract float %9, %2558
  %3755 = fmul contract float %9, %2558
  %3756 = fmul contract float %10, %1828
  %3757 = fadd contract float %3755, %3756
  %3758 = select contract i1 %2679, float %3754, float %3757
  %3759 = fmul contract float %9, %2561
  %3760 = fmul contract float %9, %2561
  %3761 = fmul contract float %10, %1830
  %3762 = fadd contract float %3760, %3761
  %3763 = select contract i1 %2679, float %3759, float %3762
  %3764 = fmul contract float %9, %2564
  %3765 = fmul contract float %9, %2564
  %3766 = fmul contract float %10, %1832
  %3767 = fadd contract float %3765, %3766
  %3768 = select contract i1 %2679, float %3764, float %3767
  %3769 = fmul contract float %9, %2567
  %3770 = fmul contract float %9, %2567
  %3771 = fmul contract float %10, %1834
  %3772 = fadd contract float %3770, %3771
  %3773 = select contract i1 %2679, float %3769, float %3772
  %3774 = fmul contract float %9, %2570
  %3775 = fmul contract float %9, %2570
  %3776 = fmul contract float %10, %1836
  %3777 = fadd contract float %3775, %3776
  %3778 = select contract i1 %2679, float %3774, float %3777
  %3779 = fmul contract float %9, %2573
  %3780 = fmul contract float %9, %2573
  %3781 = fmul contract float %10, %1838
  %3782 = fadd contract float %3780, %3781
  %3783 = select contract i1 %2679, float %3779, float %3782
  %3784 = fmul contract float %9, %2576
  %3785 = fmul contract float %9, %2576
  %3786 = fmul contract float %10, %1840
  %3787 = fadd contract float %3785, %3786
  %3788 = select contract i1 %2679, float %3784, float %3787
  %3789 = fmul contract float %9, %2579
  %3790 = fmul contract float %9, %2579
  %3791 = fmul contract float %10, %1842
  %3792 = fadd contract float %3790, %3791
  %3793 = select contract i1 %2679, float %3789, float %3792
  %3794 = fmul contract float %9, %2582
  %3795 = fmul contract float %9, %2582
  %3796 = fmul contract float %10, %1844
  %3797 = fadd contract float %3795, %3796
  %3798 = select contract i1 %2679, float %3794, float %3797
  %3799 = fmul contract float %9, %2585
  %3800 = fmul contract float %9, %2585
  %3801 = fmul contract float %10, %1846
  %3802 = fadd contract float %3800, %3801
  %3803 = select contract i1 %2679, float %3799, float %3802
  %3804 = fmul contract float %9, %2588
  %3805 = fmul contract float %9, %2588
  %3806 = fmul contract float %10, %1848
  %3807 = fadd contract float %3805, %3806
  %3808 = select contract i1 %2679, float %3804, float %3807
  %3809 = fmul contract float %9, %2591
  %3810 = fmul contract float %9, %2591
  %3811 = fmul contract float %10, %1850
  %3812 = fadd contract float %3810, %3811
  %3813 = select contract i1 %2679, float %3809, float %3812
  %3814 = fmul contract float %9, %2594
  %3815 = fmul contract float %9, %2594
  %3816 = fmul contract float %10, %1852
  %3817 = fadd contract float %3815, %3816
  %3818 = select contract i1 %2679, float %3814, float %3817
  %3819 = fmul contract float %9, %2597
  %3820 = fmul contract float %9, %2597
  %3821 = fmul contract float %10, %1854
  %3822 = fadd contract float %3820, %3821
  %3823 = select contract i1 %2679, float %3819, float %3822
  %3824 = fmul contract float %9, %2600
  %3825 = fmul contract float %9, %2600
  %3826 = fmul contract float %10, %1856
  %3827 = fadd contract float %3825, %3826
  %3828 = select contract i1 %2679, float %3824, float %3827
  %3829 = fmul contract float %9, %2603
  %3830 = fmul contract float %9, %2603
  %3831 = fmul contract float %10, %1858
  %3832 = fadd contract float %3830, %3831
  %3833 = select contract i1 %2679, float %3829, float %3832
  %3834 = fmul contract float %9, %2606
  %3835 = fmul contract float %9, %2606
  %3836 = fmul contract float %10, %1860
  %3837 = fadd contract float %3835, %3836
  %3838 = select contract i1 %2679, float %3834, float %3837
  %3839 = fmul contract float %9, %2609
  %3840 = fmul contract float %9, %2609
  %3841 = fmul contract float %10, %1862
  %3842 = fadd contract float %3840, %3841
  %3843 = select contract i1 %2679, float %3839, float %3842
  %3844 = fmul contract float %9, %2612
  %3845 = fmul contract float %9, %2612
  %3846 = fmul contract float %10, %1864
  %3847 = fadd contract float %3845, %3846
  %3848 = select contract i1 %2679, float %3844, float %3847
  %3849 = fmul contract float %9, %2615
  %3850 = fmul contract float %9, %2615
  %3851 = fmul contract float %10, %1866
  %3852 = fadd contract float %3850, %3851
  %3853 = select contract i1 %2679, float %3849, float %3852
  %3854 = fmul contract float %9, %2618
  %3855 = fmul contract float %9, %2618
  %3856 = fmul contract float %10, %1868
  %3857 = fadd contract float %3855, %3856
  %3858 = select contract i1 %2679, float %3854, float %3857
  %3859 = fmul contract float %9, %2621
  %3860 = fmul contract float %9, %2621
  %3861 = fmul contract float %10, %1870
  %3862 = fadd contract float %3860, %3861
  %3863 = select contract i1 %2679, float %3859, float %3862
  %3864 = fmul contract float %9, %2624
  %3865 = fmul contract float %9, %2624
  %3866 = fmul contract float %10, %1872
  %3867 = fadd contract float %3865, %3866
  %3868 = select contract i1 %2679, float %3864, float %3867
  %3869 = fmul contract float %9, %2627
  %3870 = fmul contract float %9, %2627
  %3871 = fmul contract float %10, %1874
  %3872 = fadd contract float %3870, %3871
  %3873 = select contract i1 %2679, float %3869, float %3872
  %3874 = fmul contract float %9, %2630
  %3875 = fmul contract float %9, %2630
  %3876 = fmul contract float %10, %1876
  %3877 = fadd contract float %3875, %3876
  %3878 = select contract i1 %2679, float %3874, float %3877
  %3879 = fmul contract float %9, %2633
  %3880 = fmul contract float %9, %2633
  %3881 = fmul contract float %10, %1878
  %3882 = fadd contract float %3880, %3881
  %3883 = select contract i1 %2679, float %3879, float %3882
  %3884 = fmul contract float %9, %2636
  %3885 = fmul contract float %9, %2636
  %3886 = fmul contract float %10, %1880
  %3887 = fadd contract float %3885, %3886
  %3888 = select contract i1 %2679, float %3884, float %3887
  %3889 = fmul contract float %9, %2639
  %3890 = fmul contract float %9, %2639
  %3891 = fmul contract float %10, %1882
  %3892 = fadd contract float %3890, %3891
  %3893 = select contract i1 %2679, float %3889, float %3892
  %3894 = fmul contract float %9, %2642
  %3895 = fmul contract float %9, %2642
  %3896 = fmul contract float %10, %1884
  %3897 = fadd contract float %3895, %3896
  %3898 = select contract i1 %2679, float %3894, float %3897
  %3899 = fmul contract float %9, %2645
  %3900 = fmul contract float %9, %2645
  %3901 = fmul contract float %10, %1886
  %3902 = fadd contract float %3900, %3901
  %3903 = select contract i1 %2679, float %3899, float %3902
  %3904 = fmul contract float %9, %2648
  %3905 = fmul contract float %9, %2648
  %3906 = fmul contract float %10, %1888
  %3907 = fadd contract float %3905, %3906
  %3908 = select contract i1 %2679, float %3904, float %3907
  %3909 = fmul contract float %9, %2651
  %3910 = fmul contract float %9, %2651
  %3911 = fmul contract float %10, %1890
  %3912 = fadd contract float %3910, %3911
  %3913 = select contract i1 %2679, float %3909, float %3912
  %3914 = fmul contract float %9, %2654
  %3915 = fmul contract float %9, %2654
  %3916 = fmul contract float %10, %1892
  %3917 = fadd contract float %3915, %3916
  %3918 = select contract i1 %2679, float %3914, float %3917
  %3919 = fmul contract float %9, %2657
  %3920 = fmul contract float %9, %2657
  %3921 = fmul contract float %10, %1894
  %3922 = fadd contract float %3920, %3921
  %3923 = select contract i1 %2679, float %3919, float %3922
  %3924 = fmul contract float %9, %2660
  %3925 = fmul contract float %9, %2660
  %3926 = fmul contract float %10, %1896
  %3927 = fadd contract float %3925, %3926
  %3928 = select contract i1 %2679, float %3924, float %3927
  %3929 = fmul contract float %9, %2663
  %3930 = fmul contract float %9, %2663
  %3931 = fmul contract float %10, %1898
  %3932 = fadd contract float %3930, %3931
  %3933 = select contract i1 %2679, float %3929, float %3932
  %3934 = fmul contract float %9, %2666
  %3935 = fmul contract float %9, %2666
  %3936 = fmul contract float %10, %1900
  %3937 = fadd contract float %3935, %3936
  %3938 = select contract i1 %2679, float %3934, float %3937
  %3939 = fmul contract float %9, %2669
  %3940 = fmul contract float %9, %2669
  %3941 = fmul contract float %10, %1902
  %3942 = fadd contract float %3940, %3941
  %3943 = select contract i1 %2679, float %3939, float %3942
  %3944 = fmul contract float %9, %2672
  %3945 = fmul contract float %9, %2672
  %3946 = fmul contract float %10, %1904
  %3947 = fadd contract float %3945, %3946
  %3948 = select contract i1 %2679, float %3944, float %3947
  %3949 = fmul contract float %9, %2675
  %3950 = fmul contract float %9, %2675
  %3951 = fmul contract float %10, %1906
  %3952 = fadd contract float %3950, %3951
  %3953 = select contract i1 %2679, float %3949, float %3952
  %3954 = fmul contract float %9, %2678
  %3955 = fmul contract float %9, %2678
  %3956 = fmul contract float %10, %1908
  %3957 = fadd contract float %3955, %3956
  %3958 = select contract i1 %2679, float %3954, float %3957
  %3959 = mul i32 %578, %570
  %3960 = zext i32 %3959 to i64
  %3961 = getelementptr inbounds nuw float, ptr %577, i64 %3960
  store float %2683, ptr %3961, align 16, !tbaa !26
  %3962 = getelementptr inbounds nuw i8, ptr %3961, i64 4
  store float %2688, ptr %3962, align 4, !tbaa !26
  %3963 = getelementptr inbounds nuw i8, ptr %3961, i64 8
  store float %2693, ptr %3963, align 8, !tbaa !26
  %3964 = getelementptr inbounds nuw i8, ptr %3961, i64 12
  store float %2698, ptr %3964, align 4, !tbaa !26
  %3965 = getelementptr inbounds nuw i8, ptr %3961, i64 16
  store float %2703, ptr %3965, align 16, !tbaa !26
  %3966 = getelementptr inbounds nuw i8, ptr %3961, i64 20
  store float %2708, ptr %3966, align 4, !tbaa !26
  %3967 = getelementptr inbounds nuw i8, ptr %3961, i64 24
  store float %2713, ptr %3967, align 8, !tbaa !26
  %3968 = getelementptr inbounds nuw i8, ptr %3961, i64 28
  store float %2718, ptr %3968, align 4, !tbaa !26
  %3969 = getelementptr inbounds nuw i8, ptr %3961, i64 32
  store float %2723, ptr %3969, align 16, !tbaa !26
  %3970 = getelementptr inbounds nuw i8, ptr %3961, i64 36
  store float %2728, ptr %3970, align 4, !tbaa !26
  %3971 = getelementptr inbounds nuw i8, ptr %3961, i64 40
  store float %2733, ptr %3971, align 8, !tbaa !26
  %3972 = getelementptr inbounds nuw i8, ptr %3961, i64 44
  store float %2738, ptr %3972, align 4, !tbaa !26
  %3973 = getelementptr inbounds nuw i8, ptr %3961, i64 48
  store float %2743, ptr %3973, align 16, !tbaa !26
  %3974 = getelementptr inbounds nuw i8, ptr %3961, i64 52
  store float %2748, ptr %3974, align 4, !tbaa !26
  %3975 = getelementptr inbounds nuw i8, ptr %3961, i64 56
  store float %2753, ptr %3975, align 8, !tbaa !26
  %3976 = getelementptr inbounds nuw i8, ptr %3961, i64 60
  store float %2758, ptr %3976, align 4, !tbaa !26
  %3977 = getelementptr inbounds nuw i8, ptr %3961, i64 64
  store float %2763, ptr %3977, align 16, !tbaa !26
  %3978 = getelementptr inbounds nuw i8, ptr %3961, i64 68
  store float %2768, ptr %3978, align 4, !tbaa !26
  %3979 = getelementptr inbounds nuw i8, ptr %3961, i64 72
  store float %2773, ptr %3979, align 8, !tbaa !26
  %3980 = getelementptr inbounds nuw i8, ptr %3961, i64 76
  store float %2778, ptr %3980, align 4, !tbaa !26
  %3981 = getelementptr inbounds nuw i8, ptr %3961, i64 80
  store float %2783, ptr %3981, align 16, !tbaa !26
  %3982 = getelementptr inbounds nuw i8, ptr %3961, i64 84
  store float %2788, ptr %3982, align 4, !tbaa !26
  %3983 = getelementptr inbounds nuw i8, ptr %3961, i64 88
  store float %2793, ptr %3983, align 8, !tbaa !26
  %3984 = getelementptr inbounds nuw i8, ptr %3961, i64 92
  store float %2798, ptr %3984, align 4, !tbaa !26
  %3985 = getelementptr inbounds nuw i8, ptr %3961, i64 96
  store float %2803, ptr %3985, align 16, !tbaa !26
  %3986 = getelementptr inbounds nuw i8, ptr %3961, i64 100
  store float %2808, ptr %3986, align 4, !tbaa !26
  %3987 = getelementptr inbounds nuw i8, ptr %3961, i64 104
  store float %2813, ptr %3987, align 8, !tbaa !26
  %3988 = getelementptr inbounds nuw i8, ptr %3961, i64 108
  store float %2818, ptr %3988, align 4, !tbaa !26
  %3989 = getelementptr inbounds nuw i8, ptr %3961, i64 112
  store float %2823, ptr %3989, align 16, !tbaa !26
  %3990 = getelementptr inbounds nuw i8, ptr %3961, i64 116
  store float %2828, ptr %3990, align 4, !tbaa !26
  %3991 = getelementptr inbounds nuw i8, ptr %3961, i64 120
  store float %2833, ptr %3991, align 8, !tbaa !26
  %3992 = getelementptr inbounds nuw i8, ptr %3961, i64 124
  store float %2838, ptr %3992, align 4, !tbaa !26
  %3993 = getelementptr inbounds nuw i8, ptr %3961, i64 128
  store float %2843, ptr %3993, align 16, !tbaa !26
  %3994 = getelementptr inbounds nuw i8, ptr %3961, i64 132
  store float %2848, ptr %3994, align 4, !tbaa !26
  %3995 = getelementptr inbounds nuw i8, ptr %3961, i64 136
  store float %2853, ptr %3995, align 8, !tbaa !26
  %3996 = getelementptr inbounds nuw i8, ptr %3961, i64 140
  store float %2858, ptr %3996, align 4, !tbaa !26
  %3997 = getelementptr inbounds nuw i8, ptr %3961, i64 144
  store float %2863, ptr %3997, align 16, !tbaa !26
  %3998 = getelementptr inbounds nuw i8, ptr %3961, i64 148
  store float %2868, ptr %3998, align 4, !tbaa !26
  %3999 = getelementptr inbounds nuw i8, ptr %3961, i64 152
  store float %2873, ptr %3999, align 8, !tbaa !26
  %4000 = getelementptr inbounds nuw i8, ptr %3961, i64 156
  store float %2878, ptr %4000, align 4, !tbaa !26
  %4001 = getelementptr inbounds nuw i8, ptr %3961, i64 160
  store float %2883, ptr %4001, align 16, !tbaa !26
  %4002 = getelementptr inbounds nuw i8, ptr %3961, i64 164
  store float %2888, ptr %4002, align 4, !tbaa !26
  %4003 = getelementptr inbounds nuw i8, ptr %3961, i64 168
  store float %2893, ptr %4003, align 8, !tbaa !26
  %4004 = getelementptr inbounds nuw i8, ptr %3961, i64 172
  store float %2898, ptr %4004, align 4, !tbaa !26
  %4005 = getelementptr inbounds nuw i8, ptr %3961, i64 176
  store float %2903, ptr %4005, align 16, !tbaa !26
  %4006 = getelementptr inbounds nuw i8, ptr %3961, i64 180
  store float %2908, ptr %4006, align 4, !tbaa !26
  %4007 = getelementptr inbounds nuw i8, ptr %3961, i64 184
  store float %2913, ptr %4007, align 8, !tbaa !26
  %4008 = getelementptr inbounds nuw i8, ptr %3961, i64 188
  store float %2918, ptr %4008, align 4, !tbaa !26
  %4009 = getelementptr inbounds nuw i8, ptr %3961, i64 192
  store float %2923, ptr %4009, align 16, !tbaa !26
  %4010 = getelementptr inbounds nuw i8, ptr %3961, i64 196
  store float %2928, ptr %4010, align 4, !tbaa !26
  %4011 = getelementptr inbounds nuw i8, ptr %3961, i64 200
  store float %2933, ptr %4011, align 8, !tbaa !26
  %4012 = getelementptr inbounds nuw i8, ptr %3961, i64 204
  store float %2938, ptr %4012, align 4, !tbaa !26
  %4013 = getelementptr inbounds nuw i8, ptr %3961, i64 208
  store float %2943, ptr %4013, align 16, !tbaa !26
  %4014 = getelementptr inbounds nuw i8, ptr %3961, i64 212
  store float %2948, ptr %4014, align 4, !tbaa !26
  %4015 = getelementptr inbounds nuw i8, ptr %3961, i64 216
  store float %2953, ptr %4015, align 8, !tbaa !26
  %4016 = getelementptr inbounds nuw i8, ptr %3961, i64 220
  store float %2958, ptr %4016, align 4, !tbaa !26
  %4017 = getelementptr inbounds nuw i8, ptr %3961, i64 224
  store float %2963, ptr %4017, align 16, !tbaa !26
  %4018 = getelementptr inbounds nuw i8, ptr %3961, i64 228
  store float %2968, ptr %4018, align 4, !tbaa !26
  %4019 = getelementptr inbounds nuw i8, ptr %3961, i64 232
  store float %2973, ptr %4019, align 8, !tbaa !26
  %4020 = getelementptr inbounds nuw i8, ptr %3961, i64 236
  store float %2978, ptr %4020, align 4, !tbaa !26
  %4021 = getelementptr inbounds nuw i8, ptr %3961, i64 240
  store float %2983, ptr %4021, align 16, !tbaa !26
  %4022 = getelementptr inbounds nuw i8, ptr %3961, i64 244
  store float %2988, ptr %4022, align 4, !tbaa !26
  %4023 = getelementptr inbounds nuw i8, ptr %3961, i64 248
  store float %2993, ptr %4023, align 8, !tbaa !26
  %4024 = getelementptr inbounds nuw i8, ptr %3961, i64 252
  store float %2998, ptr %4024, align 4, !tbaa !26
  %4025 = getelementptr inbounds nuw i8, ptr %3961, i64 256
  store float %3003, ptr %4025, align 16, !tbaa !26
  %4026 = getelementptr inbounds nuw i8, ptr %3961, i64 260
  store float %3008, ptr %4026, align 4, !tbaa !26
  %4027 = getelementptr inbounds nuw i8, ptr %3961, i64 264
  store float %3013, ptr %4027, align 8, !tbaa !26
  %4028 = getelementptr inbounds nuw i8, ptr %3961, i64 268
  store float %3018, ptr %4028, align 4, !tbaa !26
  %4029 = getelementptr inbounds nuw i8, ptr %3961, i64 272
  store float %3023, ptr %4029, align 16, !tbaa !26
  %4030 = getelementptr inbounds nuw i8, ptr %3961, i64 276
  store float %3028, ptr %4030, align 4, !tbaa !26
  %4031 = getelementptr inbounds nuw i8, ptr %3961, i64 280
  store float %3033, ptr %4031, align 8, !tbaa !26
  %4032 = getelementptr inbounds nuw i8, ptr %3961, i64 284
  store float %3038, ptr %4032, align 4, !tbaa !26
  %4033 = getelementptr inbounds nuw i8, ptr %3961, i64 288
  store float %3043, ptr %4033, align 16, !tbaa !26
  %4034 = getelementptr inbounds nuw i8, ptr %3961, i64 292
  store float %3048, ptr %4034, align 4, !tbaa !26
  %4035 = getelementptr inbounds nuw i8, ptr %3961, i64 296
  store float %3053, ptr %4035, align 8, !tbaa !26
  %4036 = getelementptr inbounds nuw i8, ptr %3961, i64 300
  store float %3058, ptr %4036, align 4, !tbaa !26
  %4037 = getelementptr inbounds nuw i8, ptr %3961, i64 304
  store float %3063, ptr %4037, align 16, !tbaa !26
  %4038 = getelementptr inbounds nuw i8, ptr %3961, i64 308
  store float %3068, ptr %4038, align 4, !tbaa !26
  %4039 = getelementptr inbounds nuw i8, ptr %3961, i64 312
  store float %3073, ptr %4039, align 8, !tbaa !26
  %4040 = getelementptr inbounds nuw i8, ptr %3961, i64 316
  store float %3078, ptr %4040, align 4, !tbaa !26
  %4041 = getelementptr inbounds nuw i8, ptr %3961, i64 320
  store float %3083, ptr %4041, align 16, !tbaa !26
  %4042 = getelementptr inbounds nuw i8, ptr %3961, i64 324
  store float %3088, ptr %4042, align 4, !tbaa !26
  %4043 = getelementptr inbounds nuw i8, ptr %3961, i64 328
  store float %3093, ptr %4043, align 8, !tbaa !26
  %4044 = getelementptr inbounds nuw i8, ptr %3961, i64 332
  store float %3098, ptr %4044, align 4, !tbaa !26
  %4045 = getelementptr inbounds nuw i8, ptr %3961, i64 336
  store float %3103, ptr %4045, align 16, !tbaa !26
  %4046 = getelementptr inbounds nuw i8, ptr %3961, i64 340
  store float %3108, ptr %4046, align 4, !tbaa !26
  %4047 = getelementptr inbounds nuw i8, ptr %3961, i64 344
  store float %3113, ptr %4047, align 8, !tbaa !26
  %4048 = getelementptr inbounds nuw i8, ptr %3961, i64 348
  store float %3118, ptr %4048, align 4, !tbaa !26
  %4049 = getelementptr inbounds nuw i8, ptr %3961, i64 352
  store float %3123, ptr %4049, align 16, !tbaa !26
  %4050 = getelementptr inbounds nuw i8, ptr %3961, i64 356
  store float %3128, ptr %4050, align 4, !tbaa !26
  %4051 = getelementptr inbounds nuw i8, ptr %3961, i64 360
  store float %3133, ptr %4051, align 8, !tbaa !26
  %4052 = getelementptr inbounds nuw i8, ptr %3961, i64 364
  store float %3138, ptr %4052, align 4, !tbaa !26
  %4053 = getelementptr inbounds nuw i8, ptr %3961, i64 368
  store float %3143, ptr %4053, align 16, !tbaa !26
  %4054 = getelementptr inbounds nuw i8, ptr %3961, i64 372
  store float %3148, ptr %4054, align 4, !tbaa !26
  %4055 = getelementptr inbounds nuw i8, ptr %3961, i64 376
  store float %3153, ptr %4055, align 8, !tbaa !26
  %4056 = getelementptr inbounds nuw i8, ptr %3961, i64 380
  store float %3158, ptr %4056, align 4, !tbaa !26
  %4057 = getelementptr inbounds nuw i8, ptr %3961, i64 384
  store float %3163, ptr %4057, align 16, !tbaa !26
  %4058 = getelementptr inbounds nuw i8, ptr %3961, i64 388
  store float %3168, ptr %4058, align 4, !tbaa !26
  %4059 = getelementptr inbounds nuw i8, ptr %3961, i64 392
  store float %3173, ptr %4059, align 8, !tbaa !26
  %4060 = getelementptr inbounds nuw i8, ptr %3961, i64 396
  store float %3178, ptr %4060, align 4, !tbaa !26
  %4061 = getelementptr inbounds nuw i8, ptr %3961, i64 400
  store float %3183, ptr %4061, align 16, !tbaa !26
  %4062 = getelementptr inbounds nuw i8, ptr %3961, i64 404
  store float %3188, ptr %4062, align 4, !tbaa !26
  %4063 = getelementptr inbounds nuw i8, ptr %3961, i64 408
  store float %3193, ptr %4063, align 8, !tbaa !26
  %4064 = getelementptr inbounds nuw i8, ptr %3961, i64 412
  store float %3198, ptr %4064, align 4, !tbaa !26
  %4065 = getelementptr inbounds nuw i8, ptr %3961, i64 416
  store float %3203, ptr %4065, align 16, !tbaa !26
  %4066 = getelementptr inbounds nuw i8, ptr %3961, i64 420
  store float %3208, ptr %4066, align 4, !tbaa !26
  %4067 = getelementptr inbounds nuw i8, ptr %3961, i64 424
  store float %3213, ptr %4067, align 8, !tbaa !26
  %4068 = getelementptr inbounds nuw i8, ptr %3961, i64 428
  store float %3218, ptr %4068, align 4, !tbaa !26
  %4069 = getelementptr inbounds nuw i8, ptr %3961, i64 432
  store float %3223, ptr %4069, align 16, !tbaa !26
  %4070 = getelementptr inbounds nuw i8, ptr %3961, i64 436
  store float %3228, ptr %4070, align 4, !tbaa !26
  %4071 = getelementptr inbounds nuw i8, ptr %3961, i64 440
  store float %3233, ptr %4071, align 8, !tbaa !26
  %4072 = getelementptr inbounds nuw i8, ptr %3961, i64 444
  store float %3238, ptr %4072, align 4, !tbaa !26
  %4073 = getelementptr inbounds nuw i8, ptr %3961, i64 448
  store float %3243, ptr %4073, align 16, !tbaa !26
  %4074 = getelementptr inbounds nuw i8, ptr %3961, i64 452
  store float %3248, ptr %4074, align 4, !tbaa !26
  %4075 = getelementptr inbounds nuw i8, ptr %3961, i64 456
  store float %3253, ptr %4075, align 8, !tbaa !26
  %4076 = getelementptr inbounds nuw i8, ptr %3961, i64 460
  store float %3258, ptr %4076, align 4, !tbaa !26
  %4077 = getelementptr inbounds nuw i8, ptr %3961, i64 464
  store float %3263, ptr %4077, align 16, !tbaa !26
  %4078 = getelementptr inbounds nuw i8, ptr %3961, i64 468
  store float %3268, ptr %4078, align 4, !tbaa !26
  %4079 = getelementptr inbounds nuw i8, ptr %3961, i64 472
  store float %3273, ptr %4079, align 8, !tbaa !26
  %4080 = getelementptr inbounds nuw i8, ptr %3961, i64 476
  store float %3278, ptr %4080, align 4, !tbaa !26
  %4081 = getelementptr inbounds nuw i8, ptr %3961, i64 480
  store float %3283, ptr %4081, align 16, !tbaa !26
  %4082 = getelementptr inbounds nuw i8, ptr %3961, i64 484
  store float %3288, ptr %4082, align 4, !tbaa !26
  %4083 = getelementptr inbounds nuw i8, ptr %3961, i64 488
  store float %3293, ptr %4083, align 8, !tbaa !26
  %4084 = getelementptr inbounds nuw i8, ptr %3961, i64 492
  store float %3298, ptr %4084, align 4, !tbaa !26
  %4085 = getelementptr inbounds nuw i8, ptr %3961, i64 496
  store float %3303, ptr %4085, align 16, !tbaa !26
  %4086 = getelementptr inbounds nuw i8, ptr %3961, i64 500
  store float %3308, ptr %4086, align 4, !tbaa !26
  %4087 = getelementptr inbounds nuw i8, ptr %3961, i64 504
  store float %3313, ptr %4087, align 8, !tbaa !26
  %4088 = getelementptr inbounds nuw i8, ptr %3961, i64 508
  store float %3318, ptr %4088, align 4, !tbaa !26
  %4089 = getelementptr inbounds nuw i8, ptr %3961, i64 512
  store float %3323, ptr %4089, align 16, !tbaa !26
  %4090 = getelementptr inbounds nuw i8, ptr %3961, i64 516
  store float %3328, ptr %4090, align 4, !tbaa !26
  %4091 = getelementptr inbounds nuw i8, ptr %3961, i64 520
  store float %3333, ptr %4091, align 8, !tbaa !26
  %4092 = getelementptr inbounds nuw i8, ptr %3961, i64 524
  store float %3338, ptr %4092, align 4, !tbaa !26
  %4093 = getelementptr inbounds nuw i8, ptr %3961, i64 528
  store float %3343, ptr %4093, align 16, !tbaa !26
  %4094 = getelementptr inbounds nuw i8, ptr %3961, i64 532
  store float %3348, ptr %4094, align 4, !tbaa !26
  %4095 = getelementptr inbounds nuw i8, ptr %3961, i64 536
  store float %3353, ptr %4095, align 8, !tbaa !26
  %4096 = getelementptr inbounds nuw i8, ptr %3961, i64 540
  store float %3358, ptr %4096, align 4, !tbaa !26
  %4097 = getelementptr inbounds nuw i8, ptr %3961, i64 544
  store float %3363, ptr %4097, align 16, !tbaa !26
  %4098 = getelementptr inbounds nuw i8, ptr %3961, i64 548
  store float %3368, ptr %4098, align 4, !tbaa !26
  %4099 = getelementptr inbounds nuw i8, ptr %3961, i64 552
  store float %3373, ptr %4099, align 8, !tbaa !26
  %4100 = getelementptr inbounds nuw i8, ptr %3961, i64 556
  store float %3378, ptr %4100, align 4, !tbaa !26
  %4101 = getelementptr inbounds nuw i8, ptr %3961, i64 560
  store float %3383, ptr %4101, align 16, !tbaa !26
  %4102 = getelementptr inbounds nuw i8, ptr %3961, i64 564
  store float %3388, ptr %4102, align 4, !tbaa !26
  %4103 = getelementptr inbounds nuw i8, ptr %3961, i64 568
  store float %3393, ptr %4103, align 8, !tbaa !26
  %4104 = getelementptr inbounds nuw i8, ptr %3961, i64 572
  store float %3398, ptr %4104, align 4, !tbaa !26
  %4105 = getelementptr inbounds nuw i8, ptr %3961, i64 576
  store float %3403, ptr %4105, align 16, !tbaa !26
  %4106 = getelementptr inbounds nuw i8, ptr %3961, i64 580
  store float %3408, ptr %4106, align 4, !tbaa !26
  %4107 = getelementptr inbounds nuw i8, ptr %3961, i64 584
  store float %3413, ptr %4107, align 8, !tbaa !26
  %4108 = getelementptr inbounds nuw i8, ptr %3961, i64 588
  store float %3418, ptr %4108, align 4, !tbaa !26
  %4109 = getelementptr inbounds nuw i8, ptr %3961, i64 592
  store float %3423, ptr %4109, align 16, !tbaa !26
  %4110 = getelementptr inbounds nuw i8, ptr %3961, i64 596
  store float %3428, ptr %4110, align 4, !tbaa !26
  %4111 = getelementptr inbounds nuw i8, ptr %3961, i64 600
  store float %3433, ptr %4111, align 8, !tbaa !26
  %4112 = getelementptr inbounds nuw i8, ptr %3961, i64 604
  store float %3438, ptr %4112, align 4, !tbaa !26
  %4113 = getelementptr inbounds nuw i8, ptr %3961, i64 608
  store float %3443, ptr %4113, align 16, !tbaa !26
  %4114 = getelementptr inbounds nuw i8, ptr %3961, i64 612
  store float %3448, ptr %4114, align 4, !tbaa !26
  %4115 = getelementptr inbounds nuw i8, ptr %3961, i64 616
  store float %3453, ptr %4115, align 8, !tbaa !26
  %4116 = getelementptr inbounds nuw i8, ptr %3961, i64 620
  store float %3458, ptr %4116, align 4, !tbaa !26
  %4117 = getelementptr inbounds nuw i8, ptr %3961, i64 624
  store float %3463, ptr %4117, align 16, !tbaa !26
  %4118 = getelementptr inbounds nuw i8, ptr %3961, i64 628
  store float %3468, ptr %4118, align 4, !tbaa !26
  %4119 = getelementptr inbounds nuw i8, ptr %3961, i64 632
  store float %3473, ptr %4119, align 8, !tbaa !26
  %4120 = getelementptr inbounds nuw i8, ptr %3961, i64 636
  store float %3478, ptr %4120, align 4, !tbaa !26
  %4121 = getelementptr inbounds nuw i8, ptr %3961, i64 640
  store float %3483, ptr %4121, align 16, !tbaa !26
  %4122 = getelementptr inbounds nuw i8, ptr %3961, i64 644
  store float %3488, ptr %4122, align 4, !tbaa !26
  %4123 = getelementptr inbounds nuw i8, ptr %3961, i64 648
  store float %3493, ptr %4123, align 8, !tbaa !26
  %4124 = getelementptr inbounds nuw i8, ptr %3961, i64 652
  store float %3498, ptr %4124, align 4, !tbaa !26
  %4125 = getelementptr inbounds nuw i8, ptr %3961, i64 656
  store float %3503, ptr %4125, align 16, !tbaa !26
  %4126 = getelementptr inbounds nuw i8, ptr %3961, i64 660
  store float %3508, ptr %4126, align 4, !tbaa !26
  %4127 = getelementptr inbounds nuw i8, ptr %3961, i64 664
  store float %3513, ptr %4127, align 8, !tbaa !26
  %4128 = getelementptr inbounds nuw i8, ptr %3961, i64 668
  store float %3518, ptr %4128, align 4, !tbaa !26
  %4129 = getelementptr inbounds nuw i8, ptr %3961, i64 672
  store float %3523, ptr %4129, align 16, !tbaa !26
  %4130 = getelementptr inbounds nuw i8, ptr %3961, i64 676
  store float %3528, ptr %4130, align 4, !tbaa !26
  %4131 = getelementptr inbounds nuw i8, ptr %3961, i64 680
  store float %3533, ptr %4131, align 8, !tbaa !26
  %4132 = getelementptr inbounds nuw i8, ptr %3961, i64 684
  store float %3538, ptr %4132, align 4, !tbaa !26
  %4133 = getelementptr inbounds nuw i8, ptr %3961, i64 688
  store float %3543, ptr %4133, align 16, !tbaa !26
  %4134 = getelementptr inbounds nuw i8, ptr %3961, i64 692
  store float %3548, ptr %4134, align 4, !tbaa !26
  %4135 = getelementptr inbounds nuw i8, ptr %3961, i64 696
  store float %3553, ptr %4135, align 8, !tbaa !26
  %4136 = getelementptr inbounds nuw i8, ptr %3961, i64 700
  store float %3558, ptr %4136, align 4, !tbaa !26
  %4137 = getelementptr inbounds nuw i8, ptr %3961, i64 704
  store float %3563, ptr %4137, align 16, !tbaa !26
  %4138 = getelementptr inbounds nuw i8, ptr %3961, i64 708
  store float %3568, ptr %4138, align 4, !tbaa !26
  %4139 = getelementptr inbounds nuw i8, ptr %3961, i64 712
  store float %3573, ptr %4139, align 8, !tbaa !26
  %4140 = getelementptr inbounds nuw i8, ptr %3961, i64 716
  store float %3578, ptr %4140, align 4, !tbaa !26
  %4141 = getelementptr inbounds nuw i8, ptr %3961, i64 720
  store float %3583, ptr %4141, align 16, !tbaa !26
  %4142 = getelementptr inbounds nuw i8, ptr %3961, i64 724
  store float %3588, ptr %4142, align 4, !tbaa !26
  %4143 = getelementptr inbounds nuw i8, ptr %3961, i64 728
  store float %3593, ptr %4143, align 8, !tbaa !26
  %4144 = getelementptr inbounds nuw i8, ptr %3961, i64 732
  store float %3598, ptr %4144, align 4, !tbaa !26
  %4145 = getelementptr inbounds nuw i8, ptr %3961, i64 736
  store float %3603, ptr %4145, align 16, !tbaa !26
  %4146 = getelementptr inbounds nuw i8, ptr %3961, i64 740
  store float %3608, ptr %4146, align 4, !tbaa !26
  %4147 = getelementptr inbounds nuw i8, ptr %3961, i64 744
  store float %3613, ptr %4147, align 8, !tbaa !26
  %4148 = getelementptr inbounds nuw i8, ptr %3961, i64 748
  store float %3618, ptr %4148, align 4, !tbaa !26
  %4149 = getelementptr inbounds nuw i8, ptr %3961, i64 752
  store float %3623, ptr %4149, align 16, !tbaa !26
  %4150 = getelementptr inbounds nuw i8, ptr %3961, i64 756
  store float %3628, ptr %4150, align 4, !tbaa !26
  %4151 = getelementptr inbounds nuw i8, ptr %3961, i64 760
  store float %3633, ptr %4151, align 8, !tbaa !26
  %4152 = getelementptr inbounds nuw i8, ptr %3961, i64 764
  store float %3638, ptr %4152, align 4, !tbaa !26
  %4153 = getelementptr inbounds nuw i8, ptr %3961, i64 768
  store float %3643, ptr %4153, align 16, !tbaa !26
  %4154 = getelementptr inbounds nuw i8, ptr %3961, i64 772
  store float %3648, ptr %4154, align 4, !tbaa !26
  %4155 = getelementptr inbounds nuw i8, ptr %3961, i64 776
  store float %3653, ptr %4155, align 8, !tbaa !26
  %4156 = getelementptr inbounds nuw i8, ptr %3961, i64 780
  store float %3658, ptr %4156, align 4, !tbaa !26
  %4157 = getelementptr inbounds nuw i8, ptr %3961, i64 784
  store float %3663, ptr %4157, align 16, !tbaa !26
  %4158 = getelementptr inbounds nuw i8, ptr %3961, i64 788
  store float %3668, ptr %4158, align 4, !tbaa !26
  %4159 = getelementptr inbounds nuw i8, ptr %3961, i64 792
  store float %3673, ptr %4159, align 8, !tbaa !26
  %4160 = getelementptr inbounds nuw i8, ptr %3961, i64 796
  store float %3678, ptr %4160, align 4, !tbaa !26
  %4161 = getelementptr inbounds nuw i8, ptr %3961, i64 800
  store float %3683, ptr %4161, align 16, !tbaa !26
  %4162 = getelementptr inbounds nuw i8, ptr %3961, i64 804
  store float %3688, ptr %4162, align 4, !tbaa !26
  %4163 = getelementptr inbounds nuw i8, ptr %3961, i64 808
  store float %3693, ptr %4163, align 8, !tbaa !26
  %4164 = getelementptr inbounds nuw i8, ptr %3961, i64 812
  store float %3698, ptr %4164, align 4, !tbaa !26
  %4165 = getelementptr inbounds nuw i8, ptr %3961, i64 816
  store float %3703, ptr %4165, align 16, !tbaa !26
  %4166 = getelementptr inbounds nuw i8, ptr %3961, i64 820
  store float %3708, ptr %4166, align 4, !tbaa !26
  %4167 = getelementptr inbounds nuw i8, ptr %3961, i64 824
  store float %3713, ptr %4167, align 8, !tbaa !26
  %4168 = getelementptr inbounds nuw i8, ptr %3961, i64 828
  store float %3718, ptr %4168, align 4, !tbaa !26
  %4169 = getelementptr inbounds nuw i8, ptr %3961, i64 832
  store float %3723, ptr %4169, align 16, !tbaa !26
  %4170 = getelementptr inbounds nuw i8, ptr %3961, i64 836
  store float %3728, ptr %4170, align 4, !tbaa !26
  %4171 = getelementptr inbounds nuw i8, ptr %3961, i64 840
  store float %3733, ptr %4171, align 8, !tbaa !26
  %4172 = getelementptr inbounds nuw i8, ptr %3961, i64 844
  store float %3738, ptr %4172, align 4, !tbaa !26
  %4173 = getelementptr inbounds nuw i8, ptr %3961, i64 848
  store float %3743, ptr %4173, align 16, !tbaa !26
  %4174 = getelementptr inbounds nuw i8, ptr %3961, i64 852
  store float %3748, ptr %4174, align 4, !tbaa !26
  %4175 = getelementptr inbounds nuw i8, ptr %3961, i64 856
  store float %3753, ptr %4175, align 8, !tbaa !26
  %4176 = getelementptr inbounds nuw i8, ptr %3961, i64 860
  store float %3758, ptr %4176, align 4, !tbaa !26
  %4177 = getelementptr inbounds nuw i8, ptr %3961, i64 864
  store float %3763, ptr %4177, align 16, !tbaa !26
  %4178 = getelementptr inbounds nuw i8, ptr %3961, i64 868
  store float %3768, ptr %4178, align 4, !tbaa !26
  %4179 = getelementptr inbounds nuw i8, ptr %3961, i64 872
  store float %3773, ptr %4179, align 8, !tbaa !26
  %4180 = getelementptr inbounds nuw i8, ptr %3961, i64 876
  store float %3778, ptr %4180, align 4, !tbaa !26
  %4181 = getelementptr inbounds nuw i8, ptr %3961, i64 880
  store float %3783, ptr %4181, align 16, !tbaa !26
  %4182 = getelementptr inbounds nuw i8, ptr %3961, i64 884
  store float %3788, ptr %4182, align 4, !tbaa !26
  %4183 = getelementptr inbounds nuw i8, ptr %3961, i64 888
  store float %3793, ptr %4183, align 8, !tbaa !26
  %4184 = getelementptr inbounds nuw i8, ptr %3961, i64 892
  store float %3798, ptr %4184, align 4, !tbaa !26
  %4185 = getelementptr inbounds nuw i8, ptr %3961, i64 896
  store float %3803, ptr %4185, align 16, !tbaa !26
  %4186 = getelementptr inbounds nuw i8, ptr %3961, i64 900
  store float %3808, ptr %4186, align 4, !tbaa !26
  %4187 = getelementptr inbounds nuw i8, ptr %3961, i64 904
  store float %3813, ptr %4187, align 8, !tbaa !26
  %4188 = getelementptr inbounds nuw i8, ptr %3961, i64 908
  store float %3818, ptr %4188, align 4, !tbaa !26
  %4189 = getelementptr inbounds nuw i8, ptr %3961, i64 912
  store float %3823, ptr %4189, align 16, !tbaa !26
  %4190 = getelementptr inbounds nuw i8, ptr %3961, i64 916
  store float %3828, ptr %4190, align 4, !tbaa !26
  %4191 = getelementptr inbounds nuw i8, ptr %3961, i64 920
  store float %3833, ptr %4191, align 8, !tbaa !26
  %4192 = getelementptr inbounds nuw i8, ptr %3961, i64 924
  store float %3838, ptr %4192, align 4, !tbaa !26
  %4193 = getelementptr inbounds nuw i8, ptr %3961, i64 928
  store float %3843, ptr %4193, align 16, !tbaa !26
  %4194 = getelementptr inbounds nuw i8, ptr %3961, i64 932
  store float %3848, ptr %4194, align 4, !tbaa !26
  %4195 = getelementptr inbounds nuw i8, ptr %3961, i64 936
  store float %3853, ptr %4195, align 8, !tbaa !26
  %4196 = getelementptr inbounds nuw i8, ptr %3961, i64 940
  store float %3858, ptr %4196, align 4, !tbaa !26
  %4197 = getelementptr inbounds nuw i8, ptr %3961, i64 944
  store float %3863, ptr %4197, align 16, !tbaa !26
  %4198 = getelementptr inbounds nuw i8, ptr %3961, i64 948
  store float %3868, ptr %4198, align 4, !tbaa !26
  %4199 = getelementptr inbounds nuw i8, ptr %3961, i64 952
  store float %3873, ptr %4199, align 8, !tbaa !26
  %4200 = getelementptr inbounds nuw i8, ptr %3961, i64 956
  store float %3878, ptr %4200, align 4, !tbaa !26
  %4201 = getelementptr inbounds nuw i8, ptr %3961, i64 960
  store float %3883, ptr %4201, align 16, !tbaa !26
  %4202 = getelementptr inbounds nuw i8, ptr %3961, i64 964
  store float %3888, ptr %4202, align 4, !tbaa !26
  %4203 = getelementptr inbounds nuw i8, ptr %3961, i64 968
  store float %3893, ptr %4203, align 8, !tbaa !26
  %4204 = getelementptr inbounds nuw i8, ptr %3961, i64 972
  store float %3898, ptr %4204, align 4, !tbaa !26
  %4205 = getelementptr inbounds nuw i8, ptr %3961, i64 976
  store float %3903, ptr %4205, align 16, !tbaa !26
  %4206 = getelementptr inbounds nuw i8, ptr %3961, i64 980
  store float %3908, ptr %4206, align 4, !tbaa !26
  %4207 = getelementptr inbounds nuw i8, ptr %3961, i64 984
  store float %3913, ptr %4207, align 8, !tbaa !26
  %4208 = getelementptr inbounds nuw i8, ptr %3961, i64 988
  store float %3918, ptr %4208, align 4, !tbaa !26
  %4209 = getelementptr inbounds nuw i8, ptr %3961, i64 992
  store float %3923, ptr %4209, align 16, !tbaa !26
  %4210 = getelementptr inbounds nuw i8, ptr %3961, i64 996
  store float %3928, ptr %4210, align 4, !tbaa !26
  %4211 = getelementptr inbounds nuw i8, ptr %3961, i64 1000
  store float %3933, ptr %4211, align 8, !tbaa !26
  %4212 = getelementptr inbounds nuw i8, ptr %3961, i64 1004
  store float %3938, ptr %4212, align 4, !tbaa !26
  %4213 = getelementptr inbounds nuw i8, ptr %3961, i64 1008
  store float %3943, ptr %4213, align 16, !tbaa !26
  %4214 = getelementptr inbounds nuw i8, ptr %3961, i64 1012
  store float %3948, ptr %4214, align 4, !tbaa !26
  %4215 = getelementptr inbounds nuw i8, ptr %3961, i64 1016
  store float %3953, ptr %4215, align 8, !tbaa !26
  %4216 = getelementptr inbounds nuw i8, ptr %3961, i64 1020
  store float %3958, ptr %4216, align 4, !tbaa !26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %1004, label %4257, label %4259

4217:                                             ; preds = %1366, %4252
  %4218 = phi i32 [ 0, %1366 ], [ %4225, %4252 ]
  %4219 = phi i32 [ 0, %1366 ], [ %4254, %4252 ]
  %4220 = phi i32 [ 0, %1366 ], [ %4255, %4252 ]
  %4221 = phi i8 [ 0, %1366 ], [ %4253, %4252 ]
  br i1 %1362, label %4222, label %4224

4222:                                             ; preds = %4217
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 49152) #8, !srcloc !27
  %4223 = shl nsw i32 %4220, 6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), i64 %1367, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 %4223, i32 %552, i64 1152921504606846976) #8, !srcloc !28
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$3, $4}], [$2], $5;", "r,l,r,r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), i64 %1368, i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 %4223, i32 %557, i64 1152921504606846976) #8, !srcloc !28
  br label %4224

4224:                                             ; preds = %4222, %4217
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 %4218) #8, !srcloc !29
  %4225 = xor i32 %4218, 1
  br i1 %1004, label %4226, label %4252

4226:                                             ; preds = %4224
  %4227 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %4228 = extractvalue { i32, i32 } %4227, 1
  %4229 = icmp eq i32 %4228, 0
  br i1 %4229, label %4233, label %4231

4230:                                             ; preds = %4248
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32)) #8, !srcloc !30
  br label %4252

4231:                                             ; preds = %4226
  %4232 = zext nneg i8 %4221 to i32
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %1007, i64 %1372, i64 %1374, i32 %1369, i32 %4232, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !31
  br label %4233

4233:                                             ; preds = %4231, %4226
  %4234 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %4235 = extractvalue { i32, i32 } %4234, 1
  %4236 = icmp eq i32 %4235, 0
  br i1 %4236, label %4238, label %4237

4237:                                             ; preds = %4233
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %1007, i64 %1377, i64 %1380, i32 %1369, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !31
  br label %4238

4238:                                             ; preds = %4237, %4233
  %4239 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %4240 = extractvalue { i32, i32 } %4239, 1
  %4241 = icmp eq i32 %4240, 0
  br i1 %4241, label %4243, label %4242

4242:                                             ; preds = %4238
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %1007, i64 %1383, i64 %1386, i32 %1369, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !31
  br label %4243

4243:                                             ; preds = %4242, %4238
  %4244 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %4245 = extractvalue { i32, i32 } %4244, 1
  %4246 = icmp eq i32 %4245, 0
  br i1 %4246, label %4248, label %4247

4247:                                             ; preds = %4243
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %1007, i64 %1389, i64 %1392, i32 %1369, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !31
  br label %4248

4248:                                             ; preds = %4247, %4243
  %4249 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %4250 = extractvalue { i32, i32 } %4249, 1
  %4251 = icmp eq i32 %4250, 0
  br i1 %4251, label %4252, label %4230

4252:                                             ; preds = %4230, %4248, %4224
  %4253 = phi i8 [ 1, %4230 ], [ 1, %4248 ], [ %4221, %4224 ]
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i32 %4219) #8, !srcloc !29
  %4254 = xor i32 %4219, 1
  %4255 = add nuw nsw i32 %4220, 1
  %4256 = icmp eq i32 %4255, %1370
  br i1 %4256, label %1393, label %4217, !llvm.loop !32

4257:                                             ; preds = %1393
  call void asm sideeffect "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", ""() #8, !srcloc !34
  %4258 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49184), align 32, !tbaa !15
  call void asm sideeffect "{\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32  $0, $1; \0A\09}", "r,r"(i32 %4258, i32 512) #8, !srcloc !35
  br label %4259

4259:                                             ; preds = %4257, %1393
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
!13 = !{i64 46225012, i64 46225023, i64 46225047, i64 46225072, i64 46225111, i64 46225140, i64 46225171}
!14 = !{i64 46242943}
!15 = !{!16, !7, i64 49184}
!16 = !{!"_ZTS13SharedStorageIN7cutlass6half_tES1_N4cute14ComposedLayoutINS2_7SwizzleILi3ELi4ELi3EEENS2_18smem_ptr_flag_bitsILi16EEENS2_6LayoutINS2_5tupleIJNS9_IJNS2_1CILi128EEENSA_ILi16EEEEEENSA_ILi1EEENSA_ILi4EEEEEENS9_IJNS9_IJNSA_ILi64EEESE_EEENSA_ILi0EEESC_EEEEEEENS3_IS5_S7_NS8_INS9_IJNS9_IJNSA_ILi256EEESC_EEESE_SF_EEESK_EEEEE", !17, i64 0, !20, i64 16384, !23, i64 49152, !23, i64 49168, !7, i64 49184}
!17 = !{!"_ZTSN4cute11ArrayEngineIN7cutlass6half_tELm8192EEE", !18, i64 0}
!18 = !{!"_ZTSN4cute13array_alignedIN7cutlass6half_tELm8192ELm16EEE", !19, i64 0}
!19 = !{!"_ZTSN4cute5arrayIN7cutlass6half_tELm8192EEE", !8, i64 0}
!20 = !{!"_ZTSN4cute11ArrayEngineIN7cutlass6half_tELm16384EEE", !21, i64 0}
!21 = !{!"_ZTSN4cute13array_alignedIN7cutlass6half_tELm16384ELm16EEE", !22, i64 0}
!22 = !{!"_ZTSN4cute5arrayIN7cutlass6half_tELm16384EEE", !8, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = !{i64 47548421}
!25 = !{i64 46815640}
!26 = !{!8, !8, i64 0}
!27 = !{i64 47548976}
!28 = !{i64 47573028}
!29 = !{i64 47549461, i64 47549472, i64 47549510, i64 47549528, i64 47549591, i64 47549635, i64 47549675, i64 47549689}
!30 = !{i64 48328825}
!31 = !{i64 46141310, i64 46141314, i64 46141342, i64 46141378, i64 46141467}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.mustprogress"}
!34 = !{i64 46243711}
!35 = !{i64 46243331, i64 46243335, i64 46243403}
