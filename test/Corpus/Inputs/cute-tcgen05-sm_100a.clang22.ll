; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: $CUTLASS/examples/cute/tutorial/blackwell/01_mma_sm100.cu (CUTLASS 7107b05535f8)
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_100a --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -I$OVERLAY -I$CUTLASS/include -I$CUTLASS/tools/util/include -I$CUTLASS/examples/common -include test/Corpus/cuda/clang-cuda-compat.h -DNDEBUG -D__NV_NO_HOST_COMPILER_CHECK=1 -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1 -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0 -mllvm -pragma-unroll-threshold=100000 -mllvm -unroll-threshold=5000 -Wno-unused-command-line-argument -DCUTLASS_ARCH_MMA_SM100_SUPPORTED=1 -DCUTLASS_ARCH_MMA_SM100_ENABLED=1 -DCUTLASS_ARCH_MMA_SM100A_ENABLED=1 $CUTLASS/examples/cute/tutorial/blackwell/01_mma_sm100.cu -o cute-tcgen05-sm_100a.clang22.ll
; $OVERLAY: CUTLASS's cute/arch/copy_sm100.hpp with the commas its tcgen05.cp asm operand lists lack
; ModuleID = '$CUTLASS/examples/cute/tutorial/blackwell/01_mma_sm100.cu'
source_filename = "$CUTLASS/examples/cute/tutorial/blackwell/01_mma_sm100.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.thrust::THRUST_300001_SM_1000_NS::cuda_cub::__uninitialized_fill::functor" = type <{ %"class.thrust::THRUST_300001_SM_1000_NS::device_ptr", float, [4 x i8] }>
%"class.thrust::THRUST_300001_SM_1000_NS::device_ptr" = type { %"class.thrust::THRUST_300001_SM_1000_NS::pointer" }
%"class.thrust::THRUST_300001_SM_1000_NS::pointer" = type { %"class.thrust::THRUST_300001_SM_1000_NS::iterator_adaptor" }
%"class.thrust::THRUST_300001_SM_1000_NS::iterator_adaptor" = type { ptr }
%"struct.cute::Tensor" = type { %"struct.cute::tuple" }
%"struct.cute::tuple" = type { %"struct.cute::eso::ESO" }
%"struct.cute::eso::ESO" = type { %"struct.cute::Layout", %"struct.cute::eso::ESO.8" }
%"struct.cute::Layout" = type { %"struct.cute::tuple.0" }
%"struct.cute::tuple.0" = type { %"struct.cute::eso::ESO.1" }
%"struct.cute::eso::ESO.1" = type { %"struct.cute::tuple.2", %"struct.cute::eso::ESO.5" }
%"struct.cute::tuple.2" = type { %"struct.cute::eso::ESO.3" }
%"struct.cute::eso::ESO.3" = type { i32, %"struct.cute::eso::ESO.4" }
%"struct.cute::eso::ESO.4" = type { i32 }
%"struct.cute::eso::ESO.5" = type { %"struct.cute::tuple.6" }
%"struct.cute::tuple.6" = type { %"struct.cute::eso::ESO.7" }
%"struct.cute::eso::ESO.7" = type { i32 }
%"struct.cute::eso::ESO.8" = type { %"struct.cute::ViewEngine" }
%"struct.cute::ViewEngine" = type { %"struct.cute::gmem_ptr" }
%"struct.cute::gmem_ptr" = type { %"struct.cute::iter_adaptor" }
%"struct.cute::iter_adaptor" = type { ptr }
%"struct.cute::Tensor.9" = type { %"struct.cute::tuple.10" }
%"struct.cute::tuple.10" = type { %"struct.cute::eso::ESO.11" }
%"struct.cute::eso::ESO.11" = type { %"struct.cute::Layout", %"struct.cute::eso::ESO.12" }
%"struct.cute::eso::ESO.12" = type { %"struct.cute::ViewEngine.13" }
%"struct.cute::ViewEngine.13" = type { %"struct.cute::gmem_ptr.14" }
%"struct.cute::gmem_ptr.14" = type { %"struct.cute::iter_adaptor.15" }
%"struct.cute::iter_adaptor.15" = type { ptr }
%"struct.cute::Tensor.16" = type { %"struct.cute::tuple.17" }
%"struct.cute::tuple.17" = type { %"struct.cute::eso::ESO.18" }
%"struct.cute::eso::ESO.18" = type { %"struct.cute::Layout", %"struct.cute::eso::ESO.19" }
%"struct.cute::eso::ESO.19" = type { %"struct.cute::ViewEngine.20" }
%"struct.cute::ViewEngine.20" = type { %"struct.cute::gmem_ptr.21" }
%"struct.cute::gmem_ptr.21" = type { %"struct.cute::iter_adaptor.22" }
%"struct.cute::iter_adaptor.22" = type { ptr }
%"struct.cute::tuple.23" = type { i8 }
%"struct.cute::TiledMMA" = type { %"struct.cute::MMA_Atom.base.26", [3 x i8] }
%"struct.cute::MMA_Atom.base.26" = type { %"struct.cute::MMA_Atom.base" }
%"struct.cute::MMA_Atom.base" = type { %"struct.cute::MMA_Traits.base" }
%"struct.cute::MMA_Traits.base" = type <{ %"union.cute::UMMA::InstrDescriptor", i8 }>
%"union.cute::UMMA::InstrDescriptor" = type { i32 }
%"struct.cute::tuple.27" = type { i8 }
%printf_args.620 = type { i32 }
%printf_args.621 = type { i32 }
%printf_args = type { ptr }
%printf_args.1705 = type { i32, i32 }
%printf_args.619 = type { ptr }
%printf_args.1704 = type { i32, i32, i32 }
%printf_args.622 = type { ptr }
%"struct.cutlass::half_t" = type { i16 }

$_ZN3cub18CUB_300001_SM_10006detail11EmptyKernelIvEEvv = comdat any

$_ZN3cub18CUB_300001_SM_10006detail8for_each13static_kernelINS2_12policy_hub_t12policy_500_tEmN6thrust24THRUST_300001_SM_1000_NS8cuda_cub20__uninitialized_fill7functorINS7_10device_ptrIfEEfEEEEvT0_T1_ = comdat any

$_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_N4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEENS4_IS6_S8_NS9_INSA_IJNSA_IJNSB_ILi256EEESD_EEESF_SG_EEESL_EEEEENS3_6TensorINS3_10ViewEngineINS3_8gmem_ptrIPKS2_EEEENS9_INSA_IJiiEEENSA_IJiSF_EEEEEEES14_NSU_INSV_INSW_IPKfEEEES13_EENSU_INSV_INSW_IPfEEEES13_EENSA_IJSC_SO_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_20SM100_MMA_F16BF16_SSIS2_S2_fLi128ELi256ELNS3_4UMMA5MajorE0ELS1J_0ELNS1I_7ScaleInE0ELS1K_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1Q_S1Q_EEEEES1N_ffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_ = comdat any

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
@.str18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str19 = private unnamed_addr constant [4 x i8] c" o \00", align 1
@.str20 = private unnamed_addr constant [6 x i8] c"gmem_\00", align 1
@.str21 = private unnamed_addr constant [5 x i8] c"ptr[\00", align 1
@.str22 = private unnamed_addr constant [7 x i8] c"b](%p)\00", align 1
@.str23 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str24 = private unnamed_addr constant [2 x i8] c":\00", align 1
@.str25 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str26 = private unnamed_addr constant [2 x i8] c"_\00", align 1
@.str27 = private unnamed_addr constant [13 x i8] c"Sw<%d,%d,%d>\00", align 1
@.str28 = private unnamed_addr constant [6 x i8] c"smem_\00", align 1
@.str29 = private unnamed_addr constant [25 x i8] c"UMMA::DescriptorIterator\00", align 1
@.str30 = private unnamed_addr constant [7 x i8] c"tmem_[\00", align 1
@.str31 = private unnamed_addr constant [16 x i8] c"b](0x%04x.%04x)\00", align 1

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
define dso_local ptx_kernel void @_ZL11gemm_deviceI13SharedStorageIN7cutlass6half_tES2_N4cute14ComposedLayoutINS3_7SwizzleILi3ELi4ELi3EEENS3_18smem_ptr_flag_bitsILi16EEENS3_6LayoutINS3_5tupleIJNSA_IJNS3_1CILi128EEENSB_ILi16EEEEEENSB_ILi1EEENSB_ILi4EEEEEENSA_IJNSA_IJNSB_ILi64EEESF_EEENSB_ILi0EEESD_EEEEEEENS4_IS6_S8_NS9_INSA_IJNSA_IJNSB_ILi256EEESD_EEESF_SG_EEESL_EEEEENS3_6TensorINS3_10ViewEngineINS3_8gmem_ptrIPKS2_EEEENS9_INSA_IJiiEEENSA_IJiSF_EEEEEEES14_NSU_INSV_INSW_IPKfEEEES13_EENSU_INSV_INSW_IPfEEEES13_EENSA_IJSC_SO_SI_EEENS3_8TiledMMAINS3_8MMA_AtomIJNS3_20SM100_MMA_F16BF16_SSIS2_S2_fLi128ELi256ELNS3_4UMMA5MajorE0ELS1J_0ELNS1I_7ScaleInE0ELS1K_0EEEEEENS9_INSA_IJSF_SF_SF_EEENSA_IJSK_SK_SK_EEEEENSA_IJNS3_10UnderscoreES1Q_S1Q_EEEEES1N_ffEvT0_T1_T2_T3_T4_T5_T6_T7_T8_(ptr noundef readonly byval(%"struct.cute::Tensor") align 8 captures(none) %0, ptr noundef readonly byval(%"struct.cute::Tensor") align 8 captures(none) %1, ptr noundef readonly byval(%"struct.cute::Tensor.9") align 8 captures(none) %2, ptr noundef readonly byval(%"struct.cute::Tensor.16") align 8 captures(none) %3, ptr noundef readnone byval(%"struct.cute::tuple.23") align 1 captures(none) %4, ptr noundef byval(%"struct.cute::TiledMMA") align 4 captures(none) initializes((4, 5)) %5, ptr noundef readnone byval(%"struct.cute::tuple.27") align 1 captures(none) %6, float noundef %7, float noundef %8) local_unnamed_addr #4 comdat {
  %10 = alloca %printf_args.620, align 8
  %11 = alloca %printf_args.620, align 8
  %12 = alloca %printf_args.621, align 8
  %13 = alloca %printf_args.621, align 8
  %14 = alloca %printf_args.621, align 8
  %15 = alloca %printf_args.620, align 8
  %16 = alloca %printf_args.620, align 8
  %17 = alloca %printf_args.621, align 8
  %18 = alloca %printf_args.621, align 8
  %19 = alloca %printf_args.621, align 8
  %20 = alloca %printf_args.621, align 8
  %21 = alloca %printf_args.620, align 8
  %22 = alloca %printf_args.620, align 8
  %23 = alloca %printf_args.621, align 8
  %24 = alloca %printf_args.621, align 8
  %25 = alloca %printf_args.621, align 8
  %26 = alloca %printf_args.620, align 8
  %27 = alloca %printf_args.620, align 8
  %28 = alloca %printf_args.621, align 8
  %29 = alloca %printf_args.621, align 8
  %30 = alloca %printf_args.621, align 8
  %31 = alloca %printf_args.621, align 8
  %32 = alloca %printf_args, align 8
  %33 = alloca %printf_args.620, align 8
  %34 = alloca %printf_args.1705, align 8
  %35 = alloca %printf_args.620, align 8
  %36 = alloca %printf_args.620, align 8
  %37 = alloca %printf_args.620, align 8
  %38 = alloca %printf_args.620, align 8
  %39 = alloca %printf_args.621, align 8
  %40 = alloca %printf_args.621, align 8
  %41 = alloca %printf_args.621, align 8
  %42 = alloca %printf_args.621, align 8
  %43 = alloca %printf_args.620, align 8
  %44 = alloca %printf_args.620, align 8
  %45 = alloca %printf_args.621, align 8
  %46 = alloca %printf_args.621, align 8
  %47 = alloca %printf_args.621, align 8
  %48 = alloca %printf_args.621, align 8
  %49 = alloca %printf_args.620, align 8
  %50 = alloca %printf_args.620, align 8
  %51 = alloca %printf_args.620, align 8
  %52 = alloca %printf_args.621, align 8
  %53 = alloca %printf_args.621, align 8
  %54 = alloca %printf_args.621, align 8
  %55 = alloca %printf_args.621, align 8
  %56 = alloca %printf_args.620, align 8
  %57 = alloca %printf_args.620, align 8
  %58 = alloca %printf_args.620, align 8
  %59 = alloca %printf_args.621, align 8
  %60 = alloca %printf_args.621, align 8
  %61 = alloca %printf_args.621, align 8
  %62 = alloca %printf_args.621, align 8
  %63 = alloca %printf_args, align 8
  %64 = alloca %printf_args, align 8
  %65 = alloca %printf_args.620, align 8
  %66 = alloca %printf_args.620, align 8
  %67 = alloca %printf_args.621, align 8
  %68 = alloca %printf_args.621, align 8
  %69 = alloca %printf_args.621, align 8
  %70 = alloca %printf_args.620, align 8
  %71 = alloca %printf_args.620, align 8
  %72 = alloca %printf_args.621, align 8
  %73 = alloca %printf_args.621, align 8
  %74 = alloca %printf_args.621, align 8
  %75 = alloca %printf_args.621, align 8
  %76 = alloca %printf_args.620, align 8
  %77 = alloca %printf_args.620, align 8
  %78 = alloca %printf_args.621, align 8
  %79 = alloca %printf_args.621, align 8
  %80 = alloca %printf_args.621, align 8
  %81 = alloca %printf_args.620, align 8
  %82 = alloca %printf_args.620, align 8
  %83 = alloca %printf_args.621, align 8
  %84 = alloca %printf_args.621, align 8
  %85 = alloca %printf_args.621, align 8
  %86 = alloca %printf_args.621, align 8
  %87 = alloca %printf_args, align 8
  %88 = alloca %printf_args.620, align 8
  %89 = alloca %printf_args.620, align 8
  %90 = alloca %printf_args.621, align 8
  %91 = alloca %printf_args.621, align 8
  %92 = alloca %printf_args.621, align 8
  %93 = alloca %printf_args.620, align 8
  %94 = alloca %printf_args.620, align 8
  %95 = alloca %printf_args.621, align 8
  %96 = alloca %printf_args.621, align 8
  %97 = alloca %printf_args.621, align 8
  %98 = alloca %printf_args.621, align 8
  %99 = alloca %printf_args.620, align 8
  %100 = alloca %printf_args.620, align 8
  %101 = alloca %printf_args.621, align 8
  %102 = alloca %printf_args.621, align 8
  %103 = alloca %printf_args.621, align 8
  %104 = alloca %printf_args.620, align 8
  %105 = alloca %printf_args.620, align 8
  %106 = alloca %printf_args.621, align 8
  %107 = alloca %printf_args.621, align 8
  %108 = alloca %printf_args.621, align 8
  %109 = alloca %printf_args.621, align 8
  %110 = alloca %printf_args.620, align 8
  %111 = alloca %printf_args.619, align 8
  %112 = alloca %printf_args.620, align 8
  %113 = alloca %printf_args.619, align 8
  %114 = alloca %printf_args.1704, align 8
  %115 = alloca %printf_args.1704, align 8
  %116 = alloca %printf_args, align 8
  %117 = alloca %printf_args.620, align 8
  %118 = alloca %printf_args.620, align 8
  %119 = alloca %printf_args.620, align 8
  %120 = alloca %printf_args.621, align 8
  %121 = alloca %printf_args.621, align 8
  %122 = alloca %printf_args.621, align 8
  %123 = alloca %printf_args.620, align 8
  %124 = alloca %printf_args.621, align 8
  %125 = alloca %printf_args.621, align 8
  %126 = alloca %printf_args.621, align 8
  %127 = alloca %printf_args.621, align 8
  %128 = alloca %printf_args.620, align 8
  %129 = alloca %printf_args.620, align 8
  %130 = alloca %printf_args.620, align 8
  %131 = alloca %printf_args.621, align 8
  %132 = alloca %printf_args.621, align 8
  %133 = alloca %printf_args.621, align 8
  %134 = alloca %printf_args.620, align 8
  %135 = alloca %printf_args.621, align 8
  %136 = alloca %printf_args.621, align 8
  %137 = alloca %printf_args.621, align 8
  %138 = alloca %printf_args.621, align 8
  %139 = alloca %printf_args.620, align 8
  %140 = alloca %printf_args.620, align 8
  %141 = alloca %printf_args.621, align 8
  %142 = alloca %printf_args.621, align 8
  %143 = alloca %printf_args.621, align 8
  %144 = alloca %printf_args.620, align 8
  %145 = alloca %printf_args.620, align 8
  %146 = alloca %printf_args.621, align 8
  %147 = alloca %printf_args.621, align 8
  %148 = alloca %printf_args.621, align 8
  %149 = alloca %printf_args.621, align 8
  %150 = alloca %printf_args.620, align 8
  %151 = alloca %printf_args.620, align 8
  %152 = alloca %printf_args.621, align 8
  %153 = alloca %printf_args.621, align 8
  %154 = alloca %printf_args.621, align 8
  %155 = alloca %printf_args.620, align 8
  %156 = alloca %printf_args.620, align 8
  %157 = alloca %printf_args.621, align 8
  %158 = alloca %printf_args.621, align 8
  %159 = alloca %printf_args.621, align 8
  %160 = alloca %printf_args.621, align 8
  %161 = alloca %printf_args, align 8
  %162 = alloca %printf_args, align 8
  %163 = alloca %printf_args.620, align 8
  %164 = alloca %printf_args.620, align 8
  %165 = alloca %printf_args.621, align 8
  %166 = alloca %printf_args.621, align 8
  %167 = alloca %printf_args.621, align 8
  %168 = alloca %printf_args.620, align 8
  %169 = alloca %printf_args.620, align 8
  %170 = alloca %printf_args.621, align 8
  %171 = alloca %printf_args.621, align 8
  %172 = alloca %printf_args.621, align 8
  %173 = alloca %printf_args.621, align 8
  %174 = alloca %printf_args.621, align 8
  %175 = alloca %printf_args.620, align 8
  %176 = alloca %printf_args.620, align 8
  %177 = alloca %printf_args.620, align 8
  %178 = alloca %printf_args.620, align 8
  %179 = alloca %printf_args.620, align 8
  %180 = alloca %printf_args.621, align 8
  %181 = alloca %printf_args.621, align 8
  %182 = alloca %printf_args.621, align 8
  %183 = alloca %printf_args.620, align 8
  %184 = alloca %printf_args.621, align 8
  %185 = alloca %printf_args.621, align 8
  %186 = alloca %printf_args.621, align 8
  %187 = alloca %printf_args.621, align 8
  %188 = alloca %printf_args.621, align 8
  %189 = alloca %printf_args, align 8
  %190 = alloca %printf_args.620, align 8
  %191 = alloca %printf_args.620, align 8
  %192 = alloca %printf_args.620, align 8
  %193 = alloca %printf_args.620, align 8
  %194 = alloca %printf_args.621, align 8
  %195 = alloca %printf_args.621, align 8
  %196 = alloca %printf_args.621, align 8
  %197 = alloca %printf_args.620, align 8
  %198 = alloca %printf_args.621, align 8
  %199 = alloca %printf_args.621, align 8
  %200 = alloca %printf_args.621, align 8
  %201 = alloca %printf_args.621, align 8
  %202 = alloca %printf_args.621, align 8
  %203 = alloca %printf_args.620, align 8
  %204 = alloca %printf_args.620, align 8
  %205 = alloca %printf_args.621, align 8
  %206 = alloca %printf_args.621, align 8
  %207 = alloca %printf_args.621, align 8
  %208 = alloca %printf_args.620, align 8
  %209 = alloca %printf_args.620, align 8
  %210 = alloca %printf_args.621, align 8
  %211 = alloca %printf_args.621, align 8
  %212 = alloca %printf_args.621, align 8
  %213 = alloca %printf_args.621, align 8
  %214 = alloca %printf_args.621, align 8
  %215 = alloca %printf_args.620, align 8
  %216 = alloca %printf_args, align 8
  %217 = alloca %printf_args.620, align 8
  %218 = alloca %printf_args.620, align 8
  %219 = alloca %printf_args.621, align 8
  %220 = alloca %printf_args.621, align 8
  %221 = alloca %printf_args.621, align 8
  %222 = alloca %printf_args.620, align 8
  %223 = alloca %printf_args.620, align 8
  %224 = alloca %printf_args.621, align 8
  %225 = alloca %printf_args.621, align 8
  %226 = alloca %printf_args.621, align 8
  %227 = alloca %printf_args.620, align 8
  %228 = alloca %printf_args.621, align 8
  %229 = alloca %printf_args.621, align 8
  %230 = alloca %printf_args.621, align 8
  %231 = alloca %printf_args.620, align 8
  %232 = alloca %printf_args, align 8
  %233 = alloca %printf_args.620, align 8
  %234 = alloca %printf_args.621, align 8
  %235 = alloca %printf_args.621, align 8
  %236 = alloca %printf_args.621, align 8
  %237 = alloca %printf_args.620, align 8
  %238 = alloca %printf_args, align 8
  %239 = alloca %printf_args.620, align 8
  %240 = alloca %printf_args.620, align 8
  %241 = alloca %printf_args.621, align 8
  %242 = alloca %printf_args.621, align 8
  %243 = alloca %printf_args.621, align 8
  %244 = alloca %printf_args.621, align 8
  %245 = alloca %printf_args.620, align 8
  %246 = alloca %printf_args.620, align 8
  %247 = alloca %printf_args.620, align 8
  %248 = alloca %printf_args.621, align 8
  %249 = alloca %printf_args.621, align 8
  %250 = alloca %printf_args.621, align 8
  %251 = alloca %printf_args.621, align 8
  %252 = alloca %printf_args.620, align 8
  %253 = alloca %printf_args, align 8
  %254 = alloca %printf_args.620, align 8
  %255 = alloca %printf_args.620, align 8
  %256 = alloca %printf_args.621, align 8
  %257 = alloca %printf_args.621, align 8
  %258 = alloca %printf_args.621, align 8
  %259 = alloca %printf_args.621, align 8
  %260 = alloca %printf_args.620, align 8
  %261 = alloca %printf_args.620, align 8
  %262 = alloca %printf_args.620, align 8
  %263 = alloca %printf_args.621, align 8
  %264 = alloca %printf_args.621, align 8
  %265 = alloca %printf_args.621, align 8
  %266 = alloca %printf_args.621, align 8
  %267 = alloca %printf_args.620, align 8
  %268 = alloca %printf_args, align 8
  %269 = alloca %printf_args.620, align 8
  %270 = alloca %printf_args.622, align 8
  %271 = alloca %printf_args.620, align 8
  %272 = alloca %printf_args.622, align 8
  %273 = alloca %printf_args.620, align 8
  %274 = alloca %printf_args.622, align 8
  %275 = alloca %printf_args.620, align 8
  %276 = alloca %printf_args.622, align 8
  %277 = alloca %printf_args.620, align 8
  %278 = alloca %printf_args.622, align 8
  %279 = alloca %printf_args.620, align 8
  %280 = alloca %printf_args.622, align 8
  %281 = alloca %printf_args.620, align 8
  %282 = alloca %printf_args.620, align 8
  %283 = alloca %printf_args.620, align 8
  %284 = alloca %printf_args.620, align 8
  %285 = alloca %printf_args.621, align 8
  %286 = alloca %printf_args.621, align 8
  %287 = alloca %printf_args.621, align 8
  %288 = alloca %printf_args.620, align 8
  %289 = alloca %printf_args.621, align 8
  %290 = alloca %printf_args.621, align 8
  %291 = alloca %printf_args.621, align 8
  %292 = alloca %printf_args.620, align 8
  %293 = alloca %printf_args.621, align 8
  %294 = alloca %printf_args.621, align 8
  %295 = alloca %printf_args.621, align 8
  %296 = alloca %printf_args.620, align 8
  %297 = alloca %printf_args.621, align 8
  %298 = alloca %printf_args.621, align 8
  %299 = alloca %printf_args.621, align 8
  %300 = alloca %printf_args.620, align 8
  %301 = alloca %printf_args.621, align 8
  %302 = alloca %printf_args.621, align 8
  %303 = alloca %printf_args.621, align 8
  %304 = alloca %printf_args.621, align 8
  %305 = alloca %printf_args.621, align 8
  %306 = alloca %printf_args.621, align 8
  %307 = alloca %printf_args.621, align 8
  %308 = alloca %printf_args.621, align 8
  %309 = alloca %printf_args.621, align 8
  %310 = alloca %printf_args.621, align 8
  %311 = alloca %printf_args.621, align 8
  %312 = alloca %printf_args.621, align 8
  %313 = alloca %printf_args.620, align 8
  %314 = alloca %printf_args.620, align 8
  %315 = alloca %printf_args.620, align 8
  %316 = alloca %printf_args.620, align 8
  %317 = alloca %printf_args.620, align 8
  %318 = alloca %printf_args.620, align 8
  %319 = alloca %printf_args.620, align 8
  %320 = alloca %printf_args.620, align 8
  %321 = alloca %printf_args.620, align 8
  %322 = alloca %printf_args.620, align 8
  %323 = alloca %printf_args.620, align 8
  %324 = alloca %printf_args.620, align 8
  %325 = alloca %printf_args.620, align 8
  %326 = alloca %printf_args.620, align 8
  %327 = alloca %printf_args.619, align 8
  %328 = alloca %printf_args.619, align 8
  %329 = alloca %printf_args.619, align 8
  %330 = alloca %printf_args.619, align 8
  %331 = alloca %printf_args.619, align 8
  %332 = alloca %printf_args.619, align 8
  %333 = alloca %printf_args, align 8
  %334 = alloca %printf_args, align 8
  %335 = alloca %printf_args, align 8
  %336 = alloca %printf_args, align 8
  %337 = alloca %printf_args, align 8
  %338 = alloca %printf_args, align 8
  %339 = alloca %printf_args, align 8
  %340 = alloca %printf_args, align 8
  %341 = alloca %printf_args, align 8
  %342 = alloca %printf_args, align 8
  %343 = alloca %printf_args, align 8
  %344 = alloca %printf_args, align 8
  %345 = alloca %printf_args, align 8
  %346 = alloca %printf_args, align 8
  %347 = alloca %printf_args, align 8
  %348 = alloca %printf_args, align 8
  %349 = alloca %printf_args, align 8
  %350 = alloca %printf_args, align 8
  %351 = alloca %printf_args, align 8
  %352 = alloca %printf_args, align 8
  %353 = alloca %printf_args, align 8
  %354 = alloca %printf_args, align 8
  %355 = alloca %printf_args, align 8
  %356 = alloca %printf_args, align 8
  %357 = alloca %printf_args, align 8
  %358 = alloca %printf_args, align 8
  %359 = alloca %printf_args, align 8
  %360 = alloca %printf_args, align 8
  %361 = alloca %printf_args, align 8
  %362 = alloca %printf_args, align 8
  %363 = alloca %printf_args, align 8
  %364 = alloca %printf_args, align 8
  %365 = alloca %printf_args, align 8
  %366 = alloca %printf_args, align 8
  %367 = alloca %printf_args, align 8
  %368 = alloca %printf_args, align 8
  %369 = alloca %printf_args, align 8
  %370 = alloca %printf_args, align 8
  %371 = alloca %printf_args, align 8
  %372 = alloca %printf_args, align 8
  %373 = alloca %printf_args, align 8
  %374 = alloca %printf_args, align 8
  %375 = alloca %printf_args, align 8
  %376 = alloca %printf_args, align 8
  %377 = alloca %printf_args, align 8
  %378 = alloca %printf_args, align 8
  %379 = alloca %printf_args, align 8
  %380 = alloca %printf_args, align 8
  %381 = alloca %printf_args, align 8
  %382 = alloca %printf_args, align 8
  %383 = alloca %printf_args, align 8
  %384 = alloca %printf_args, align 8
  %385 = alloca %printf_args, align 8
  %386 = alloca %printf_args, align 8
  %387 = alloca %printf_args, align 8
  %388 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %389 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %390 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %391 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %392 = load i32, ptr %0, align 8, !tbaa !6
  %393 = load i32, ptr %391, align 8, !tbaa !6
  %394 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %395 = load i32, ptr %394, align 4, !tbaa !6
  %396 = add nsw i32 %395, 63
  %397 = sdiv i32 %396, 64
  %398 = load i64, ptr %390, align 8
  %399 = inttoptr i64 %398 to ptr
  %400 = shl i32 %388, 7
  %401 = mul i32 %400, %393
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %399, i64 %402
  %404 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %405 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %406 = load i32, ptr %1, align 8, !tbaa !6
  %407 = load i32, ptr %405, align 8, !tbaa !6
  %408 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %409 = load i32, ptr %408, align 4, !tbaa !6
  %410 = add nsw i32 %409, 63
  %411 = sdiv i32 %410, 64
  %412 = load i64, ptr %404, align 8
  %413 = inttoptr i64 %412 to ptr
  %414 = shl nuw nsw i32 %389, 8
  %415 = mul i32 %414, %407
  %416 = zext i32 %415 to i64
  %417 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %413, i64 %416
  %418 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %419 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %420 = load i32, ptr %419, align 8, !tbaa !6
  %421 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %422 = load i64, ptr %418, align 8
  %423 = inttoptr i64 %422 to ptr
  %424 = mul i32 %400, %420
  %425 = add i32 %424, %414
  %426 = zext i32 %425 to i64
  %427 = getelementptr inbounds nuw float, ptr %423, i64 %426
  %428 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %429 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %430 = load i32, ptr %429, align 8, !tbaa !6
  %431 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %432 = load i64, ptr %428, align 8
  %433 = inttoptr i64 %432 to ptr
  %434 = mul i32 %400, %430
  %435 = add i32 %434, %414
  %436 = zext i32 %435 to i64
  %437 = getelementptr inbounds nuw float, ptr %433, i64 %436
  %438 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %439 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %440 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %441 = mul nuw nsw i32 %439, %440
  %442 = add nuw nsw i32 %441, %438
  %443 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %444 = mul nuw nsw i32 %443, %440
  %445 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %446 = mul nuw nsw i32 %444, %445
  %447 = or i32 %442, %446
  %448 = icmp eq i32 %447, 0
  br i1 %448, label %449, label %641

449:                                              ; preds = %9
  %450 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %451 = mul i32 %389, %450
  %452 = add i32 %451, %388
  %453 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %454 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %455 = mul i32 %450, %453
  %456 = mul i32 %455, %454
  %457 = sub i32 0, %456
  %458 = icmp eq i32 %452, %457
  br i1 %458, label %459, label %641

459:                                              ; preds = %449
  call void @llvm.lifetime.start.p0(ptr nonnull %354)
  store ptr @.str, ptr %354, align 8
  %460 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %354) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %354)
  %461 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %331)
  %462 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %322)
  store i32 16, ptr %322, align 8
  %463 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %322) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %322)
  store ptr %399, ptr %331, align 8
  %464 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %331) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %331)
  call void @llvm.lifetime.start.p0(ptr nonnull %352)
  store ptr @.str19, ptr %352, align 8
  %465 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %352) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %352)
  call void @llvm.lifetime.start.p0(ptr nonnull %307)
  store i32 40, ptr %307, align 8
  %466 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %307) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %307)
  call void @llvm.lifetime.start.p0(ptr nonnull %315)
  store i32 %392, ptr %315, align 8
  %467 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %315) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %315)
  call void @llvm.lifetime.start.p0(ptr nonnull %308)
  store i32 44, ptr %308, align 8
  %468 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %308) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %308)
  call void @llvm.lifetime.start.p0(ptr nonnull %316)
  store i32 %395, ptr %316, align 8
  %469 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %316) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %316)
  call void @llvm.lifetime.start.p0(ptr nonnull %309)
  store i32 41, ptr %309, align 8
  %470 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %309) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %309)
  call void @llvm.lifetime.start.p0(ptr nonnull %334)
  store ptr @.str24, ptr %334, align 8
  %471 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %334) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %334)
  call void @llvm.lifetime.start.p0(ptr nonnull %289)
  store i32 40, ptr %289, align 8
  %472 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %289) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %289)
  call void @llvm.lifetime.start.p0(ptr nonnull %292)
  store i32 %393, ptr %292, align 8
  %473 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %292) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %292)
  call void @llvm.lifetime.start.p0(ptr nonnull %290)
  store i32 44, ptr %290, align 8
  %474 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %290) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %290)
  %475 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %283)
  store i32 1, ptr %283, align 8
  %476 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %283) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %283)
  call void @llvm.lifetime.start.p0(ptr nonnull %291)
  store i32 41, ptr %291, align 8
  %477 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %291) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %291)
  call void @llvm.lifetime.start.p0(ptr nonnull %355)
  store ptr @.str1, ptr %355, align 8
  %478 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %355) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %355)
  call void @llvm.lifetime.start.p0(ptr nonnull %356)
  store ptr @.str2, ptr %356, align 8
  %479 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %356) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %356)
  %480 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %332)
  %481 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %321)
  store i32 16, ptr %321, align 8
  %482 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %321) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %321)
  store ptr %413, ptr %332, align 8
  %483 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %332) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %332)
  call void @llvm.lifetime.start.p0(ptr nonnull %353)
  store ptr @.str19, ptr %353, align 8
  %484 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %353) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %353)
  call void @llvm.lifetime.start.p0(ptr nonnull %310)
  store i32 40, ptr %310, align 8
  %485 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %310) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %310)
  call void @llvm.lifetime.start.p0(ptr nonnull %313)
  store i32 %406, ptr %313, align 8
  %486 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %313) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %313)
  call void @llvm.lifetime.start.p0(ptr nonnull %311)
  store i32 44, ptr %311, align 8
  %487 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %311) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %311)
  call void @llvm.lifetime.start.p0(ptr nonnull %314)
  store i32 %409, ptr %314, align 8
  %488 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %314) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %314)
  call void @llvm.lifetime.start.p0(ptr nonnull %312)
  store i32 41, ptr %312, align 8
  %489 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %312) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %312)
  call void @llvm.lifetime.start.p0(ptr nonnull %333)
  store ptr @.str24, ptr %333, align 8
  %490 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %333) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %333)
  call void @llvm.lifetime.start.p0(ptr nonnull %285)
  store i32 40, ptr %285, align 8
  %491 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %285) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %285)
  %492 = load i32, ptr %405, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %288)
  store i32 %492, ptr %288, align 8
  %493 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %288) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %288)
  call void @llvm.lifetime.start.p0(ptr nonnull %286)
  store i32 44, ptr %286, align 8
  %494 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %286) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %286)
  %495 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %284)
  store i32 1, ptr %284, align 8
  %496 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %284) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %284)
  call void @llvm.lifetime.start.p0(ptr nonnull %287)
  store i32 41, ptr %287, align 8
  %497 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %287) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %287)
  call void @llvm.lifetime.start.p0(ptr nonnull %357)
  store ptr @.str1, ptr %357, align 8
  %498 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %357) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %357)
  call void @llvm.lifetime.start.p0(ptr nonnull %358)
  store ptr @.str3, ptr %358, align 8
  %499 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %358) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %358)
  %500 = load i64, ptr %418, align 8
  %501 = inttoptr i64 %500 to ptr
  %502 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %280)
  %503 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %279)
  store i32 32, ptr %279, align 8
  %504 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %279) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %279)
  store ptr %501, ptr %280, align 8
  %505 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %280) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %280)
  call void @llvm.lifetime.start.p0(ptr nonnull %351)
  store ptr @.str19, ptr %351, align 8
  %506 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %351) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %351)
  call void @llvm.lifetime.start.p0(ptr nonnull %304)
  store i32 40, ptr %304, align 8
  %507 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %304) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %304)
  %508 = load i32, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %317)
  store i32 %508, ptr %317, align 8
  %509 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %317) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %317)
  call void @llvm.lifetime.start.p0(ptr nonnull %305)
  store i32 44, ptr %305, align 8
  %510 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %305) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %305)
  %511 = load i32, ptr %421, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %318)
  store i32 %511, ptr %318, align 8
  %512 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %318) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %318)
  call void @llvm.lifetime.start.p0(ptr nonnull %306)
  store i32 41, ptr %306, align 8
  %513 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %306) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %306)
  call void @llvm.lifetime.start.p0(ptr nonnull %335)
  store ptr @.str24, ptr %335, align 8
  %514 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %335) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %335)
  call void @llvm.lifetime.start.p0(ptr nonnull %293)
  store i32 40, ptr %293, align 8
  %515 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %293) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %293)
  %516 = load i32, ptr %419, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %296)
  store i32 %516, ptr %296, align 8
  %517 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %296) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %296)
  call void @llvm.lifetime.start.p0(ptr nonnull %294)
  store i32 44, ptr %294, align 8
  %518 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %294) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %294)
  %519 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %282)
  store i32 1, ptr %282, align 8
  %520 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %282) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %282)
  call void @llvm.lifetime.start.p0(ptr nonnull %295)
  store i32 41, ptr %295, align 8
  %521 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %295) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %295)
  call void @llvm.lifetime.start.p0(ptr nonnull %359)
  store ptr @.str1, ptr %359, align 8
  %522 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %359) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %359)
  call void @llvm.lifetime.start.p0(ptr nonnull %360)
  store ptr @.str4, ptr %360, align 8
  %523 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %360) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %360)
  %524 = load i64, ptr %428, align 8
  %525 = inttoptr i64 %524 to ptr
  %526 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %270)
  %527 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %269)
  store i32 32, ptr %269, align 8
  %528 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %269) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %269)
  store ptr %525, ptr %270, align 8
  %529 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %270) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %270)
  call void @llvm.lifetime.start.p0(ptr nonnull %350)
  store ptr @.str19, ptr %350, align 8
  %530 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %350) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %350)
  call void @llvm.lifetime.start.p0(ptr nonnull %301)
  store i32 40, ptr %301, align 8
  %531 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %301) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %301)
  %532 = load i32, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %319)
  store i32 %532, ptr %319, align 8
  %533 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %319) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %319)
  call void @llvm.lifetime.start.p0(ptr nonnull %302)
  store i32 44, ptr %302, align 8
  %534 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %302) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %302)
  %535 = load i32, ptr %431, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %320)
  store i32 %535, ptr %320, align 8
  %536 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %320) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %320)
  call void @llvm.lifetime.start.p0(ptr nonnull %303)
  store i32 41, ptr %303, align 8
  %537 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %303) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %303)
  call void @llvm.lifetime.start.p0(ptr nonnull %336)
  store ptr @.str24, ptr %336, align 8
  %538 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %336) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %336)
  call void @llvm.lifetime.start.p0(ptr nonnull %297)
  store i32 40, ptr %297, align 8
  %539 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %297) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %297)
  %540 = load i32, ptr %429, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %300)
  store i32 %540, ptr %300, align 8
  %541 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %300) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %300)
  call void @llvm.lifetime.start.p0(ptr nonnull %298)
  store i32 44, ptr %298, align 8
  %542 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %298) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %298)
  %543 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %281)
  store i32 1, ptr %281, align 8
  %544 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %281) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %281)
  call void @llvm.lifetime.start.p0(ptr nonnull %299)
  store i32 41, ptr %299, align 8
  %545 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %299) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %299)
  call void @llvm.lifetime.start.p0(ptr nonnull %361)
  store ptr @.str1, ptr %361, align 8
  %546 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %361) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %361)
  call void @llvm.lifetime.start.p0(ptr nonnull %362)
  store ptr @.str5, ptr %362, align 8
  %547 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %362) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %362)
  %548 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %330)
  %549 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %323)
  store i32 16, ptr %323, align 8
  %550 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %323) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %323)
  store ptr %403, ptr %330, align 8
  %551 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %330) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %330)
  call void @llvm.lifetime.start.p0(ptr nonnull %349)
  store ptr @.str19, ptr %349, align 8
  %552 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %349) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %349)
  call void @llvm.lifetime.start.p0(ptr nonnull %263)
  store i32 40, ptr %263, align 8
  %553 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %263) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %263)
  %554 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %262)
  store i32 128, ptr %262, align 8
  %555 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %262) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %262)
  call void @llvm.lifetime.start.p0(ptr nonnull %264)
  store i32 44, ptr %264, align 8
  %556 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %264) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %264)
  %557 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %261)
  store i32 64, ptr %261, align 8
  %558 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %261) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %261)
  call void @llvm.lifetime.start.p0(ptr nonnull %265)
  store i32 44, ptr %265, align 8
  %559 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %265) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %265)
  call void @llvm.lifetime.start.p0(ptr nonnull %267)
  store i32 %397, ptr %267, align 8
  %560 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %267) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %267)
  call void @llvm.lifetime.start.p0(ptr nonnull %266)
  store i32 41, ptr %266, align 8
  %561 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %266) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %266)
  call void @llvm.lifetime.start.p0(ptr nonnull %268)
  store ptr @.str24, ptr %268, align 8
  %562 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %268) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %268)
  call void @llvm.lifetime.start.p0(ptr nonnull %256)
  store i32 40, ptr %256, align 8
  %563 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %256) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %256)
  call void @llvm.lifetime.start.p0(ptr nonnull %260)
  store i32 %393, ptr %260, align 8
  %564 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %260) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %260)
  call void @llvm.lifetime.start.p0(ptr nonnull %257)
  store i32 44, ptr %257, align 8
  %565 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %257) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %257)
  %566 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %255)
  store i32 1, ptr %255, align 8
  %567 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %255) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %255)
  call void @llvm.lifetime.start.p0(ptr nonnull %258)
  store i32 44, ptr %258, align 8
  %568 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %258) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %258)
  %569 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %254)
  store i32 64, ptr %254, align 8
  %570 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %254) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %254)
  call void @llvm.lifetime.start.p0(ptr nonnull %259)
  store i32 41, ptr %259, align 8
  %571 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %259) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %259)
  call void @llvm.lifetime.start.p0(ptr nonnull %363)
  store ptr @.str1, ptr %363, align 8
  %572 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %363) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %363)
  call void @llvm.lifetime.start.p0(ptr nonnull %364)
  store ptr @.str6, ptr %364, align 8
  %573 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %364) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %364)
  %574 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %329)
  %575 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %324)
  store i32 16, ptr %324, align 8
  %576 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %324) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %324)
  store ptr %417, ptr %329, align 8
  %577 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %329) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %329)
  call void @llvm.lifetime.start.p0(ptr nonnull %348)
  store ptr @.str19, ptr %348, align 8
  %578 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %348) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %348)
  call void @llvm.lifetime.start.p0(ptr nonnull %241)
  store i32 40, ptr %241, align 8
  %579 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %241) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %241)
  %580 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %239)
  store i32 256, ptr %239, align 8
  %581 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %239) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %239)
  call void @llvm.lifetime.start.p0(ptr nonnull %242)
  store i32 44, ptr %242, align 8
  %582 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %242) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %242)
  %583 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %240)
  store i32 64, ptr %240, align 8
  %584 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %240) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %240)
  call void @llvm.lifetime.start.p0(ptr nonnull %243)
  store i32 44, ptr %243, align 8
  %585 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %243) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %243)
  call void @llvm.lifetime.start.p0(ptr nonnull %245)
  store i32 %411, ptr %245, align 8
  %586 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %245) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %245)
  call void @llvm.lifetime.start.p0(ptr nonnull %244)
  store i32 41, ptr %244, align 8
  %587 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %244) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %244)
  call void @llvm.lifetime.start.p0(ptr nonnull %253)
  store ptr @.str24, ptr %253, align 8
  %588 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %253) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %253)
  call void @llvm.lifetime.start.p0(ptr nonnull %248)
  store i32 40, ptr %248, align 8
  %589 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %248) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %248)
  call void @llvm.lifetime.start.p0(ptr nonnull %252)
  store i32 %407, ptr %252, align 8
  %590 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %252) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %252)
  call void @llvm.lifetime.start.p0(ptr nonnull %249)
  store i32 44, ptr %249, align 8
  %591 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %249) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %249)
  %592 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %247)
  store i32 1, ptr %247, align 8
  %593 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %247) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %247)
  call void @llvm.lifetime.start.p0(ptr nonnull %250)
  store i32 44, ptr %250, align 8
  %594 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %250) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %250)
  %595 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %246)
  store i32 64, ptr %246, align 8
  %596 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %246) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %246)
  call void @llvm.lifetime.start.p0(ptr nonnull %251)
  store i32 41, ptr %251, align 8
  %597 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %251) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %251)
  call void @llvm.lifetime.start.p0(ptr nonnull %365)
  store ptr @.str1, ptr %365, align 8
  %598 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %365) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %365)
  call void @llvm.lifetime.start.p0(ptr nonnull %366)
  store ptr @.str7, ptr %366, align 8
  %599 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %366) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %366)
  %600 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %278)
  %601 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %277)
  store i32 32, ptr %277, align 8
  %602 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %277) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %277)
  store ptr %427, ptr %278, align 8
  %603 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %278) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %278)
  call void @llvm.lifetime.start.p0(ptr nonnull %347)
  store ptr @.str19, ptr %347, align 8
  %604 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %347) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %347)
  call void @llvm.lifetime.start.p0(ptr nonnull %219)
  store i32 40, ptr %219, align 8
  %605 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %219) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %219)
  %606 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %218)
  store i32 128, ptr %218, align 8
  %607 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %218) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %218)
  call void @llvm.lifetime.start.p0(ptr nonnull %220)
  store i32 44, ptr %220, align 8
  %608 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %220) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %220)
  %609 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %217)
  store i32 256, ptr %217, align 8
  %610 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %217) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %217)
  call void @llvm.lifetime.start.p0(ptr nonnull %221)
  store i32 41, ptr %221, align 8
  %611 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %221) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %221)
  call void @llvm.lifetime.start.p0(ptr nonnull %232)
  store ptr @.str24, ptr %232, align 8
  %612 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %232) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %232)
  call void @llvm.lifetime.start.p0(ptr nonnull %228)
  store i32 40, ptr %228, align 8
  %613 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %228) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %228)
  call void @llvm.lifetime.start.p0(ptr nonnull %231)
  store i32 %420, ptr %231, align 8
  %614 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %231) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %231)
  call void @llvm.lifetime.start.p0(ptr nonnull %229)
  store i32 44, ptr %229, align 8
  %615 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %229) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %229)
  %616 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %227)
  store i32 1, ptr %227, align 8
  %617 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %227) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %227)
  call void @llvm.lifetime.start.p0(ptr nonnull %230)
  store i32 41, ptr %230, align 8
  %618 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %230) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %230)
  call void @llvm.lifetime.start.p0(ptr nonnull %367)
  store ptr @.str1, ptr %367, align 8
  %619 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %367) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %367)
  call void @llvm.lifetime.start.p0(ptr nonnull %368)
  store ptr @.str8, ptr %368, align 8
  %620 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %368) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %368)
  %621 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %272)
  %622 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %271)
  store i32 32, ptr %271, align 8
  %623 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %271) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %271)
  store ptr %437, ptr %272, align 8
  %624 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %272) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %272)
  call void @llvm.lifetime.start.p0(ptr nonnull %346)
  store ptr @.str19, ptr %346, align 8
  %625 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %346) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %346)
  call void @llvm.lifetime.start.p0(ptr nonnull %224)
  store i32 40, ptr %224, align 8
  %626 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %224) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %224)
  %627 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %223)
  store i32 128, ptr %223, align 8
  %628 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %223) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %223)
  call void @llvm.lifetime.start.p0(ptr nonnull %225)
  store i32 44, ptr %225, align 8
  %629 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %225) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %225)
  %630 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %222)
  store i32 256, ptr %222, align 8
  %631 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %222) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %222)
  call void @llvm.lifetime.start.p0(ptr nonnull %226)
  store i32 41, ptr %226, align 8
  %632 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %226) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %226)
  call void @llvm.lifetime.start.p0(ptr nonnull %238)
  store ptr @.str24, ptr %238, align 8
  %633 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %238) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %238)
  call void @llvm.lifetime.start.p0(ptr nonnull %234)
  store i32 40, ptr %234, align 8
  %634 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %234) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %234)
  call void @llvm.lifetime.start.p0(ptr nonnull %237)
  store i32 %430, ptr %237, align 8
  %635 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %237) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %237)
  call void @llvm.lifetime.start.p0(ptr nonnull %235)
  store i32 44, ptr %235, align 8
  %636 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %235) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %235)
  %637 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %233)
  store i32 1, ptr %233, align 8
  %638 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %233) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %233)
  call void @llvm.lifetime.start.p0(ptr nonnull %236)
  store i32 41, ptr %236, align 8
  %639 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %236) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %236)
  call void @llvm.lifetime.start.p0(ptr nonnull %369)
  store ptr @.str1, ptr %369, align 8
  %640 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %369) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %369)
  br label %641

641:                                              ; preds = %9, %459, %449
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %642 = getelementptr inbounds nuw i8, ptr %5, i64 4
  br i1 %448, label %643, label %812

643:                                              ; preds = %641
  %644 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %645 = mul i32 %389, %644
  %646 = add i32 %645, %388
  %647 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %648 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %649 = mul i32 %644, %647
  %650 = mul i32 %649, %648
  %651 = sub i32 0, %650
  %652 = icmp eq i32 %646, %651
  br i1 %652, label %653, label %812

653:                                              ; preds = %643
  call void @llvm.lifetime.start.p0(ptr nonnull %370)
  store ptr @.str9, ptr %370, align 8
  %654 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %370) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %370)
  %655 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %328)
  %656 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %325)
  store i32 16, ptr %325, align 8
  %657 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %325) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %325)
  store ptr %403, ptr %328, align 8
  %658 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %328) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %328)
  call void @llvm.lifetime.start.p0(ptr nonnull %345)
  store ptr @.str19, ptr %345, align 8
  %659 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %345) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %345)
  call void @llvm.lifetime.start.p0(ptr nonnull %210)
  store i32 40, ptr %210, align 8
  %660 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %210) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %210)
  call void @llvm.lifetime.start.p0(ptr nonnull %205)
  store i32 40, ptr %205, align 8
  %661 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %205) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %205)
  %662 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %204)
  store i32 128, ptr %204, align 8
  %663 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %204) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %204)
  call void @llvm.lifetime.start.p0(ptr nonnull %206)
  store i32 44, ptr %206, align 8
  %664 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %206) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %206)
  %665 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %203)
  store i32 16, ptr %203, align 8
  %666 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %203) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %203)
  call void @llvm.lifetime.start.p0(ptr nonnull %207)
  store i32 41, ptr %207, align 8
  %667 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %207) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %207)
  call void @llvm.lifetime.start.p0(ptr nonnull %211)
  store i32 44, ptr %211, align 8
  %668 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %211) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %211)
  %669 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %209)
  store i32 1, ptr %209, align 8
  %670 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %209) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %209)
  call void @llvm.lifetime.start.p0(ptr nonnull %212)
  store i32 44, ptr %212, align 8
  %671 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %212) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %212)
  %672 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %208)
  store i32 4, ptr %208, align 8
  %673 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %208) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %208)
  call void @llvm.lifetime.start.p0(ptr nonnull %213)
  store i32 44, ptr %213, align 8
  %674 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %213) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %213)
  call void @llvm.lifetime.start.p0(ptr nonnull %215)
  store i32 %397, ptr %215, align 8
  %675 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %215) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %215)
  call void @llvm.lifetime.start.p0(ptr nonnull %214)
  store i32 41, ptr %214, align 8
  %676 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %214) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %214)
  call void @llvm.lifetime.start.p0(ptr nonnull %216)
  store ptr @.str24, ptr %216, align 8
  %677 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %216) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %216)
  call void @llvm.lifetime.start.p0(ptr nonnull %198)
  store i32 40, ptr %198, align 8
  %678 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %198) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %198)
  call void @llvm.lifetime.start.p0(ptr nonnull %194)
  store i32 40, ptr %194, align 8
  %679 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %194) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %194)
  call void @llvm.lifetime.start.p0(ptr nonnull %197)
  store i32 %393, ptr %197, align 8
  %680 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %197) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %197)
  call void @llvm.lifetime.start.p0(ptr nonnull %195)
  store i32 44, ptr %195, align 8
  %681 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %195) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %195)
  %682 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %193)
  store i32 1, ptr %193, align 8
  %683 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %193) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %193)
  call void @llvm.lifetime.start.p0(ptr nonnull %196)
  store i32 41, ptr %196, align 8
  %684 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %196) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %196)
  call void @llvm.lifetime.start.p0(ptr nonnull %199)
  store i32 44, ptr %199, align 8
  %685 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %199) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %199)
  %686 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %190)
  store i32 0, ptr %190, align 8
  %687 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %190) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %190)
  call void @llvm.lifetime.start.p0(ptr nonnull %200)
  store i32 44, ptr %200, align 8
  %688 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %200) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %200)
  %689 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %191)
  store i32 16, ptr %191, align 8
  %690 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %191) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %191)
  call void @llvm.lifetime.start.p0(ptr nonnull %201)
  store i32 44, ptr %201, align 8
  %691 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %201) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %201)
  %692 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %192)
  store i32 64, ptr %192, align 8
  %693 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %192) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %192)
  call void @llvm.lifetime.start.p0(ptr nonnull %202)
  store i32 41, ptr %202, align 8
  %694 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %202) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %202)
  call void @llvm.lifetime.start.p0(ptr nonnull %371)
  store ptr @.str1, ptr %371, align 8
  %695 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %371) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %371)
  call void @llvm.lifetime.start.p0(ptr nonnull %372)
  store ptr @.str10, ptr %372, align 8
  %696 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %372) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %372)
  %697 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %327)
  %698 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %326)
  store i32 16, ptr %326, align 8
  %699 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %326) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %326)
  store ptr %417, ptr %327, align 8
  %700 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %327) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %327)
  call void @llvm.lifetime.start.p0(ptr nonnull %344)
  store ptr @.str19, ptr %344, align 8
  %701 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %344) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %344)
  call void @llvm.lifetime.start.p0(ptr nonnull %170)
  store i32 40, ptr %170, align 8
  %702 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %170) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %170)
  call void @llvm.lifetime.start.p0(ptr nonnull %165)
  store i32 40, ptr %165, align 8
  %703 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %165) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %165)
  %704 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %164)
  store i32 256, ptr %164, align 8
  %705 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %164) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %164)
  call void @llvm.lifetime.start.p0(ptr nonnull %166)
  store i32 44, ptr %166, align 8
  %706 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %166) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %166)
  %707 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %163)
  store i32 16, ptr %163, align 8
  %708 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %163) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %163)
  call void @llvm.lifetime.start.p0(ptr nonnull %167)
  store i32 41, ptr %167, align 8
  %709 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %167) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %167)
  call void @llvm.lifetime.start.p0(ptr nonnull %171)
  store i32 44, ptr %171, align 8
  %710 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %171) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %171)
  %711 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %169)
  store i32 1, ptr %169, align 8
  %712 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %169) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %169)
  call void @llvm.lifetime.start.p0(ptr nonnull %172)
  store i32 44, ptr %172, align 8
  %713 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %172) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %172)
  %714 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %168)
  store i32 4, ptr %168, align 8
  %715 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %168) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %168)
  call void @llvm.lifetime.start.p0(ptr nonnull %173)
  store i32 44, ptr %173, align 8
  %716 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %173) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %173)
  call void @llvm.lifetime.start.p0(ptr nonnull %175)
  store i32 %411, ptr %175, align 8
  %717 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %175) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %175)
  call void @llvm.lifetime.start.p0(ptr nonnull %174)
  store i32 41, ptr %174, align 8
  %718 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %174) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %174)
  call void @llvm.lifetime.start.p0(ptr nonnull %189)
  store ptr @.str24, ptr %189, align 8
  %719 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %189) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %189)
  call void @llvm.lifetime.start.p0(ptr nonnull %184)
  store i32 40, ptr %184, align 8
  %720 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %184) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %184)
  call void @llvm.lifetime.start.p0(ptr nonnull %180)
  store i32 40, ptr %180, align 8
  %721 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %180) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %180)
  call void @llvm.lifetime.start.p0(ptr nonnull %183)
  store i32 %407, ptr %183, align 8
  %722 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %183) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %183)
  call void @llvm.lifetime.start.p0(ptr nonnull %181)
  store i32 44, ptr %181, align 8
  %723 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %181) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %181)
  %724 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %179)
  store i32 1, ptr %179, align 8
  %725 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %179) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %179)
  call void @llvm.lifetime.start.p0(ptr nonnull %182)
  store i32 41, ptr %182, align 8
  %726 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %182) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %182)
  call void @llvm.lifetime.start.p0(ptr nonnull %185)
  store i32 44, ptr %185, align 8
  %727 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %185) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %185)
  %728 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %176)
  store i32 0, ptr %176, align 8
  %729 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %176) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %176)
  call void @llvm.lifetime.start.p0(ptr nonnull %186)
  store i32 44, ptr %186, align 8
  %730 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %186) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %186)
  %731 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %177)
  store i32 16, ptr %177, align 8
  %732 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %177) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %177)
  call void @llvm.lifetime.start.p0(ptr nonnull %187)
  store i32 44, ptr %187, align 8
  %733 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %187) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %187)
  %734 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %178)
  store i32 64, ptr %178, align 8
  %735 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %178) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %178)
  call void @llvm.lifetime.start.p0(ptr nonnull %188)
  store i32 41, ptr %188, align 8
  %736 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %188) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %188)
  call void @llvm.lifetime.start.p0(ptr nonnull %373)
  store ptr @.str1, ptr %373, align 8
  %737 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %373) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %373)
  call void @llvm.lifetime.start.p0(ptr nonnull %374)
  store ptr @.str11, ptr %374, align 8
  %738 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %374) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %374)
  %739 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %276)
  %740 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %275)
  store i32 32, ptr %275, align 8
  %741 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %275) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %275)
  store ptr %427, ptr %276, align 8
  %742 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %276) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %276)
  call void @llvm.lifetime.start.p0(ptr nonnull %343)
  store ptr @.str19, ptr %343, align 8
  %743 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %343) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %343)
  call void @llvm.lifetime.start.p0(ptr nonnull %146)
  store i32 40, ptr %146, align 8
  %744 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %146) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %146)
  call void @llvm.lifetime.start.p0(ptr nonnull %141)
  store i32 40, ptr %141, align 8
  %745 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %141) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %141)
  %746 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %140)
  store i32 128, ptr %140, align 8
  %747 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %140) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %140)
  call void @llvm.lifetime.start.p0(ptr nonnull %142)
  store i32 44, ptr %142, align 8
  %748 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %142) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %142)
  %749 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %139)
  store i32 256, ptr %139, align 8
  %750 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %139) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %139)
  call void @llvm.lifetime.start.p0(ptr nonnull %143)
  store i32 41, ptr %143, align 8
  %751 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %143) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %143)
  call void @llvm.lifetime.start.p0(ptr nonnull %147)
  store i32 44, ptr %147, align 8
  %752 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %147) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %147)
  %753 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %144)
  store i32 1, ptr %144, align 8
  %754 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %144) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %144)
  call void @llvm.lifetime.start.p0(ptr nonnull %148)
  store i32 44, ptr %148, align 8
  %755 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %148) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %148)
  %756 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %145)
  store i32 1, ptr %145, align 8
  %757 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %145) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %145)
  call void @llvm.lifetime.start.p0(ptr nonnull %149)
  store i32 41, ptr %149, align 8
  %758 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %149) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %149)
  call void @llvm.lifetime.start.p0(ptr nonnull %161)
  store ptr @.str24, ptr %161, align 8
  %759 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %161) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %161)
  call void @llvm.lifetime.start.p0(ptr nonnull %124)
  store i32 40, ptr %124, align 8
  %760 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %124) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %124)
  call void @llvm.lifetime.start.p0(ptr nonnull %120)
  store i32 40, ptr %120, align 8
  %761 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %120) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %120)
  call void @llvm.lifetime.start.p0(ptr nonnull %123)
  store i32 %420, ptr %123, align 8
  %762 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %123) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %123)
  call void @llvm.lifetime.start.p0(ptr nonnull %121)
  store i32 44, ptr %121, align 8
  %763 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %121) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %121)
  %764 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %119)
  store i32 1, ptr %119, align 8
  %765 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %119) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %119)
  call void @llvm.lifetime.start.p0(ptr nonnull %122)
  store i32 41, ptr %122, align 8
  %766 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %122) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %122)
  call void @llvm.lifetime.start.p0(ptr nonnull %125)
  store i32 44, ptr %125, align 8
  %767 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %125) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %125)
  %768 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %117)
  store i32 0, ptr %117, align 8
  %769 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %117) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %117)
  call void @llvm.lifetime.start.p0(ptr nonnull %126)
  store i32 44, ptr %126, align 8
  %770 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %126) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %126)
  %771 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %118)
  store i32 0, ptr %118, align 8
  %772 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %118) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %118)
  call void @llvm.lifetime.start.p0(ptr nonnull %127)
  store i32 41, ptr %127, align 8
  %773 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %127) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %127)
  call void @llvm.lifetime.start.p0(ptr nonnull %375)
  store ptr @.str1, ptr %375, align 8
  %774 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %375) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %375)
  call void @llvm.lifetime.start.p0(ptr nonnull %376)
  store ptr @.str12, ptr %376, align 8
  %775 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %376) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %376)
  %776 = call i32 @vprintf(ptr nonnull @.str20, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %274)
  %777 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %273)
  store i32 32, ptr %273, align 8
  %778 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %273) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %273)
  store ptr %437, ptr %274, align 8
  %779 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %274) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %274)
  call void @llvm.lifetime.start.p0(ptr nonnull %342)
  store ptr @.str19, ptr %342, align 8
  %780 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %342) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %342)
  call void @llvm.lifetime.start.p0(ptr nonnull %157)
  store i32 40, ptr %157, align 8
  %781 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %157) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %157)
  call void @llvm.lifetime.start.p0(ptr nonnull %152)
  store i32 40, ptr %152, align 8
  %782 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %152) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %152)
  %783 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %151)
  store i32 128, ptr %151, align 8
  %784 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %151) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %151)
  call void @llvm.lifetime.start.p0(ptr nonnull %153)
  store i32 44, ptr %153, align 8
  %785 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %153) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %153)
  %786 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %150)
  store i32 256, ptr %150, align 8
  %787 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %150) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %150)
  call void @llvm.lifetime.start.p0(ptr nonnull %154)
  store i32 41, ptr %154, align 8
  %788 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %154) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %154)
  call void @llvm.lifetime.start.p0(ptr nonnull %158)
  store i32 44, ptr %158, align 8
  %789 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %158) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %158)
  %790 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %155)
  store i32 1, ptr %155, align 8
  %791 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %155) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %155)
  call void @llvm.lifetime.start.p0(ptr nonnull %159)
  store i32 44, ptr %159, align 8
  %792 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %159) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %159)
  %793 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %156)
  store i32 1, ptr %156, align 8
  %794 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %156) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %156)
  call void @llvm.lifetime.start.p0(ptr nonnull %160)
  store i32 41, ptr %160, align 8
  %795 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %160) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %160)
  call void @llvm.lifetime.start.p0(ptr nonnull %162)
  store ptr @.str24, ptr %162, align 8
  %796 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %162) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %162)
  call void @llvm.lifetime.start.p0(ptr nonnull %135)
  store i32 40, ptr %135, align 8
  %797 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %135) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %135)
  call void @llvm.lifetime.start.p0(ptr nonnull %131)
  store i32 40, ptr %131, align 8
  %798 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %131) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %131)
  call void @llvm.lifetime.start.p0(ptr nonnull %134)
  store i32 %430, ptr %134, align 8
  %799 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %134) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %134)
  call void @llvm.lifetime.start.p0(ptr nonnull %132)
  store i32 44, ptr %132, align 8
  %800 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %132) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %132)
  %801 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %130)
  store i32 1, ptr %130, align 8
  %802 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %130) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %130)
  call void @llvm.lifetime.start.p0(ptr nonnull %133)
  store i32 41, ptr %133, align 8
  %803 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %133) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %133)
  call void @llvm.lifetime.start.p0(ptr nonnull %136)
  store i32 44, ptr %136, align 8
  %804 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %136) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %136)
  %805 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %128)
  store i32 0, ptr %128, align 8
  %806 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %128) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %128)
  call void @llvm.lifetime.start.p0(ptr nonnull %137)
  store i32 44, ptr %137, align 8
  %807 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %137) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %137)
  %808 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %129)
  store i32 0, ptr %129, align 8
  %809 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %129) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %129)
  call void @llvm.lifetime.start.p0(ptr nonnull %138)
  store i32 41, ptr %138, align 8
  %810 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %138) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %138)
  call void @llvm.lifetime.start.p0(ptr nonnull %377)
  store ptr @.str1, ptr %377, align 8
  %811 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %377) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %377)
  br label %812

812:                                              ; preds = %641, %653, %643
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %813 = lshr i32 ptrtoint (ptr addrspace(3) @shared_memory to i32), 4
  %814 = and i32 %813, 16383
  %815 = lshr i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384) to ptr addrspace(3)) to i32), 4
  %816 = and i32 %815, 16383
  %817 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %818 = extractvalue { i32, i32 } %817, 1
  %819 = icmp samesign ult i32 %438, 32
  br i1 %819, label %820, label %821

820:                                              ; preds = %812
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1;", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168) to ptr addrspace(3)) to i32), i32 512) #8, !srcloc !14
  br label %821

821:                                              ; preds = %820, %812
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %822 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168), align 16, !tbaa !15
  br i1 %448, label %823, label %1008

823:                                              ; preds = %821
  %824 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %825 = mul i32 %389, %824
  %826 = add i32 %825, %388
  %827 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %828 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %829 = mul i32 %824, %827
  %830 = mul i32 %829, %828
  %831 = sub i32 0, %830
  %832 = icmp eq i32 %826, %831
  br i1 %832, label %833, label %1008

833:                                              ; preds = %823
  call void @llvm.lifetime.start.p0(ptr nonnull %378)
  store ptr @.str13, ptr %378, align 8
  %834 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %378) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %378)
  call void @llvm.lifetime.start.p0(ptr nonnull %115)
  store i32 3, ptr %115, align 8
  %835 = getelementptr inbounds nuw i8, ptr %115, i64 4
  store i32 4, ptr %835, align 4
  %836 = getelementptr inbounds nuw i8, ptr %115, i64 8
  store i32 3, ptr %836, align 8
  %837 = call i32 @vprintf(ptr nonnull @.str27, ptr nonnull %115) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %115)
  %838 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  %839 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %113)
  %840 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %112)
  store i32 16, ptr %112, align 8
  %841 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %112) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %112)
  store ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), ptr %113, align 8
  %842 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %113) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %113)
  call void @llvm.lifetime.start.p0(ptr nonnull %341)
  store ptr @.str19, ptr %341, align 8
  %843 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %341) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %341)
  call void @llvm.lifetime.start.p0(ptr nonnull %106)
  store i32 40, ptr %106, align 8
  %844 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %106) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %106)
  call void @llvm.lifetime.start.p0(ptr nonnull %101)
  store i32 40, ptr %101, align 8
  %845 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %101) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %101)
  %846 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %100)
  store i32 128, ptr %100, align 8
  %847 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %100) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %100)
  call void @llvm.lifetime.start.p0(ptr nonnull %102)
  store i32 44, ptr %102, align 8
  %848 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %102) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %102)
  %849 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %99)
  store i32 16, ptr %99, align 8
  %850 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %99) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %99)
  call void @llvm.lifetime.start.p0(ptr nonnull %103)
  store i32 41, ptr %103, align 8
  %851 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %103) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %103)
  call void @llvm.lifetime.start.p0(ptr nonnull %107)
  store i32 44, ptr %107, align 8
  %852 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %107) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %107)
  %853 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %105)
  store i32 1, ptr %105, align 8
  %854 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %105) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %105)
  call void @llvm.lifetime.start.p0(ptr nonnull %108)
  store i32 44, ptr %108, align 8
  %855 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %108) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %108)
  %856 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %104)
  store i32 4, ptr %104, align 8
  %857 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %104) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %104)
  call void @llvm.lifetime.start.p0(ptr nonnull %109)
  store i32 41, ptr %109, align 8
  %858 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %109) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %109)
  call void @llvm.lifetime.start.p0(ptr nonnull %116)
  store ptr @.str24, ptr %116, align 8
  %859 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %116) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %116)
  call void @llvm.lifetime.start.p0(ptr nonnull %95)
  store i32 40, ptr %95, align 8
  %860 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %95) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %95)
  call void @llvm.lifetime.start.p0(ptr nonnull %90)
  store i32 40, ptr %90, align 8
  %861 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %90) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %90)
  %862 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %88)
  store i32 64, ptr %88, align 8
  %863 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %88) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %88)
  call void @llvm.lifetime.start.p0(ptr nonnull %91)
  store i32 44, ptr %91, align 8
  %864 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %91) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %91)
  %865 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %89)
  store i32 1, ptr %89, align 8
  %866 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %89) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %89)
  call void @llvm.lifetime.start.p0(ptr nonnull %92)
  store i32 41, ptr %92, align 8
  %867 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %92) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %92)
  call void @llvm.lifetime.start.p0(ptr nonnull %96)
  store i32 44, ptr %96, align 8
  %868 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %96) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %96)
  %869 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %93)
  store i32 0, ptr %93, align 8
  %870 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %93) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %93)
  call void @llvm.lifetime.start.p0(ptr nonnull %97)
  store i32 44, ptr %97, align 8
  %871 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %97) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %97)
  %872 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %94)
  store i32 16, ptr %94, align 8
  %873 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %94) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %94)
  call void @llvm.lifetime.start.p0(ptr nonnull %98)
  store i32 41, ptr %98, align 8
  %874 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %98) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %98)
  call void @llvm.lifetime.start.p0(ptr nonnull %379)
  store ptr @.str1, ptr %379, align 8
  %875 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %379) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %379)
  call void @llvm.lifetime.start.p0(ptr nonnull %380)
  store ptr @.str14, ptr %380, align 8
  %876 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %380) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %380)
  call void @llvm.lifetime.start.p0(ptr nonnull %114)
  store i32 3, ptr %114, align 8
  %877 = getelementptr inbounds nuw i8, ptr %114, i64 4
  store i32 4, ptr %877, align 4
  %878 = getelementptr inbounds nuw i8, ptr %114, i64 8
  store i32 3, ptr %878, align 8
  %879 = call i32 @vprintf(ptr nonnull @.str27, ptr nonnull %114) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %114)
  %880 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  %881 = call i32 @vprintf(ptr nonnull @.str28, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %111)
  %882 = call i32 @vprintf(ptr nonnull @.str21, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %110)
  store i32 16, ptr %110, align 8
  %883 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %110) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %110)
  store ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), ptr %111, align 8
  %884 = call i32 @vprintf(ptr nonnull @.str22, ptr nonnull %111) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %111)
  call void @llvm.lifetime.start.p0(ptr nonnull %340)
  store ptr @.str19, ptr %340, align 8
  %885 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %340) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %340)
  call void @llvm.lifetime.start.p0(ptr nonnull %72)
  store i32 40, ptr %72, align 8
  %886 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %72) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %72)
  call void @llvm.lifetime.start.p0(ptr nonnull %67)
  store i32 40, ptr %67, align 8
  %887 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %67) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %67)
  %888 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %66)
  store i32 256, ptr %66, align 8
  %889 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %66) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %66)
  call void @llvm.lifetime.start.p0(ptr nonnull %68)
  store i32 44, ptr %68, align 8
  %890 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %68) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %68)
  %891 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %65)
  store i32 16, ptr %65, align 8
  %892 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %65) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %65)
  call void @llvm.lifetime.start.p0(ptr nonnull %69)
  store i32 41, ptr %69, align 8
  %893 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %69) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %69)
  call void @llvm.lifetime.start.p0(ptr nonnull %73)
  store i32 44, ptr %73, align 8
  %894 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %73) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %73)
  %895 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %71)
  store i32 1, ptr %71, align 8
  %896 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %71) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %71)
  call void @llvm.lifetime.start.p0(ptr nonnull %74)
  store i32 44, ptr %74, align 8
  %897 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %74) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %74)
  %898 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %70)
  store i32 4, ptr %70, align 8
  %899 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %70) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %70)
  call void @llvm.lifetime.start.p0(ptr nonnull %75)
  store i32 41, ptr %75, align 8
  %900 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %75) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %75)
  call void @llvm.lifetime.start.p0(ptr nonnull %87)
  store ptr @.str24, ptr %87, align 8
  %901 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %87) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %87)
  call void @llvm.lifetime.start.p0(ptr nonnull %83)
  store i32 40, ptr %83, align 8
  %902 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %83) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %83)
  call void @llvm.lifetime.start.p0(ptr nonnull %78)
  store i32 40, ptr %78, align 8
  %903 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %78) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %78)
  %904 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %76)
  store i32 64, ptr %76, align 8
  %905 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %76) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %76)
  call void @llvm.lifetime.start.p0(ptr nonnull %79)
  store i32 44, ptr %79, align 8
  %906 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %79) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %79)
  %907 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %77)
  store i32 1, ptr %77, align 8
  %908 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %77) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %77)
  call void @llvm.lifetime.start.p0(ptr nonnull %80)
  store i32 41, ptr %80, align 8
  %909 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %80) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %80)
  call void @llvm.lifetime.start.p0(ptr nonnull %84)
  store i32 44, ptr %84, align 8
  %910 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %84) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %84)
  %911 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %81)
  store i32 0, ptr %81, align 8
  %912 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %81) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %81)
  call void @llvm.lifetime.start.p0(ptr nonnull %85)
  store i32 44, ptr %85, align 8
  %913 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %85) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %85)
  %914 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %82)
  store i32 16, ptr %82, align 8
  %915 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %82) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %82)
  call void @llvm.lifetime.start.p0(ptr nonnull %86)
  store i32 41, ptr %86, align 8
  %916 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %86) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %86)
  call void @llvm.lifetime.start.p0(ptr nonnull %381)
  store ptr @.str1, ptr %381, align 8
  %917 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %381) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %381)
  call void @llvm.lifetime.start.p0(ptr nonnull %382)
  store ptr @.str15, ptr %382, align 8
  %918 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %382) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %382)
  %919 = call i32 @vprintf(ptr nonnull @.str29, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %338)
  store ptr @.str19, ptr %338, align 8
  %920 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %338) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %338)
  call void @llvm.lifetime.start.p0(ptr nonnull %59)
  store i32 40, ptr %59, align 8
  %921 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %59) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %59)
  %922 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %57)
  store i32 1, ptr %57, align 8
  %923 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %57) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %57)
  call void @llvm.lifetime.start.p0(ptr nonnull %60)
  store i32 44, ptr %60, align 8
  %924 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %60) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %60)
  %925 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %58)
  store i32 1, ptr %58, align 8
  %926 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %58) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %58)
  call void @llvm.lifetime.start.p0(ptr nonnull %61)
  store i32 44, ptr %61, align 8
  %927 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %61) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %61)
  %928 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %56)
  store i32 4, ptr %56, align 8
  %929 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %56) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %56)
  call void @llvm.lifetime.start.p0(ptr nonnull %62)
  store i32 41, ptr %62, align 8
  %930 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %62) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %62)
  call void @llvm.lifetime.start.p0(ptr nonnull %64)
  store ptr @.str24, ptr %64, align 8
  %931 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %64) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %64)
  call void @llvm.lifetime.start.p0(ptr nonnull %45)
  store i32 40, ptr %45, align 8
  %932 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %45) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %45)
  %933 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %43)
  store i32 0, ptr %43, align 8
  %934 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %43) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %43)
  call void @llvm.lifetime.start.p0(ptr nonnull %46)
  store i32 44, ptr %46, align 8
  %935 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %46) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %46)
  %936 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %44)
  store i32 0, ptr %44, align 8
  %937 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %44) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %44)
  call void @llvm.lifetime.start.p0(ptr nonnull %47)
  store i32 44, ptr %47, align 8
  %938 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %47) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %47)
  %939 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  store i32 2, ptr %35, align 8
  %940 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %35) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %48)
  store i32 41, ptr %48, align 8
  %941 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %48) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %48)
  call void @llvm.lifetime.start.p0(ptr nonnull %383)
  store ptr @.str1, ptr %383, align 8
  %942 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %383) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %383)
  call void @llvm.lifetime.start.p0(ptr nonnull %384)
  store ptr @.str16, ptr %384, align 8
  %943 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %384) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %384)
  %944 = call i32 @vprintf(ptr nonnull @.str29, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %339)
  store ptr @.str19, ptr %339, align 8
  %945 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %339) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %339)
  call void @llvm.lifetime.start.p0(ptr nonnull %52)
  store i32 40, ptr %52, align 8
  %946 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %52) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %52)
  %947 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %50)
  store i32 1, ptr %50, align 8
  %948 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %50) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %50)
  call void @llvm.lifetime.start.p0(ptr nonnull %53)
  store i32 44, ptr %53, align 8
  %949 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %53) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %53)
  %950 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %51)
  store i32 1, ptr %51, align 8
  %951 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %51) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %51)
  call void @llvm.lifetime.start.p0(ptr nonnull %54)
  store i32 44, ptr %54, align 8
  %952 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %54) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %54)
  %953 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %49)
  store i32 4, ptr %49, align 8
  %954 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %49) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %49)
  call void @llvm.lifetime.start.p0(ptr nonnull %55)
  store i32 41, ptr %55, align 8
  %955 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %55) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %55)
  call void @llvm.lifetime.start.p0(ptr nonnull %63)
  store ptr @.str24, ptr %63, align 8
  %956 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %63) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %63)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  store i32 40, ptr %39, align 8
  %957 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %39) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  %958 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  store i32 0, ptr %37, align 8
  %959 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %37) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  store i32 44, ptr %40, align 8
  %960 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %40) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  %961 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  store i32 0, ptr %38, align 8
  %962 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %38) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  store i32 44, ptr %41, align 8
  %963 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %41) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  %964 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  store i32 2, ptr %36, align 8
  %965 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %36) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  store i32 41, ptr %42, align 8
  %966 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %42) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.start.p0(ptr nonnull %385)
  store ptr @.str1, ptr %385, align 8
  %967 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %385) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %385)
  call void @llvm.lifetime.start.p0(ptr nonnull %386)
  store ptr @.str17, ptr %386, align 8
  %968 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %386) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %386)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  %969 = call i32 @vprintf(ptr nonnull @.str30, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  store i32 32, ptr %33, align 8
  %970 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %33) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %971 = lshr i32 %822, 16
  %972 = and i32 %822, 65535
  store i32 %971, ptr %34, align 8
  %973 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store i32 %972, ptr %973, align 4
  %974 = call i32 @vprintf(ptr nonnull @.str31, ptr nonnull %34) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.start.p0(ptr nonnull %337)
  store ptr @.str19, ptr %337, align 8
  %975 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %337) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %337)
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  store i32 40, ptr %28, align 8
  %976 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %28) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  call void @llvm.lifetime.start.p0(ptr nonnull %23)
  store i32 40, ptr %23, align 8
  %977 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %23) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %23)
  %978 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store i32 128, ptr %22, align 8
  %979 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %24)
  store i32 44, ptr %24, align 8
  %980 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %24) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %24)
  %981 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  store i32 256, ptr %21, align 8
  %982 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %21) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %25)
  store i32 41, ptr %25, align 8
  %983 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %25) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %25)
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  store i32 44, ptr %29, align 8
  %984 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %29) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  %985 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %26)
  store i32 1, ptr %26, align 8
  %986 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %26)
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  store i32 44, ptr %30, align 8
  %987 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %30) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  %988 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %27)
  store i32 1, ptr %27, align 8
  %989 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %27) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %27)
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  store i32 41, ptr %31, align 8
  %990 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %31) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store ptr @.str24, ptr %32, align 8
  %991 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %32) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  store i32 40, ptr %17, align 8
  %992 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  store i32 40, ptr %12, align 8
  %993 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %12) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  %994 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  store i32 65536, ptr %10, align 8
  %995 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  store i32 44, ptr %13, align 8
  %996 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %13) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  %997 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  store i32 1, ptr %11, align 8
  %998 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  store i32 41, ptr %14, align 8
  %999 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %14) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  store i32 44, ptr %18, align 8
  %1000 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  %1001 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  store i32 0, ptr %15, align 8
  %1002 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  store i32 44, ptr %19, align 8
  %1003 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  %1004 = call i32 @vprintf(ptr nonnull @.str26, ptr null) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  store i32 0, ptr %16, align 8
  %1005 = call i32 @vprintf(ptr nonnull @.str23, ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  store i32 41, ptr %20, align 8
  %1006 = call i32 @vprintf(ptr nonnull @.str25, ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %387)
  store ptr @.str1, ptr %387, align 8
  %1007 = call i32 @vprintf(ptr nonnull @.str18, ptr nonnull %387) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %387)
  br label %1008

1008:                                             ; preds = %821, %833, %823
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1009 = icmp ne i32 %818, 0
  %1010 = and i1 %819, %1009
  br i1 %1010, label %1011, label %1012

1011:                                             ; preds = %1008
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i32 1) #8, !srcloc !24
  br label %1012

1012:                                             ; preds = %1011, %1008
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i8 0, ptr %642, align 4, !tbaa !25
  %1013 = icmp sgt i32 %395, 0
  br i1 %1013, label %1014, label %2582

1014:                                             ; preds = %1012
  %1015 = shl nsw i32 %393, 1
  %1016 = lshr i32 %438, 6
  %1017 = and i32 %438, 63
  %1018 = mul i32 %393, %1016
  %1019 = add i32 %1018, %1017
  %1020 = zext i32 %1019 to i64
  %1021 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %403, i64 %1020
  %1022 = zext nneg i32 %438 to i64
  %1023 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 %1022
  %1024 = shl nsw i32 %407, 1
  %1025 = mul i32 %407, %1016
  %1026 = add i32 %1025, %1017
  %1027 = zext i32 %1026 to i64
  %1028 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %417, i64 %1027
  %1029 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 16384), i64 %1022
  %1030 = load i32, ptr %5, align 4
  %1031 = call i32 @llvm.smax.i32(i32 %397, i32 1)
  %1032 = ptrtoint ptr %1023 to i64
  %1033 = lshr i64 %1032, 3
  %1034 = and i64 %1033, 112
  %1035 = xor i64 %1034, %1032
  %1036 = inttoptr i64 %1035 to ptr
  %1037 = sext i32 %1015 to i64
  %1038 = getelementptr inbounds nuw i8, ptr %1023, i64 256
  %1039 = ptrtoint ptr %1038 to i64
  %1040 = lshr i64 %1039, 3
  %1041 = and i64 %1040, 112
  %1042 = xor i64 %1041, %1039
  %1043 = inttoptr i64 %1042 to ptr
  %1044 = shl nsw i32 %393, 2
  %1045 = sext i32 %1044 to i64
  %1046 = getelementptr inbounds nuw i8, ptr %1023, i64 512
  %1047 = ptrtoint ptr %1046 to i64
  %1048 = lshr i64 %1047, 3
  %1049 = and i64 %1048, 112
  %1050 = xor i64 %1049, %1047
  %1051 = inttoptr i64 %1050 to ptr
  %1052 = mul nsw i32 %393, 6
  %1053 = sext i32 %1052 to i64
  %1054 = getelementptr inbounds nuw i8, ptr %1023, i64 768
  %1055 = ptrtoint ptr %1054 to i64
  %1056 = lshr i64 %1055, 3
  %1057 = and i64 %1056, 112
  %1058 = xor i64 %1057, %1055
  %1059 = inttoptr i64 %1058 to ptr
  %1060 = shl nsw i32 %393, 3
  %1061 = sext i32 %1060 to i64
  %1062 = getelementptr inbounds nuw i8, ptr %1023, i64 1024
  %1063 = ptrtoint ptr %1062 to i64
  %1064 = lshr i64 %1063, 3
  %1065 = and i64 %1064, 112
  %1066 = xor i64 %1065, %1063
  %1067 = inttoptr i64 %1066 to ptr
  %1068 = mul nsw i32 %393, 10
  %1069 = sext i32 %1068 to i64
  %1070 = getelementptr inbounds nuw i8, ptr %1023, i64 1280
  %1071 = ptrtoint ptr %1070 to i64
  %1072 = lshr i64 %1071, 3
  %1073 = and i64 %1072, 112
  %1074 = xor i64 %1073, %1071
  %1075 = inttoptr i64 %1074 to ptr
  %1076 = mul nsw i32 %393, 12
  %1077 = sext i32 %1076 to i64
  %1078 = getelementptr inbounds nuw i8, ptr %1023, i64 1536
  %1079 = ptrtoint ptr %1078 to i64
  %1080 = lshr i64 %1079, 3
  %1081 = and i64 %1080, 112
  %1082 = xor i64 %1081, %1079
  %1083 = inttoptr i64 %1082 to ptr
  %1084 = mul nsw i32 %393, 14
  %1085 = sext i32 %1084 to i64
  %1086 = getelementptr inbounds nuw i8, ptr %1023, i64 1792
  %1087 = ptrtoint ptr %1086 to i64
  %1088 = lshr i64 %1087, 3
  %1089 = and i64 %1088, 112
  %1090 = xor i64 %1089, %1087
  %1091 = inttoptr i64 %1090 to ptr
  %1092 = shl nsw i32 %393, 4
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr inbounds nuw i8, ptr %1023, i64 2048
  %1095 = ptrtoint ptr %1094 to i64
  %1096 = lshr i64 %1095, 3
  %1097 = and i64 %1096, 112
  %1098 = xor i64 %1097, %1095
  %1099 = inttoptr i64 %1098 to ptr
  %1100 = mul nsw i32 %393, 18
  %1101 = sext i32 %1100 to i64
  %1102 = getelementptr inbounds nuw i8, ptr %1023, i64 2304
  %1103 = ptrtoint ptr %1102 to i64
  %1104 = lshr i64 %1103, 3
  %1105 = and i64 %1104, 112
  %1106 = xor i64 %1105, %1103
  %1107 = inttoptr i64 %1106 to ptr
  %1108 = mul nsw i32 %393, 20
  %1109 = sext i32 %1108 to i64
  %1110 = getelementptr inbounds nuw i8, ptr %1023, i64 2560
  %1111 = ptrtoint ptr %1110 to i64
  %1112 = lshr i64 %1111, 3
  %1113 = and i64 %1112, 112
  %1114 = xor i64 %1113, %1111
  %1115 = inttoptr i64 %1114 to ptr
  %1116 = mul nsw i32 %393, 22
  %1117 = sext i32 %1116 to i64
  %1118 = getelementptr inbounds nuw i8, ptr %1023, i64 2816
  %1119 = ptrtoint ptr %1118 to i64
  %1120 = lshr i64 %1119, 3
  %1121 = and i64 %1120, 112
  %1122 = xor i64 %1121, %1119
  %1123 = inttoptr i64 %1122 to ptr
  %1124 = mul nsw i32 %393, 24
  %1125 = sext i32 %1124 to i64
  %1126 = getelementptr inbounds nuw i8, ptr %1023, i64 3072
  %1127 = ptrtoint ptr %1126 to i64
  %1128 = lshr i64 %1127, 3
  %1129 = and i64 %1128, 112
  %1130 = xor i64 %1129, %1127
  %1131 = inttoptr i64 %1130 to ptr
  %1132 = mul nsw i32 %393, 26
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr inbounds nuw i8, ptr %1023, i64 3328
  %1135 = ptrtoint ptr %1134 to i64
  %1136 = lshr i64 %1135, 3
  %1137 = and i64 %1136, 112
  %1138 = xor i64 %1137, %1135
  %1139 = inttoptr i64 %1138 to ptr
  %1140 = mul nsw i32 %393, 28
  %1141 = sext i32 %1140 to i64
  %1142 = getelementptr inbounds nuw i8, ptr %1023, i64 3584
  %1143 = ptrtoint ptr %1142 to i64
  %1144 = lshr i64 %1143, 3
  %1145 = and i64 %1144, 112
  %1146 = xor i64 %1145, %1143
  %1147 = inttoptr i64 %1146 to ptr
  %1148 = mul nsw i32 %393, 30
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr inbounds nuw i8, ptr %1023, i64 3840
  %1151 = ptrtoint ptr %1150 to i64
  %1152 = lshr i64 %1151, 3
  %1153 = and i64 %1152, 112
  %1154 = xor i64 %1153, %1151
  %1155 = inttoptr i64 %1154 to ptr
  %1156 = shl nsw i32 %393, 5
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds nuw i8, ptr %1023, i64 4096
  %1159 = ptrtoint ptr %1158 to i64
  %1160 = lshr i64 %1159, 3
  %1161 = and i64 %1160, 112
  %1162 = xor i64 %1161, %1159
  %1163 = inttoptr i64 %1162 to ptr
  %1164 = mul nsw i32 %393, 34
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr inbounds nuw i8, ptr %1023, i64 4352
  %1167 = ptrtoint ptr %1166 to i64
  %1168 = lshr i64 %1167, 3
  %1169 = and i64 %1168, 112
  %1170 = xor i64 %1169, %1167
  %1171 = inttoptr i64 %1170 to ptr
  %1172 = mul nsw i32 %393, 36
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr inbounds nuw i8, ptr %1023, i64 4608
  %1175 = ptrtoint ptr %1174 to i64
  %1176 = lshr i64 %1175, 3
  %1177 = and i64 %1176, 112
  %1178 = xor i64 %1177, %1175
  %1179 = inttoptr i64 %1178 to ptr
  %1180 = mul nsw i32 %393, 38
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr inbounds nuw i8, ptr %1023, i64 4864
  %1183 = ptrtoint ptr %1182 to i64
  %1184 = lshr i64 %1183, 3
  %1185 = and i64 %1184, 112
  %1186 = xor i64 %1185, %1183
  %1187 = inttoptr i64 %1186 to ptr
  %1188 = mul nsw i32 %393, 40
  %1189 = sext i32 %1188 to i64
  %1190 = getelementptr inbounds nuw i8, ptr %1023, i64 5120
  %1191 = ptrtoint ptr %1190 to i64
  %1192 = lshr i64 %1191, 3
  %1193 = and i64 %1192, 112
  %1194 = xor i64 %1193, %1191
  %1195 = inttoptr i64 %1194 to ptr
  %1196 = mul nsw i32 %393, 42
  %1197 = sext i32 %1196 to i64
  %1198 = getelementptr inbounds nuw i8, ptr %1023, i64 5376
  %1199 = ptrtoint ptr %1198 to i64
  %1200 = lshr i64 %1199, 3
  %1201 = and i64 %1200, 112
  %1202 = xor i64 %1201, %1199
  %1203 = inttoptr i64 %1202 to ptr
  %1204 = mul nsw i32 %393, 44
  %1205 = sext i32 %1204 to i64
  %1206 = getelementptr inbounds nuw i8, ptr %1023, i64 5632
  %1207 = ptrtoint ptr %1206 to i64
  %1208 = lshr i64 %1207, 3
  %1209 = and i64 %1208, 112
  %1210 = xor i64 %1209, %1207
  %1211 = inttoptr i64 %1210 to ptr
  %1212 = mul nsw i32 %393, 46
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr inbounds nuw i8, ptr %1023, i64 5888
  %1215 = ptrtoint ptr %1214 to i64
  %1216 = lshr i64 %1215, 3
  %1217 = and i64 %1216, 112
  %1218 = xor i64 %1217, %1215
  %1219 = inttoptr i64 %1218 to ptr
  %1220 = mul nsw i32 %393, 48
  %1221 = sext i32 %1220 to i64
  %1222 = getelementptr inbounds nuw i8, ptr %1023, i64 6144
  %1223 = ptrtoint ptr %1222 to i64
  %1224 = lshr i64 %1223, 3
  %1225 = and i64 %1224, 112
  %1226 = xor i64 %1225, %1223
  %1227 = inttoptr i64 %1226 to ptr
  %1228 = mul nsw i32 %393, 50
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr inbounds nuw i8, ptr %1023, i64 6400
  %1231 = ptrtoint ptr %1230 to i64
  %1232 = lshr i64 %1231, 3
  %1233 = and i64 %1232, 112
  %1234 = xor i64 %1233, %1231
  %1235 = inttoptr i64 %1234 to ptr
  %1236 = mul nsw i32 %393, 52
  %1237 = sext i32 %1236 to i64
  %1238 = getelementptr inbounds nuw i8, ptr %1023, i64 6656
  %1239 = ptrtoint ptr %1238 to i64
  %1240 = lshr i64 %1239, 3
  %1241 = and i64 %1240, 112
  %1242 = xor i64 %1241, %1239
  %1243 = inttoptr i64 %1242 to ptr
  %1244 = mul nsw i32 %393, 54
  %1245 = sext i32 %1244 to i64
  %1246 = getelementptr inbounds nuw i8, ptr %1023, i64 6912
  %1247 = ptrtoint ptr %1246 to i64
  %1248 = lshr i64 %1247, 3
  %1249 = and i64 %1248, 112
  %1250 = xor i64 %1249, %1247
  %1251 = inttoptr i64 %1250 to ptr
  %1252 = mul nsw i32 %393, 56
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr inbounds nuw i8, ptr %1023, i64 7168
  %1255 = ptrtoint ptr %1254 to i64
  %1256 = lshr i64 %1255, 3
  %1257 = and i64 %1256, 112
  %1258 = xor i64 %1257, %1255
  %1259 = inttoptr i64 %1258 to ptr
  %1260 = mul nsw i32 %393, 58
  %1261 = sext i32 %1260 to i64
  %1262 = getelementptr inbounds nuw i8, ptr %1023, i64 7424
  %1263 = ptrtoint ptr %1262 to i64
  %1264 = lshr i64 %1263, 3
  %1265 = and i64 %1264, 112
  %1266 = xor i64 %1265, %1263
  %1267 = inttoptr i64 %1266 to ptr
  %1268 = mul nsw i32 %393, 60
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr inbounds nuw i8, ptr %1023, i64 7680
  %1271 = ptrtoint ptr %1270 to i64
  %1272 = lshr i64 %1271, 3
  %1273 = and i64 %1272, 112
  %1274 = xor i64 %1273, %1271
  %1275 = inttoptr i64 %1274 to ptr
  %1276 = mul nsw i32 %393, 62
  %1277 = sext i32 %1276 to i64
  %1278 = getelementptr inbounds nuw i8, ptr %1023, i64 7936
  %1279 = ptrtoint ptr %1278 to i64
  %1280 = lshr i64 %1279, 3
  %1281 = and i64 %1280, 112
  %1282 = xor i64 %1281, %1279
  %1283 = inttoptr i64 %1282 to ptr
  %1284 = shl nsw i32 %393, 6
  %1285 = sext i32 %1284 to i64
  %1286 = getelementptr inbounds nuw i8, ptr %1023, i64 8192
  %1287 = ptrtoint ptr %1286 to i64
  %1288 = lshr i64 %1287, 3
  %1289 = and i64 %1288, 112
  %1290 = xor i64 %1289, %1287
  %1291 = inttoptr i64 %1290 to ptr
  %1292 = mul nsw i32 %393, 66
  %1293 = sext i32 %1292 to i64
  %1294 = getelementptr inbounds nuw i8, ptr %1023, i64 8448
  %1295 = ptrtoint ptr %1294 to i64
  %1296 = lshr i64 %1295, 3
  %1297 = and i64 %1296, 112
  %1298 = xor i64 %1297, %1295
  %1299 = inttoptr i64 %1298 to ptr
  %1300 = mul nsw i32 %393, 68
  %1301 = sext i32 %1300 to i64
  %1302 = getelementptr inbounds nuw i8, ptr %1023, i64 8704
  %1303 = ptrtoint ptr %1302 to i64
  %1304 = lshr i64 %1303, 3
  %1305 = and i64 %1304, 112
  %1306 = xor i64 %1305, %1303
  %1307 = inttoptr i64 %1306 to ptr
  %1308 = mul nsw i32 %393, 70
  %1309 = sext i32 %1308 to i64
  %1310 = getelementptr inbounds nuw i8, ptr %1023, i64 8960
  %1311 = ptrtoint ptr %1310 to i64
  %1312 = lshr i64 %1311, 3
  %1313 = and i64 %1312, 112
  %1314 = xor i64 %1313, %1311
  %1315 = inttoptr i64 %1314 to ptr
  %1316 = mul nsw i32 %393, 72
  %1317 = sext i32 %1316 to i64
  %1318 = getelementptr inbounds nuw i8, ptr %1023, i64 9216
  %1319 = ptrtoint ptr %1318 to i64
  %1320 = lshr i64 %1319, 3
  %1321 = and i64 %1320, 112
  %1322 = xor i64 %1321, %1319
  %1323 = inttoptr i64 %1322 to ptr
  %1324 = mul nsw i32 %393, 74
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr inbounds nuw i8, ptr %1023, i64 9472
  %1327 = ptrtoint ptr %1326 to i64
  %1328 = lshr i64 %1327, 3
  %1329 = and i64 %1328, 112
  %1330 = xor i64 %1329, %1327
  %1331 = inttoptr i64 %1330 to ptr
  %1332 = mul nsw i32 %393, 76
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr inbounds nuw i8, ptr %1023, i64 9728
  %1335 = ptrtoint ptr %1334 to i64
  %1336 = lshr i64 %1335, 3
  %1337 = and i64 %1336, 112
  %1338 = xor i64 %1337, %1335
  %1339 = inttoptr i64 %1338 to ptr
  %1340 = mul nsw i32 %393, 78
  %1341 = sext i32 %1340 to i64
  %1342 = getelementptr inbounds nuw i8, ptr %1023, i64 9984
  %1343 = ptrtoint ptr %1342 to i64
  %1344 = lshr i64 %1343, 3
  %1345 = and i64 %1344, 112
  %1346 = xor i64 %1345, %1343
  %1347 = inttoptr i64 %1346 to ptr
  %1348 = mul nsw i32 %393, 80
  %1349 = sext i32 %1348 to i64
  %1350 = getelementptr inbounds nuw i8, ptr %1023, i64 10240
  %1351 = ptrtoint ptr %1350 to i64
  %1352 = lshr i64 %1351, 3
  %1353 = and i64 %1352, 112
  %1354 = xor i64 %1353, %1351
  %1355 = inttoptr i64 %1354 to ptr
  %1356 = mul nsw i32 %393, 82
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr inbounds nuw i8, ptr %1023, i64 10496
  %1359 = ptrtoint ptr %1358 to i64
  %1360 = lshr i64 %1359, 3
  %1361 = and i64 %1360, 112
  %1362 = xor i64 %1361, %1359
  %1363 = inttoptr i64 %1362 to ptr
  %1364 = mul nsw i32 %393, 84
  %1365 = sext i32 %1364 to i64
  %1366 = getelementptr inbounds nuw i8, ptr %1023, i64 10752
  %1367 = ptrtoint ptr %1366 to i64
  %1368 = lshr i64 %1367, 3
  %1369 = and i64 %1368, 112
  %1370 = xor i64 %1369, %1367
  %1371 = inttoptr i64 %1370 to ptr
  %1372 = mul nsw i32 %393, 86
  %1373 = sext i32 %1372 to i64
  %1374 = getelementptr inbounds nuw i8, ptr %1023, i64 11008
  %1375 = ptrtoint ptr %1374 to i64
  %1376 = lshr i64 %1375, 3
  %1377 = and i64 %1376, 112
  %1378 = xor i64 %1377, %1375
  %1379 = inttoptr i64 %1378 to ptr
  %1380 = mul nsw i32 %393, 88
  %1381 = sext i32 %1380 to i64
  %1382 = getelementptr inbounds nuw i8, ptr %1023, i64 11264
  %1383 = ptrtoint ptr %1382 to i64
  %1384 = lshr i64 %1383, 3
  %1385 = and i64 %1384, 112
  %1386 = xor i64 %1385, %1383
  %1387 = inttoptr i64 %1386 to ptr
  %1388 = mul nsw i32 %393, 90
  %1389 = sext i32 %1388 to i64
  %1390 = getelementptr inbounds nuw i8, ptr %1023, i64 11520
  %1391 = ptrtoint ptr %1390 to i64
  %1392 = lshr i64 %1391, 3
  %1393 = and i64 %1392, 112
  %1394 = xor i64 %1393, %1391
  %1395 = inttoptr i64 %1394 to ptr
  %1396 = mul nsw i32 %393, 92
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr inbounds nuw i8, ptr %1023, i64 11776
  %1399 = ptrtoint ptr %1398 to i64
  %1400 = lshr i64 %1399, 3
  %1401 = and i64 %1400, 112
  %1402 = xor i64 %1401, %1399
  %1403 = inttoptr i64 %1402 to ptr
  %1404 = mul nsw i32 %393, 94
  %1405 = sext i32 %1404 to i64
  %1406 = getelementptr inbounds nuw i8, ptr %1023, i64 12032
  %1407 = ptrtoint ptr %1406 to i64
  %1408 = lshr i64 %1407, 3
  %1409 = and i64 %1408, 112
  %1410 = xor i64 %1409, %1407
  %1411 = inttoptr i64 %1410 to ptr
  %1412 = mul nsw i32 %393, 96
  %1413 = sext i32 %1412 to i64
  %1414 = getelementptr inbounds nuw i8, ptr %1023, i64 12288
  %1415 = ptrtoint ptr %1414 to i64
  %1416 = lshr i64 %1415, 3
  %1417 = and i64 %1416, 112
  %1418 = xor i64 %1417, %1415
  %1419 = inttoptr i64 %1418 to ptr
  %1420 = mul nsw i32 %393, 98
  %1421 = sext i32 %1420 to i64
  %1422 = getelementptr inbounds nuw i8, ptr %1023, i64 12544
  %1423 = ptrtoint ptr %1422 to i64
  %1424 = lshr i64 %1423, 3
  %1425 = and i64 %1424, 112
  %1426 = xor i64 %1425, %1423
  %1427 = inttoptr i64 %1426 to ptr
  %1428 = mul nsw i32 %393, 100
  %1429 = sext i32 %1428 to i64
  %1430 = getelementptr inbounds nuw i8, ptr %1023, i64 12800
  %1431 = ptrtoint ptr %1430 to i64
  %1432 = lshr i64 %1431, 3
  %1433 = and i64 %1432, 112
  %1434 = xor i64 %1433, %1431
  %1435 = inttoptr i64 %1434 to ptr
  %1436 = mul nsw i32 %393, 102
  %1437 = sext i32 %1436 to i64
  %1438 = getelementptr inbounds nuw i8, ptr %1023, i64 13056
  %1439 = ptrtoint ptr %1438 to i64
  %1440 = lshr i64 %1439, 3
  %1441 = and i64 %1440, 112
  %1442 = xor i64 %1441, %1439
  %1443 = inttoptr i64 %1442 to ptr
  %1444 = mul nsw i32 %393, 104
  %1445 = sext i32 %1444 to i64
  %1446 = getelementptr inbounds nuw i8, ptr %1023, i64 13312
  %1447 = ptrtoint ptr %1446 to i64
  %1448 = lshr i64 %1447, 3
  %1449 = and i64 %1448, 112
  %1450 = xor i64 %1449, %1447
  %1451 = inttoptr i64 %1450 to ptr
  %1452 = mul nsw i32 %393, 106
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr inbounds nuw i8, ptr %1023, i64 13568
  %1455 = ptrtoint ptr %1454 to i64
  %1456 = lshr i64 %1455, 3
  %1457 = and i64 %1456, 112
  %1458 = xor i64 %1457, %1455
  %1459 = inttoptr i64 %1458 to ptr
  %1460 = mul nsw i32 %393, 108
  %1461 = sext i32 %1460 to i64
  %1462 = getelementptr inbounds nuw i8, ptr %1023, i64 13824
  %1463 = ptrtoint ptr %1462 to i64
  %1464 = lshr i64 %1463, 3
  %1465 = and i64 %1464, 112
  %1466 = xor i64 %1465, %1463
  %1467 = inttoptr i64 %1466 to ptr
  %1468 = mul nsw i32 %393, 110
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr inbounds nuw i8, ptr %1023, i64 14080
  %1471 = ptrtoint ptr %1470 to i64
  %1472 = lshr i64 %1471, 3
  %1473 = and i64 %1472, 112
  %1474 = xor i64 %1473, %1471
  %1475 = inttoptr i64 %1474 to ptr
  %1476 = mul nsw i32 %393, 112
  %1477 = sext i32 %1476 to i64
  %1478 = getelementptr inbounds nuw i8, ptr %1023, i64 14336
  %1479 = ptrtoint ptr %1478 to i64
  %1480 = lshr i64 %1479, 3
  %1481 = and i64 %1480, 112
  %1482 = xor i64 %1481, %1479
  %1483 = inttoptr i64 %1482 to ptr
  %1484 = mul nsw i32 %393, 114
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr inbounds nuw i8, ptr %1023, i64 14592
  %1487 = ptrtoint ptr %1486 to i64
  %1488 = lshr i64 %1487, 3
  %1489 = and i64 %1488, 112
  %1490 = xor i64 %1489, %1487
  %1491 = inttoptr i64 %1490 to ptr
  %1492 = mul nsw i32 %393, 116
  %1493 = sext i32 %1492 to i64
  %1494 = getelementptr inbounds nuw i8, ptr %1023, i64 14848
  %1495 = ptrtoint ptr %1494 to i64
  %1496 = lshr i64 %1495, 3
  %1497 = and i64 %1496, 112
  %1498 = xor i64 %1497, %1495
  %1499 = inttoptr i64 %1498 to ptr
  %1500 = mul nsw i32 %393, 118
  %1501 = sext i32 %1500 to i64
  %1502 = getelementptr inbounds nuw i8, ptr %1023, i64 15104
  %1503 = ptrtoint ptr %1502 to i64
  %1504 = lshr i64 %1503, 3
  %1505 = and i64 %1504, 112
  %1506 = xor i64 %1505, %1503
  %1507 = inttoptr i64 %1506 to ptr
  %1508 = mul nsw i32 %393, 120
  %1509 = sext i32 %1508 to i64
  %1510 = getelementptr inbounds nuw i8, ptr %1023, i64 15360
  %1511 = ptrtoint ptr %1510 to i64
  %1512 = lshr i64 %1511, 3
  %1513 = and i64 %1512, 112
  %1514 = xor i64 %1513, %1511
  %1515 = inttoptr i64 %1514 to ptr
  %1516 = mul nsw i32 %393, 122
  %1517 = sext i32 %1516 to i64
  %1518 = getelementptr inbounds nuw i8, ptr %1023, i64 15616
  %1519 = ptrtoint ptr %1518 to i64
  %1520 = lshr i64 %1519, 3
  %1521 = and i64 %1520, 112
  %1522 = xor i64 %1521, %1519
  %1523 = inttoptr i64 %1522 to ptr
  %1524 = mul nsw i32 %393, 124
  %1525 = sext i32 %1524 to i64
  %1526 = getelementptr inbounds nuw i8, ptr %1023, i64 15872
  %1527 = ptrtoint ptr %1526 to i64
  %1528 = lshr i64 %1527, 3
  %1529 = and i64 %1528, 112
  %1530 = xor i64 %1529, %1527
  %1531 = inttoptr i64 %1530 to ptr
  %1532 = mul nsw i32 %393, 126
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr inbounds nuw i8, ptr %1023, i64 16128
  %1535 = ptrtoint ptr %1534 to i64
  %1536 = lshr i64 %1535, 3
  %1537 = and i64 %1536, 112
  %1538 = xor i64 %1537, %1535
  %1539 = inttoptr i64 %1538 to ptr
  %1540 = ptrtoint ptr %1029 to i64
  %1541 = lshr i64 %1540, 3
  %1542 = and i64 %1541, 112
  %1543 = xor i64 %1542, %1540
  %1544 = inttoptr i64 %1543 to ptr
  %1545 = sext i32 %1024 to i64
  %1546 = getelementptr inbounds nuw i8, ptr %1029, i64 256
  %1547 = ptrtoint ptr %1546 to i64
  %1548 = lshr i64 %1547, 3
  %1549 = and i64 %1548, 112
  %1550 = xor i64 %1549, %1547
  %1551 = inttoptr i64 %1550 to ptr
  %1552 = shl nsw i32 %407, 2
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr inbounds nuw i8, ptr %1029, i64 512
  %1555 = ptrtoint ptr %1554 to i64
  %1556 = lshr i64 %1555, 3
  %1557 = and i64 %1556, 112
  %1558 = xor i64 %1557, %1555
  %1559 = inttoptr i64 %1558 to ptr
  %1560 = mul nsw i32 %407, 6
  %1561 = sext i32 %1560 to i64
  %1562 = getelementptr inbounds nuw i8, ptr %1029, i64 768
  %1563 = ptrtoint ptr %1562 to i64
  %1564 = lshr i64 %1563, 3
  %1565 = and i64 %1564, 112
  %1566 = xor i64 %1565, %1563
  %1567 = inttoptr i64 %1566 to ptr
  %1568 = shl nsw i32 %407, 3
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr inbounds nuw i8, ptr %1029, i64 1024
  %1571 = ptrtoint ptr %1570 to i64
  %1572 = lshr i64 %1571, 3
  %1573 = and i64 %1572, 112
  %1574 = xor i64 %1573, %1571
  %1575 = inttoptr i64 %1574 to ptr
  %1576 = mul nsw i32 %407, 10
  %1577 = sext i32 %1576 to i64
  %1578 = getelementptr inbounds nuw i8, ptr %1029, i64 1280
  %1579 = ptrtoint ptr %1578 to i64
  %1580 = lshr i64 %1579, 3
  %1581 = and i64 %1580, 112
  %1582 = xor i64 %1581, %1579
  %1583 = inttoptr i64 %1582 to ptr
  %1584 = mul nsw i32 %407, 12
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr inbounds nuw i8, ptr %1029, i64 1536
  %1587 = ptrtoint ptr %1586 to i64
  %1588 = lshr i64 %1587, 3
  %1589 = and i64 %1588, 112
  %1590 = xor i64 %1589, %1587
  %1591 = inttoptr i64 %1590 to ptr
  %1592 = mul nsw i32 %407, 14
  %1593 = sext i32 %1592 to i64
  %1594 = getelementptr inbounds nuw i8, ptr %1029, i64 1792
  %1595 = ptrtoint ptr %1594 to i64
  %1596 = lshr i64 %1595, 3
  %1597 = and i64 %1596, 112
  %1598 = xor i64 %1597, %1595
  %1599 = inttoptr i64 %1598 to ptr
  %1600 = shl nsw i32 %407, 4
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr inbounds nuw i8, ptr %1029, i64 2048
  %1603 = ptrtoint ptr %1602 to i64
  %1604 = lshr i64 %1603, 3
  %1605 = and i64 %1604, 112
  %1606 = xor i64 %1605, %1603
  %1607 = inttoptr i64 %1606 to ptr
  %1608 = mul nsw i32 %407, 18
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr inbounds nuw i8, ptr %1029, i64 2304
  %1611 = ptrtoint ptr %1610 to i64
  %1612 = lshr i64 %1611, 3
  %1613 = and i64 %1612, 112
  %1614 = xor i64 %1613, %1611
  %1615 = inttoptr i64 %1614 to ptr
  %1616 = mul nsw i32 %407, 20
  %1617 = sext i32 %1616 to i64
  %1618 = getelementptr inbounds nuw i8, ptr %1029, i64 2560
  %1619 = ptrtoint ptr %1618 to i64
  %1620 = lshr i64 %1619, 3
  %1621 = and i64 %1620, 112
  %1622 = xor i64 %1621, %1619
  %1623 = inttoptr i64 %1622 to ptr
  %1624 = mul nsw i32 %407, 22
  %1625 = sext i32 %1624 to i64
  %1626 = getelementptr inbounds nuw i8, ptr %1029, i64 2816
  %1627 = ptrtoint ptr %1626 to i64
  %1628 = lshr i64 %1627, 3
  %1629 = and i64 %1628, 112
  %1630 = xor i64 %1629, %1627
  %1631 = inttoptr i64 %1630 to ptr
  %1632 = mul nsw i32 %407, 24
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr inbounds nuw i8, ptr %1029, i64 3072
  %1635 = ptrtoint ptr %1634 to i64
  %1636 = lshr i64 %1635, 3
  %1637 = and i64 %1636, 112
  %1638 = xor i64 %1637, %1635
  %1639 = inttoptr i64 %1638 to ptr
  %1640 = mul nsw i32 %407, 26
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr inbounds nuw i8, ptr %1029, i64 3328
  %1643 = ptrtoint ptr %1642 to i64
  %1644 = lshr i64 %1643, 3
  %1645 = and i64 %1644, 112
  %1646 = xor i64 %1645, %1643
  %1647 = inttoptr i64 %1646 to ptr
  %1648 = mul nsw i32 %407, 28
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr inbounds nuw i8, ptr %1029, i64 3584
  %1651 = ptrtoint ptr %1650 to i64
  %1652 = lshr i64 %1651, 3
  %1653 = and i64 %1652, 112
  %1654 = xor i64 %1653, %1651
  %1655 = inttoptr i64 %1654 to ptr
  %1656 = mul nsw i32 %407, 30
  %1657 = sext i32 %1656 to i64
  %1658 = getelementptr inbounds nuw i8, ptr %1029, i64 3840
  %1659 = ptrtoint ptr %1658 to i64
  %1660 = lshr i64 %1659, 3
  %1661 = and i64 %1660, 112
  %1662 = xor i64 %1661, %1659
  %1663 = inttoptr i64 %1662 to ptr
  %1664 = shl nsw i32 %407, 5
  %1665 = sext i32 %1664 to i64
  %1666 = getelementptr inbounds nuw i8, ptr %1029, i64 4096
  %1667 = ptrtoint ptr %1666 to i64
  %1668 = lshr i64 %1667, 3
  %1669 = and i64 %1668, 112
  %1670 = xor i64 %1669, %1667
  %1671 = inttoptr i64 %1670 to ptr
  %1672 = mul nsw i32 %407, 34
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr inbounds nuw i8, ptr %1029, i64 4352
  %1675 = ptrtoint ptr %1674 to i64
  %1676 = lshr i64 %1675, 3
  %1677 = and i64 %1676, 112
  %1678 = xor i64 %1677, %1675
  %1679 = inttoptr i64 %1678 to ptr
  %1680 = mul nsw i32 %407, 36
  %1681 = sext i32 %1680 to i64
  %1682 = getelementptr inbounds nuw i8, ptr %1029, i64 4608
  %1683 = ptrtoint ptr %1682 to i64
  %1684 = lshr i64 %1683, 3
  %1685 = and i64 %1684, 112
  %1686 = xor i64 %1685, %1683
  %1687 = inttoptr i64 %1686 to ptr
  %1688 = mul nsw i32 %407, 38
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr inbounds nuw i8, ptr %1029, i64 4864
  %1691 = ptrtoint ptr %1690 to i64
  %1692 = lshr i64 %1691, 3
  %1693 = and i64 %1692, 112
  %1694 = xor i64 %1693, %1691
  %1695 = inttoptr i64 %1694 to ptr
  %1696 = mul nsw i32 %407, 40
  %1697 = sext i32 %1696 to i64
  %1698 = getelementptr inbounds nuw i8, ptr %1029, i64 5120
  %1699 = ptrtoint ptr %1698 to i64
  %1700 = lshr i64 %1699, 3
  %1701 = and i64 %1700, 112
  %1702 = xor i64 %1701, %1699
  %1703 = inttoptr i64 %1702 to ptr
  %1704 = mul nsw i32 %407, 42
  %1705 = sext i32 %1704 to i64
  %1706 = getelementptr inbounds nuw i8, ptr %1029, i64 5376
  %1707 = ptrtoint ptr %1706 to i64
  %1708 = lshr i64 %1707, 3
  %1709 = and i64 %1708, 112
  %1710 = xor i64 %1709, %1707
  %1711 = inttoptr i64 %1710 to ptr
  %1712 = mul nsw i32 %407, 44
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr inbounds nuw i8, ptr %1029, i64 5632
  %1715 = ptrtoint ptr %1714 to i64
  %1716 = lshr i64 %1715, 3
  %1717 = and i64 %1716, 112
  %1718 = xor i64 %1717, %1715
  %1719 = inttoptr i64 %1718 to ptr
  %1720 = mul nsw i32 %407, 46
  %1721 = sext i32 %1720 to i64
  %1722 = getelementptr inbounds nuw i8, ptr %1029, i64 5888
  %1723 = ptrtoint ptr %1722 to i64
  %1724 = lshr i64 %1723, 3
  %1725 = and i64 %1724, 112
  %1726 = xor i64 %1725, %1723
  %1727 = inttoptr i64 %1726 to ptr
  %1728 = mul nsw i32 %407, 48
  %1729 = sext i32 %1728 to i64
  %1730 = getelementptr inbounds nuw i8, ptr %1029, i64 6144
  %1731 = ptrtoint ptr %1730 to i64
  %1732 = lshr i64 %1731, 3
  %1733 = and i64 %1732, 112
  %1734 = xor i64 %1733, %1731
  %1735 = inttoptr i64 %1734 to ptr
  %1736 = mul nsw i32 %407, 50
  %1737 = sext i32 %1736 to i64
  %1738 = getelementptr inbounds nuw i8, ptr %1029, i64 6400
  %1739 = ptrtoint ptr %1738 to i64
  %1740 = lshr i64 %1739, 3
  %1741 = and i64 %1740, 112
  %1742 = xor i64 %1741, %1739
  %1743 = inttoptr i64 %1742 to ptr
  %1744 = mul nsw i32 %407, 52
  %1745 = sext i32 %1744 to i64
  %1746 = getelementptr inbounds nuw i8, ptr %1029, i64 6656
  %1747 = ptrtoint ptr %1746 to i64
  %1748 = lshr i64 %1747, 3
  %1749 = and i64 %1748, 112
  %1750 = xor i64 %1749, %1747
  %1751 = inttoptr i64 %1750 to ptr
  %1752 = mul nsw i32 %407, 54
  %1753 = sext i32 %1752 to i64
  %1754 = getelementptr inbounds nuw i8, ptr %1029, i64 6912
  %1755 = ptrtoint ptr %1754 to i64
  %1756 = lshr i64 %1755, 3
  %1757 = and i64 %1756, 112
  %1758 = xor i64 %1757, %1755
  %1759 = inttoptr i64 %1758 to ptr
  %1760 = mul nsw i32 %407, 56
  %1761 = sext i32 %1760 to i64
  %1762 = getelementptr inbounds nuw i8, ptr %1029, i64 7168
  %1763 = ptrtoint ptr %1762 to i64
  %1764 = lshr i64 %1763, 3
  %1765 = and i64 %1764, 112
  %1766 = xor i64 %1765, %1763
  %1767 = inttoptr i64 %1766 to ptr
  %1768 = mul nsw i32 %407, 58
  %1769 = sext i32 %1768 to i64
  %1770 = getelementptr inbounds nuw i8, ptr %1029, i64 7424
  %1771 = ptrtoint ptr %1770 to i64
  %1772 = lshr i64 %1771, 3
  %1773 = and i64 %1772, 112
  %1774 = xor i64 %1773, %1771
  %1775 = inttoptr i64 %1774 to ptr
  %1776 = mul nsw i32 %407, 60
  %1777 = sext i32 %1776 to i64
  %1778 = getelementptr inbounds nuw i8, ptr %1029, i64 7680
  %1779 = ptrtoint ptr %1778 to i64
  %1780 = lshr i64 %1779, 3
  %1781 = and i64 %1780, 112
  %1782 = xor i64 %1781, %1779
  %1783 = inttoptr i64 %1782 to ptr
  %1784 = mul nsw i32 %407, 62
  %1785 = sext i32 %1784 to i64
  %1786 = getelementptr inbounds nuw i8, ptr %1029, i64 7936
  %1787 = ptrtoint ptr %1786 to i64
  %1788 = lshr i64 %1787, 3
  %1789 = and i64 %1788, 112
  %1790 = xor i64 %1789, %1787
  %1791 = inttoptr i64 %1790 to ptr
  %1792 = shl nsw i32 %407, 6
  %1793 = sext i32 %1792 to i64
  %1794 = getelementptr inbounds nuw i8, ptr %1029, i64 8192
  %1795 = ptrtoint ptr %1794 to i64
  %1796 = lshr i64 %1795, 3
  %1797 = and i64 %1796, 112
  %1798 = xor i64 %1797, %1795
  %1799 = inttoptr i64 %1798 to ptr
  %1800 = mul nsw i32 %407, 66
  %1801 = sext i32 %1800 to i64
  %1802 = getelementptr inbounds nuw i8, ptr %1029, i64 8448
  %1803 = ptrtoint ptr %1802 to i64
  %1804 = lshr i64 %1803, 3
  %1805 = and i64 %1804, 112
  %1806 = xor i64 %1805, %1803
  %1807 = inttoptr i64 %1806 to ptr
  %1808 = mul nsw i32 %407, 68
  %1809 = sext i32 %1808 to i64
  %1810 = getelementptr inbounds nuw i8, ptr %1029, i64 8704
  %1811 = ptrtoint ptr %1810 to i64
  %1812 = lshr i64 %1811, 3
  %1813 = and i64 %1812, 112
  %1814 = xor i64 %1813, %1811
  %1815 = inttoptr i64 %1814 to ptr
  %1816 = mul nsw i32 %407, 70
  %1817 = sext i32 %1816 to i64
  %1818 = getelementptr inbounds nuw i8, ptr %1029, i64 8960
  %1819 = ptrtoint ptr %1818 to i64
  %1820 = lshr i64 %1819, 3
  %1821 = and i64 %1820, 112
  %1822 = xor i64 %1821, %1819
  %1823 = inttoptr i64 %1822 to ptr
  %1824 = mul nsw i32 %407, 72
  %1825 = sext i32 %1824 to i64
  %1826 = getelementptr inbounds nuw i8, ptr %1029, i64 9216
  %1827 = ptrtoint ptr %1826 to i64
  %1828 = lshr i64 %1827, 3
  %1829 = and i64 %1828, 112
  %1830 = xor i64 %1829, %1827
  %1831 = inttoptr i64 %1830 to ptr
  %1832 = mul nsw i32 %407, 74
  %1833 = sext i32 %1832 to i64
  %1834 = getelementptr inbounds nuw i8, ptr %1029, i64 9472
  %1835 = ptrtoint ptr %1834 to i64
  %1836 = lshr i64 %1835, 3
  %1837 = and i64 %1836, 112
  %1838 = xor i64 %1837, %1835
  %1839 = inttoptr i64 %1838 to ptr
  %1840 = mul nsw i32 %407, 76
  %1841 = sext i32 %1840 to i64
  %1842 = getelementptr inbounds nuw i8, ptr %1029, i64 9728
  %1843 = ptrtoint ptr %1842 to i64
  %1844 = lshr i64 %1843, 3
  %1845 = and i64 %1844, 112
  %1846 = xor i64 %1845, %1843
  %1847 = inttoptr i64 %1846 to ptr
  %1848 = mul nsw i32 %407, 78
  %1849 = sext i32 %1848 to i64
  %1850 = getelementptr inbounds nuw i8, ptr %1029, i64 9984
  %1851 = ptrtoint ptr %1850 to i64
  %1852 = lshr i64 %1851, 3
  %1853 = and i64 %1852, 112
  %1854 = xor i64 %1853, %1851
  %1855 = inttoptr i64 %1854 to ptr
  %1856 = mul nsw i32 %407, 80
  %1857 = sext i32 %1856 to i64
  %1858 = getelementptr inbounds nuw i8, ptr %1029, i64 10240
  %1859 = ptrtoint ptr %1858 to i64
  %1860 = lshr i64 %1859, 3
  %1861 = and i64 %1860, 112
  %1862 = xor i64 %1861, %1859
  %1863 = inttoptr i64 %1862 to ptr
  %1864 = mul nsw i32 %407, 82
  %1865 = sext i32 %1864 to i64
  %1866 = getelementptr inbounds nuw i8, ptr %1029, i64 10496
  %1867 = ptrtoint ptr %1866 to i64
  %1868 = lshr i64 %1867, 3
  %1869 = and i64 %1868, 112
  %1870 = xor i64 %1869, %1867
  %1871 = inttoptr i64 %1870 to ptr
  %1872 = mul nsw i32 %407, 84
  %1873 = sext i32 %1872 to i64
  %1874 = getelementptr inbounds nuw i8, ptr %1029, i64 10752
  %1875 = ptrtoint ptr %1874 to i64
  %1876 = lshr i64 %1875, 3
  %1877 = and i64 %1876, 112
  %1878 = xor i64 %1877, %1875
  %1879 = inttoptr i64 %1878 to ptr
  %1880 = mul nsw i32 %407, 86
  %1881 = sext i32 %1880 to i64
  %1882 = getelementptr inbounds nuw i8, ptr %1029, i64 11008
  %1883 = ptrtoint ptr %1882 to i64
  %1884 = lshr i64 %1883, 3
  %1885 = and i64 %1884, 112
  %1886 = xor i64 %1885, %1883
  %1887 = inttoptr i64 %1886 to ptr
  %1888 = mul nsw i32 %407, 88
  %1889 = sext i32 %1888 to i64
  %1890 = getelementptr inbounds nuw i8, ptr %1029, i64 11264
  %1891 = ptrtoint ptr %1890 to i64
  %1892 = lshr i64 %1891, 3
  %1893 = and i64 %1892, 112
  %1894 = xor i64 %1893, %1891
  %1895 = inttoptr i64 %1894 to ptr
  %1896 = mul nsw i32 %407, 90
  %1897 = sext i32 %1896 to i64
  %1898 = getelementptr inbounds nuw i8, ptr %1029, i64 11520
  %1899 = ptrtoint ptr %1898 to i64
  %1900 = lshr i64 %1899, 3
  %1901 = and i64 %1900, 112
  %1902 = xor i64 %1901, %1899
  %1903 = inttoptr i64 %1902 to ptr
  %1904 = mul nsw i32 %407, 92
  %1905 = sext i32 %1904 to i64
  %1906 = getelementptr inbounds nuw i8, ptr %1029, i64 11776
  %1907 = ptrtoint ptr %1906 to i64
  %1908 = lshr i64 %1907, 3
  %1909 = and i64 %1908, 112
  %1910 = xor i64 %1909, %1907
  %1911 = inttoptr i64 %1910 to ptr
  %1912 = mul nsw i32 %407, 94
  %1913 = sext i32 %1912 to i64
  %1914 = getelementptr inbounds nuw i8, ptr %1029, i64 12032
  %1915 = ptrtoint ptr %1914 to i64
  %1916 = lshr i64 %1915, 3
  %1917 = and i64 %1916, 112
  %1918 = xor i64 %1917, %1915
  %1919 = inttoptr i64 %1918 to ptr
  %1920 = mul nsw i32 %407, 96
  %1921 = sext i32 %1920 to i64
  %1922 = getelementptr inbounds nuw i8, ptr %1029, i64 12288
  %1923 = ptrtoint ptr %1922 to i64
  %1924 = lshr i64 %1923, 3
  %1925 = and i64 %1924, 112
  %1926 = xor i64 %1925, %1923
  %1927 = inttoptr i64 %1926 to ptr
  %1928 = mul nsw i32 %407, 98
  %1929 = sext i32 %1928 to i64
  %1930 = getelementptr inbounds nuw i8, ptr %1029, i64 12544
  %1931 = ptrtoint ptr %1930 to i64
  %1932 = lshr i64 %1931, 3
  %1933 = and i64 %1932, 112
  %1934 = xor i64 %1933, %1931
  %1935 = inttoptr i64 %1934 to ptr
  %1936 = mul nsw i32 %407, 100
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr inbounds nuw i8, ptr %1029, i64 12800
  %1939 = ptrtoint ptr %1938 to i64
  %1940 = lshr i64 %1939, 3
  %1941 = and i64 %1940, 112
  %1942 = xor i64 %1941, %1939
  %1943 = inttoptr i64 %1942 to ptr
  %1944 = mul nsw i32 %407, 102
  %1945 = sext i32 %1944 to i64
  %1946 = getelementptr inbounds nuw i8, ptr %1029, i64 13056
  %1947 = ptrtoint ptr %1946 to i64
  %1948 = lshr i64 %1947, 3
  %1949 = and i64 %1948, 112
  %1950 = xor i64 %1949, %1947
  %1951 = inttoptr i64 %1950 to ptr
  %1952 = mul nsw i32 %407, 104
  %1953 = sext i32 %1952 to i64
  %1954 = getelementptr inbounds nuw i8, ptr %1029, i64 13312
  %1955 = ptrtoint ptr %1954 to i64
  %1956 = lshr i64 %1955, 3
  %1957 = and i64 %1956, 112
  %1958 = xor i64 %1957, %1955
  %1959 = inttoptr i64 %1958 to ptr
  %1960 = mul nsw i32 %407, 106
  %1961 = sext i32 %1960 to i64
  %1962 = getelementptr inbounds nuw i8, ptr %1029, i64 13568
  %1963 = ptrtoint ptr %1962 to i64
  %1964 = lshr i64 %1963, 3
  %1965 = and i64 %1964, 112
  %1966 = xor i64 %1965, %1963
  %1967 = inttoptr i64 %1966 to ptr
  %1968 = mul nsw i32 %407, 108
  %1969 = sext i32 %1968 to i64
  %1970 = getelementptr inbounds nuw i8, ptr %1029, i64 13824
  %1971 = ptrtoint ptr %1970 to i64
  %1972 = lshr i64 %1971, 3
  %1973 = and i64 %1972, 112
  %1974 = xor i64 %1973, %1971
  %1975 = inttoptr i64 %1974 to ptr
  %1976 = mul nsw i32 %407, 110
  %1977 = sext i32 %1976 to i64
  %1978 = getelementptr inbounds nuw i8, ptr %1029, i64 14080
  %1979 = ptrtoint ptr %1978 to i64
  %1980 = lshr i64 %1979, 3
  %1981 = and i64 %1980, 112
  %1982 = xor i64 %1981, %1979
  %1983 = inttoptr i64 %1982 to ptr
  %1984 = mul nsw i32 %407, 112
  %1985 = sext i32 %1984 to i64
  %1986 = getelementptr inbounds nuw i8, ptr %1029, i64 14336
  %1987 = ptrtoint ptr %1986 to i64
  %1988 = lshr i64 %1987, 3
  %1989 = and i64 %1988, 112
  %1990 = xor i64 %1989, %1987
  %1991 = inttoptr i64 %1990 to ptr
  %1992 = mul nsw i32 %407, 114
  %1993 = sext i32 %1992 to i64
  %1994 = getelementptr inbounds nuw i8, ptr %1029, i64 14592
  %1995 = ptrtoint ptr %1994 to i64
  %1996 = lshr i64 %1995, 3
  %1997 = and i64 %1996, 112
  %1998 = xor i64 %1997, %1995
  %1999 = inttoptr i64 %1998 to ptr
  %2000 = mul nsw i32 %407, 116
  %2001 = sext i32 %2000 to i64
  %2002 = getelementptr inbounds nuw i8, ptr %1029, i64 14848
  %2003 = ptrtoint ptr %2002 to i64
  %2004 = lshr i64 %2003, 3
  %2005 = and i64 %2004, 112
  %2006 = xor i64 %2005, %2003
  %2007 = inttoptr i64 %2006 to ptr
  %2008 = mul nsw i32 %407, 118
  %2009 = sext i32 %2008 to i64
  %2010 = getelementptr inbounds nuw i8, ptr %1029, i64 15104
  %2011 = ptrtoint ptr %2010 to i64
  %2012 = lshr i64 %2011, 3
  %2013 = and i64 %2012, 112
  %2014 = xor i64 %2013, %2011
  %2015 = inttoptr i64 %2014 to ptr
  %2016 = mul nsw i32 %407, 120
  %2017 = sext i32 %2016 to i64
  %2018 = getelementptr inbounds nuw i8, ptr %1029, i64 15360
  %2019 = ptrtoint ptr %2018 to i64
  %2020 = lshr i64 %2019, 3
  %2021 = and i64 %2020, 112
  %2022 = xor i64 %2021, %2019
  %2023 = inttoptr i64 %2022 to ptr
  %2024 = mul nsw i32 %407, 122
  %2025 = sext i32 %2024 to i64
  %2026 = getelementptr inbounds nuw i8, ptr %1029, i64 15616
  %2027 = ptrtoint ptr %2026 to i64
  %2028 = lshr i64 %2027, 3
  %2029 = and i64 %2028, 112
  %2030 = xor i64 %2029, %2027
  %2031 = inttoptr i64 %2030 to ptr
  %2032 = mul nsw i32 %407, 124
  %2033 = sext i32 %2032 to i64
  %2034 = getelementptr inbounds nuw i8, ptr %1029, i64 15872
  %2035 = ptrtoint ptr %2034 to i64
  %2036 = lshr i64 %2035, 3
  %2037 = and i64 %2036, 112
  %2038 = xor i64 %2037, %2035
  %2039 = inttoptr i64 %2038 to ptr
  %2040 = mul nsw i32 %407, 126
  %2041 = sext i32 %2040 to i64
  %2042 = getelementptr inbounds nuw i8, ptr %1029, i64 16128
  %2043 = ptrtoint ptr %2042 to i64
  %2044 = lshr i64 %2043, 3
  %2045 = and i64 %2044, 112
  %2046 = xor i64 %2045, %2043
  %2047 = inttoptr i64 %2046 to ptr
  %2048 = shl nsw i32 %407, 7
  %2049 = sext i32 %2048 to i64
  %2050 = getelementptr inbounds nuw i8, ptr %1029, i64 16384
  %2051 = ptrtoint ptr %2050 to i64
  %2052 = lshr i64 %2051, 3
  %2053 = and i64 %2052, 112
  %2054 = xor i64 %2053, %2051
  %2055 = inttoptr i64 %2054 to ptr
  %2056 = mul nsw i32 %407, 130
  %2057 = sext i32 %2056 to i64
  %2058 = getelementptr inbounds nuw i8, ptr %1029, i64 16640
  %2059 = ptrtoint ptr %2058 to i64
  %2060 = lshr i64 %2059, 3
  %2061 = and i64 %2060, 112
  %2062 = xor i64 %2061, %2059
  %2063 = inttoptr i64 %2062 to ptr
  %2064 = mul nsw i32 %407, 132
  %2065 = sext i32 %2064 to i64
  %2066 = getelementptr inbounds nuw i8, ptr %1029, i64 16896
  %2067 = ptrtoint ptr %2066 to i64
  %2068 = lshr i64 %2067, 3
  %2069 = and i64 %2068, 112
  %2070 = xor i64 %2069, %2067
  %2071 = inttoptr i64 %2070 to ptr
  %2072 = mul nsw i32 %407, 134
  %2073 = sext i32 %2072 to i64
  %2074 = getelementptr inbounds nuw i8, ptr %1029, i64 17152
  %2075 = ptrtoint ptr %2074 to i64
  %2076 = lshr i64 %2075, 3
  %2077 = and i64 %2076, 112
  %2078 = xor i64 %2077, %2075
  %2079 = inttoptr i64 %2078 to ptr
  %2080 = mul nsw i32 %407, 136
  %2081 = sext i32 %2080 to i64
  %2082 = getelementptr inbounds nuw i8, ptr %1029, i64 17408
  %2083 = ptrtoint ptr %2082 to i64
  %2084 = lshr i64 %2083, 3
  %2085 = and i64 %2084, 112
  %2086 = xor i64 %2085, %2083
  %2087 = inttoptr i64 %2086 to ptr
  %2088 = mul nsw i32 %407, 138
  %2089 = sext i32 %2088 to i64
  %2090 = getelementptr inbounds nuw i8, ptr %1029, i64 17664
  %2091 = ptrtoint ptr %2090 to i64
  %2092 = lshr i64 %2091, 3
  %2093 = and i64 %2092, 112
  %2094 = xor i64 %2093, %2091
  %2095 = inttoptr i64 %2094 to ptr
  %2096 = mul nsw i32 %407, 140
  %2097 = sext i32 %2096 to i64
  %2098 = getelementptr inbounds nuw i8, ptr %1029, i64 17920
  %2099 = ptrtoint ptr %2098 to i64
  %2100 = lshr i64 %2099, 3
  %2101 = and i64 %2100, 112
  %2102 = xor i64 %2101, %2099
  %2103 = inttoptr i64 %2102 to ptr
  %2104 = mul nsw i32 %407, 142
  %2105 = sext i32 %2104 to i64
  %2106 = getelementptr inbounds nuw i8, ptr %1029, i64 18176
  %2107 = ptrtoint ptr %2106 to i64
  %2108 = lshr i64 %2107, 3
  %2109 = and i64 %2108, 112
  %2110 = xor i64 %2109, %2107
  %2111 = inttoptr i64 %2110 to ptr
  %2112 = mul nsw i32 %407, 144
  %2113 = sext i32 %2112 to i64
  %2114 = getelementptr inbounds nuw i8, ptr %1029, i64 18432
  %2115 = ptrtoint ptr %2114 to i64
  %2116 = lshr i64 %2115, 3
  %2117 = and i64 %2116, 112
  %2118 = xor i64 %2117, %2115
  %2119 = inttoptr i64 %2118 to ptr
  %2120 = mul nsw i32 %407, 146
  %2121 = sext i32 %2120 to i64
  %2122 = getelementptr inbounds nuw i8, ptr %1029, i64 18688
  %2123 = ptrtoint ptr %2122 to i64
  %2124 = lshr i64 %2123, 3
  %2125 = and i64 %2124, 112
  %2126 = xor i64 %2125, %2123
  %2127 = inttoptr i64 %2126 to ptr
  %2128 = mul nsw i32 %407, 148
  %2129 = sext i32 %2128 to i64
  %2130 = getelementptr inbounds nuw i8, ptr %1029, i64 18944
  %2131 = ptrtoint ptr %2130 to i64
  %2132 = lshr i64 %2131, 3
  %2133 = and i64 %2132, 112
  %2134 = xor i64 %2133, %2131
  %2135 = inttoptr i64 %2134 to ptr
  %2136 = mul nsw i32 %407, 150
  %2137 = sext i32 %2136 to i64
  %2138 = getelementptr inbounds nuw i8, ptr %1029, i64 19200
  %2139 = ptrtoint ptr %2138 to i64
  %2140 = lshr i64 %2139, 3
  %2141 = and i64 %2140, 112
  %2142 = xor i64 %2141, %2139
  %2143 = inttoptr i64 %2142 to ptr
  %2144 = mul nsw i32 %407, 152
  %2145 = sext i32 %2144 to i64
  %2146 = getelementptr inbounds nuw i8, ptr %1029, i64 19456
  %2147 = ptrtoint ptr %2146 to i64
  %2148 = lshr i64 %2147, 3
  %2149 = and i64 %2148, 112
  %2150 = xor i64 %2149, %2147
  %2151 = inttoptr i64 %2150 to ptr
  %2152 = mul nsw i32 %407, 154
  %2153 = sext i32 %2152 to i64
  %2154 = getelementptr inbounds nuw i8, ptr %1029, i64 19712
  %2155 = ptrtoint ptr %2154 to i64
  %2156 = lshr i64 %2155, 3
  %2157 = and i64 %2156, 112
  %2158 = xor i64 %2157, %2155
  %2159 = inttoptr i64 %2158 to ptr
  %2160 = mul nsw i32 %407, 156
  %2161 = sext i32 %2160 to i64
  %2162 = getelementptr inbounds nuw i8, ptr %1029, i64 19968
  %2163 = ptrtoint ptr %2162 to i64
  %2164 = lshr i64 %2163, 3
  %2165 = and i64 %2164, 112
  %2166 = xor i64 %2165, %2163
  %2167 = inttoptr i64 %2166 to ptr
  %2168 = mul nsw i32 %407, 158
  %2169 = sext i32 %2168 to i64
  %2170 = getelementptr inbounds nuw i8, ptr %1029, i64 20224
  %2171 = ptrtoint ptr %2170 to i64
  %2172 = lshr i64 %2171, 3
  %2173 = and i64 %2172, 112
  %2174 = xor i64 %2173, %2171
  %2175 = inttoptr i64 %2174 to ptr
  %2176 = mul nsw i32 %407, 160
  %2177 = sext i32 %2176 to i64
  %2178 = getelementptr inbounds nuw i8, ptr %1029, i64 20480
  %2179 = ptrtoint ptr %2178 to i64
  %2180 = lshr i64 %2179, 3
  %2181 = and i64 %2180, 112
  %2182 = xor i64 %2181, %2179
  %2183 = inttoptr i64 %2182 to ptr
  %2184 = mul nsw i32 %407, 162
  %2185 = sext i32 %2184 to i64
  %2186 = getelementptr inbounds nuw i8, ptr %1029, i64 20736
  %2187 = ptrtoint ptr %2186 to i64
  %2188 = lshr i64 %2187, 3
  %2189 = and i64 %2188, 112
  %2190 = xor i64 %2189, %2187
  %2191 = inttoptr i64 %2190 to ptr
  %2192 = mul nsw i32 %407, 164
  %2193 = sext i32 %2192 to i64
  %2194 = getelementptr inbounds nuw i8, ptr %1029, i64 20992
  %2195 = ptrtoint ptr %2194 to i64
  %2196 = lshr i64 %2195, 3
  %2197 = and i64 %2196, 112
  %2198 = xor i64 %2197, %2195
  %2199 = inttoptr i64 %2198 to ptr
  %2200 = mul nsw i32 %407, 166
  %2201 = sext i32 %2200 to i64
  %2202 = getelementptr inbounds nuw i8, ptr %1029, i64 21248
  %2203 = ptrtoint ptr %2202 to i64
  %2204 = lshr i64 %2203, 3
  %2205 = and i64 %2204, 112
  %2206 = xor i64 %2205, %2203
  %2207 = inttoptr i64 %2206 to ptr
  %2208 = mul nsw i32 %407, 168
  %2209 = sext i32 %2208 to i64
  %2210 = getelementptr inbounds nuw i8, ptr %1029, i64 21504
  %2211 = ptrtoint ptr %2210 to i64
  %2212 = lshr i64 %2211, 3
  %2213 = and i64 %2212, 112
  %2214 = xor i64 %2213, %2211
  %2215 = inttoptr i64 %2214 to ptr
  %2216 = mul nsw i32 %407, 170
  %2217 = sext i32 %2216 to i64
  %2218 = getelementptr inbounds nuw i8, ptr %1029, i64 21760
  %2219 = ptrtoint ptr %2218 to i64
  %2220 = lshr i64 %2219, 3
  %2221 = and i64 %2220, 112
  %2222 = xor i64 %2221, %2219
  %2223 = inttoptr i64 %2222 to ptr
  %2224 = mul nsw i32 %407, 172
  %2225 = sext i32 %2224 to i64
  %2226 = getelementptr inbounds nuw i8, ptr %1029, i64 22016
  %2227 = ptrtoint ptr %2226 to i64
  %2228 = lshr i64 %2227, 3
  %2229 = and i64 %2228, 112
  %2230 = xor i64 %2229, %2227
  %2231 = inttoptr i64 %2230 to ptr
  %2232 = mul nsw i32 %407, 174
  %2233 = sext i32 %2232 to i64
  %2234 = getelementptr inbounds nuw i8, ptr %1029, i64 22272
  %2235 = ptrtoint ptr %2234 to i64
  %2236 = lshr i64 %2235, 3
  %2237 = and i64 %2236, 112
  %2238 = xor i64 %2237, %2235
  %2239 = inttoptr i64 %2238 to ptr
  %2240 = mul nsw i32 %407, 176
  %2241 = sext i32 %2240 to i64
  %2242 = getelementptr inbounds nuw i8, ptr %1029, i64 22528
  %2243 = ptrtoint ptr %2242 to i64
  %2244 = lshr i64 %2243, 3
  %2245 = and i64 %2244, 112
  %2246 = xor i64 %2245, %2243
  %2247 = inttoptr i64 %2246 to ptr
  %2248 = mul nsw i32 %407, 178
  %2249 = sext i32 %2248 to i64
  %2250 = getelementptr inbounds nuw i8, ptr %1029, i64 22784
  %2251 = ptrtoint ptr %2250 to i64
  %2252 = lshr i64 %2251, 3
  %2253 = and i64 %2252, 112
  %2254 = xor i64 %2253, %2251
  %2255 = inttoptr i64 %2254 to ptr
  %2256 = mul nsw i32 %407, 180
  %2257 = sext i32 %2256 to i64
  %2258 = getelementptr inbounds nuw i8, ptr %1029, i64 23040
  %2259 = ptrtoint ptr %2258 to i64
  %2260 = lshr i64 %2259, 3
  %2261 = and i64 %2260, 112
  %2262 = xor i64 %2261, %2259
  %2263 = inttoptr i64 %2262 to ptr
  %2264 = mul nsw i32 %407, 182
  %2265 = sext i32 %2264 to i64
  %2266 = getelementptr inbounds nuw i8, ptr %1029, i64 23296
  %2267 = ptrtoint ptr %2266 to i64
  %2268 = lshr i64 %2267, 3
  %2269 = and i64 %2268, 112
  %2270 = xor i64 %2269, %2267
  %2271 = inttoptr i64 %2270 to ptr
  %2272 = mul nsw i32 %407, 184
  %2273 = sext i32 %2272 to i64
  %2274 = getelementptr inbounds nuw i8, ptr %1029, i64 23552
  %2275 = ptrtoint ptr %2274 to i64
  %2276 = lshr i64 %2275, 3
  %2277 = and i64 %2276, 112
  %2278 = xor i64 %2277, %2275
  %2279 = inttoptr i64 %2278 to ptr
  %2280 = mul nsw i32 %407, 186
  %2281 = sext i32 %2280 to i64
  %2282 = getelementptr inbounds nuw i8, ptr %1029, i64 23808
  %2283 = ptrtoint ptr %2282 to i64
  %2284 = lshr i64 %2283, 3
  %2285 = and i64 %2284, 112
  %2286 = xor i64 %2285, %2283
  %2287 = inttoptr i64 %2286 to ptr
  %2288 = mul nsw i32 %407, 188
  %2289 = sext i32 %2288 to i64
  %2290 = getelementptr inbounds nuw i8, ptr %1029, i64 24064
  %2291 = ptrtoint ptr %2290 to i64
  %2292 = lshr i64 %2291, 3
  %2293 = and i64 %2292, 112
  %2294 = xor i64 %2293, %2291
  %2295 = inttoptr i64 %2294 to ptr
  %2296 = mul nsw i32 %407, 190
  %2297 = sext i32 %2296 to i64
  %2298 = getelementptr inbounds nuw i8, ptr %1029, i64 24320
  %2299 = ptrtoint ptr %2298 to i64
  %2300 = lshr i64 %2299, 3
  %2301 = and i64 %2300, 112
  %2302 = xor i64 %2301, %2299
  %2303 = inttoptr i64 %2302 to ptr
  %2304 = mul nsw i32 %407, 192
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr inbounds nuw i8, ptr %1029, i64 24576
  %2307 = ptrtoint ptr %2306 to i64
  %2308 = lshr i64 %2307, 3
  %2309 = and i64 %2308, 112
  %2310 = xor i64 %2309, %2307
  %2311 = inttoptr i64 %2310 to ptr
  %2312 = mul nsw i32 %407, 194
  %2313 = sext i32 %2312 to i64
  %2314 = getelementptr inbounds nuw i8, ptr %1029, i64 24832
  %2315 = ptrtoint ptr %2314 to i64
  %2316 = lshr i64 %2315, 3
  %2317 = and i64 %2316, 112
  %2318 = xor i64 %2317, %2315
  %2319 = inttoptr i64 %2318 to ptr
  %2320 = mul nsw i32 %407, 196
  %2321 = sext i32 %2320 to i64
  %2322 = getelementptr inbounds nuw i8, ptr %1029, i64 25088
  %2323 = ptrtoint ptr %2322 to i64
  %2324 = lshr i64 %2323, 3
  %2325 = and i64 %2324, 112
  %2326 = xor i64 %2325, %2323
  %2327 = inttoptr i64 %2326 to ptr
  %2328 = mul nsw i32 %407, 198
  %2329 = sext i32 %2328 to i64
  %2330 = getelementptr inbounds nuw i8, ptr %1029, i64 25344
  %2331 = ptrtoint ptr %2330 to i64
  %2332 = lshr i64 %2331, 3
  %2333 = and i64 %2332, 112
  %2334 = xor i64 %2333, %2331
  %2335 = inttoptr i64 %2334 to ptr
  %2336 = mul nsw i32 %407, 200
  %2337 = sext i32 %2336 to i64
  %2338 = getelementptr inbounds nuw i8, ptr %1029, i64 25600
  %2339 = ptrtoint ptr %2338 to i64
  %2340 = lshr i64 %2339, 3
  %2341 = and i64 %2340, 112
  %2342 = xor i64 %2341, %2339
  %2343 = inttoptr i64 %2342 to ptr
  %2344 = mul nsw i32 %407, 202
  %2345 = sext i32 %2344 to i64
  %2346 = getelementptr inbounds nuw i8, ptr %1029, i64 25856
  %2347 = ptrtoint ptr %2346 to i64
  %2348 = lshr i64 %2347, 3
  %2349 = and i64 %2348, 112
  %2350 = xor i64 %2349, %2347
  %2351 = inttoptr i64 %2350 to ptr
  %2352 = mul nsw i32 %407, 204
  %2353 = sext i32 %2352 to i64
  %2354 = getelementptr inbounds nuw i8, ptr %1029, i64 26112
  %2355 = ptrtoint ptr %2354 to i64
  %2356 = lshr i64 %2355, 3
  %2357 = and i64 %2356, 112
  %2358 = xor i64 %2357, %2355
  %2359 = inttoptr i64 %2358 to ptr
  %2360 = mul nsw i32 %407, 206
  %2361 = sext i32 %2360 to i64
  %2362 = getelementptr inbounds nuw i8, ptr %1029, i64 26368
  %2363 = ptrtoint ptr %2362 to i64
  %2364 = lshr i64 %2363, 3
  %2365 = and i64 %2364, 112
  %2366 = xor i64 %2365, %2363
  %2367 = inttoptr i64 %2366 to ptr
  %2368 = mul nsw i32 %407, 208
  %2369 = sext i32 %2368 to i64
  %2370 = getelementptr inbounds nuw i8, ptr %1029, i64 26624
  %2371 = ptrtoint ptr %2370 to i64
  %2372 = lshr i64 %2371, 3
  %2373 = and i64 %2372, 112
  %2374 = xor i64 %2373, %2371
  %2375 = inttoptr i64 %2374 to ptr
  %2376 = mul nsw i32 %407, 210
  %2377 = sext i32 %2376 to i64
  %2378 = getelementptr inbounds nuw i8, ptr %1029, i64 26880
  %2379 = ptrtoint ptr %2378 to i64
  %2380 = lshr i64 %2379, 3
  %2381 = and i64 %2380, 112
  %2382 = xor i64 %2381, %2379
  %2383 = inttoptr i64 %2382 to ptr
  %2384 = mul nsw i32 %407, 212
  %2385 = sext i32 %2384 to i64
  %2386 = getelementptr inbounds nuw i8, ptr %1029, i64 27136
  %2387 = ptrtoint ptr %2386 to i64
  %2388 = lshr i64 %2387, 3
  %2389 = and i64 %2388, 112
  %2390 = xor i64 %2389, %2387
  %2391 = inttoptr i64 %2390 to ptr
  %2392 = mul nsw i32 %407, 214
  %2393 = sext i32 %2392 to i64
  %2394 = getelementptr inbounds nuw i8, ptr %1029, i64 27392
  %2395 = ptrtoint ptr %2394 to i64
  %2396 = lshr i64 %2395, 3
  %2397 = and i64 %2396, 112
  %2398 = xor i64 %2397, %2395
  %2399 = inttoptr i64 %2398 to ptr
  %2400 = mul nsw i32 %407, 216
  %2401 = sext i32 %2400 to i64
  %2402 = getelementptr inbounds nuw i8, ptr %1029, i64 27648
  %2403 = ptrtoint ptr %2402 to i64
  %2404 = lshr i64 %2403, 3
  %2405 = and i64 %2404, 112
  %2406 = xor i64 %2405, %2403
  %2407 = inttoptr i64 %2406 to ptr
  %2408 = mul nsw i32 %407, 218
  %2409 = sext i32 %2408 to i64
  %2410 = getelementptr inbounds nuw i8, ptr %1029, i64 27904
  %2411 = ptrtoint ptr %2410 to i64
  %2412 = lshr i64 %2411, 3
  %2413 = and i64 %2412, 112
  %2414 = xor i64 %2413, %2411
  %2415 = inttoptr i64 %2414 to ptr
  %2416 = mul nsw i32 %407, 220
  %2417 = sext i32 %2416 to i64
  %2418 = getelementptr inbounds nuw i8, ptr %1029, i64 28160
  %2419 = ptrtoint ptr %2418 to i64
  %2420 = lshr i64 %2419, 3
  %2421 = and i64 %2420, 112
  %2422 = xor i64 %2421, %2419
  %2423 = inttoptr i64 %2422 to ptr
  %2424 = mul nsw i32 %407, 222
  %2425 = sext i32 %2424 to i64
  %2426 = getelementptr inbounds nuw i8, ptr %1029, i64 28416
  %2427 = ptrtoint ptr %2426 to i64
  %2428 = lshr i64 %2427, 3
  %2429 = and i64 %2428, 112
  %2430 = xor i64 %2429, %2427
  %2431 = inttoptr i64 %2430 to ptr
  %2432 = mul nsw i32 %407, 224
  %2433 = sext i32 %2432 to i64
  %2434 = getelementptr inbounds nuw i8, ptr %1029, i64 28672
  %2435 = ptrtoint ptr %2434 to i64
  %2436 = lshr i64 %2435, 3
  %2437 = and i64 %2436, 112
  %2438 = xor i64 %2437, %2435
  %2439 = inttoptr i64 %2438 to ptr
  %2440 = mul nsw i32 %407, 226
  %2441 = sext i32 %2440 to i64
  %2442 = getelementptr inbounds nuw i8, ptr %1029, i64 28928
  %2443 = ptrtoint ptr %2442 to i64
  %2444 = lshr i64 %2443, 3
  %2445 = and i64 %2444, 112
  %2446 = xor i64 %2445, %2443
  %2447 = inttoptr i64 %2446 to ptr
  %2448 = mul nsw i32 %407, 228
  %2449 = sext i32 %2448 to i64
  %2450 = getelementptr inbounds nuw i8, ptr %1029, i64 29184
  %2451 = ptrtoint ptr %2450 to i64
  %2452 = lshr i64 %2451, 3
  %2453 = and i64 %2452, 112
  %2454 = xor i64 %2453, %2451
  %2455 = inttoptr i64 %2454 to ptr
  %2456 = mul nsw i32 %407, 230
  %2457 = sext i32 %2456 to i64
  %2458 = getelementptr inbounds nuw i8, ptr %1029, i64 29440
  %2459 = ptrtoint ptr %2458 to i64
  %2460 = lshr i64 %2459, 3
  %2461 = and i64 %2460, 112
  %2462 = xor i64 %2461, %2459
  %2463 = inttoptr i64 %2462 to ptr
  %2464 = mul nsw i32 %407, 232
  %2465 = sext i32 %2464 to i64
  %2466 = getelementptr inbounds nuw i8, ptr %1029, i64 29696
  %2467 = ptrtoint ptr %2466 to i64
  %2468 = lshr i64 %2467, 3
  %2469 = and i64 %2468, 112
  %2470 = xor i64 %2469, %2467
  %2471 = inttoptr i64 %2470 to ptr
  %2472 = mul nsw i32 %407, 234
  %2473 = sext i32 %2472 to i64
  %2474 = getelementptr inbounds nuw i8, ptr %1029, i64 29952
  %2475 = ptrtoint ptr %2474 to i64
  %2476 = lshr i64 %2475, 3
  %2477 = and i64 %2476, 112
  %2478 = xor i64 %2477, %2475
  %2479 = inttoptr i64 %2478 to ptr
  %2480 = mul nsw i32 %407, 236
  %2481 = sext i32 %2480 to i64
  %2482 = getelementptr inbounds nuw i8, ptr %1029, i64 30208
  %2483 = ptrtoint ptr %2482 to i64
  %2484 = lshr i64 %2483, 3
  %2485 = and i64 %2484, 112
  %2486 = xor i64 %2485, %2483
  %2487 = inttoptr i64 %2486 to ptr
  %2488 = mul nsw i32 %407, 238
  %2489 = sext i32 %2488 to i64
  %2490 = getelementptr inbounds nuw i8, ptr %1029, i64 30464
  %2491 = ptrtoint ptr %2490 to i64
  %2492 = lshr i64 %2491, 3
  %2493 = and i64 %2492, 112
  %2494 = xor i64 %2493, %2491
  %2495 = inttoptr i64 %2494 to ptr
  %2496 = mul nsw i32 %407, 240
  %2497 = sext i32 %2496 to i64
  %2498 = getelementptr inbounds nuw i8, ptr %1029, i64 30720
  %2499 = ptrtoint ptr %2498 to i64
  %2500 = lshr i64 %2499, 3
  %2501 = and i64 %2500, 112
  %2502 = xor i64 %2501, %2499
  %2503 = inttoptr i64 %2502 to ptr
  %2504 = mul nsw i32 %407, 242
  %2505 = sext i32 %2504 to i64
  %2506 = getelementptr inbounds nuw i8, ptr %1029, i64 30976
  %2507 = ptrtoint ptr %2506 to i64
  %2508 = lshr i64 %2507, 3
  %2509 = and i64 %2508, 112
  %2510 = xor i64 %2509, %2507
  %2511 = inttoptr i64 %2510 to ptr
  %2512 = mul nsw i32 %407, 244
  %2513 = sext i32 %2512 to i64
  %2514 = getelementptr inbounds nuw i8, ptr %1029, i64 31232
  %2515 = ptrtoint ptr %2514 to i64
  %2516 = lshr i64 %2515, 3
  %2517 = and i64 %2516, 112
  %2518 = xor i64 %2517, %2515
  %2519 = inttoptr i64 %2518 to ptr
  %2520 = mul nsw i32 %407, 246
  %2521 = sext i32 %2520 to i64
  %2522 = getelementptr inbounds nuw i8, ptr %1029, i64 31488
  %2523 = ptrtoint ptr %2522 to i64
  %2524 = lshr i64 %2523, 3
  %2525 = and i64 %2524, 112
  %2526 = xor i64 %2525, %2523
  %2527 = inttoptr i64 %2526 to ptr
  %2528 = mul nsw i32 %407, 248
  %2529 = sext i32 %2528 to i64
  %2530 = getelementptr inbounds nuw i8, ptr %1029, i64 31744
  %2531 = ptrtoint ptr %2530 to i64
  %2532 = lshr i64 %2531, 3
  %2533 = and i64 %2532, 112
  %2534 = xor i64 %2533, %2531
  %2535 = inttoptr i64 %2534 to ptr
  %2536 = mul nsw i32 %407, 250
  %2537 = sext i32 %2536 to i64
  %2538 = getelementptr inbounds nuw i8, ptr %1029, i64 32000
  %2539 = ptrtoint ptr %2538 to i64
  %2540 = lshr i64 %2539, 3
  %2541 = and i64 %2540, 112
  %2542 = xor i64 %2541, %2539
  %2543 = inttoptr i64 %2542 to ptr
  %2544 = mul nsw i32 %407, 252
  %2545 = sext i32 %2544 to i64
  %2546 = getelementptr inbounds nuw i8, ptr %1029, i64 32256
  %2547 = ptrtoint ptr %2546 to i64
  %2548 = lshr i64 %2547, 3
  %2549 = and i64 %2548, 112
  %2550 = xor i64 %2549, %2547
  %2551 = inttoptr i64 %2550 to ptr
  %2552 = mul nsw i32 %407, 254
  %2553 = sext i32 %2552 to i64
  %2554 = getelementptr inbounds nuw i8, ptr %1029, i64 32512
  %2555 = ptrtoint ptr %2554 to i64
  %2556 = lshr i64 %2555, 3
  %2557 = and i64 %2556, 112
  %2558 = xor i64 %2557, %2555
  %2559 = inttoptr i64 %2558 to ptr
  %2560 = zext nneg i32 %814 to i64
  %2561 = or disjoint i64 %2560, 4611756662049538048
  %2562 = zext nneg i32 %816 to i64
  %2563 = or disjoint i64 %2562, 4611756662049538048
  %2564 = add nuw nsw i32 %814, 65538
  %2565 = zext nneg i32 %2564 to i64
  %2566 = or disjoint i64 %2565, 4611756662049472512
  %2567 = add nuw nsw i32 %816, 65538
  %2568 = zext nneg i32 %2567 to i64
  %2569 = or disjoint i64 %2568, 4611756662049472512
  %2570 = add nuw nsw i32 %814, 65540
  %2571 = zext nneg i32 %2570 to i64
  %2572 = or disjoint i64 %2571, 4611756662049472512
  %2573 = add nuw nsw i32 %816, 65540
  %2574 = zext nneg i32 %2573 to i64
  %2575 = or disjoint i64 %2574, 4611756662049472512
  %2576 = add nuw nsw i32 %814, 65542
  %2577 = zext nneg i32 %2576 to i64
  %2578 = or disjoint i64 %2577, 4611756662049472512
  %2579 = add nuw nsw i32 %816, 65542
  %2580 = zext nneg i32 %2579 to i64
  %2581 = or disjoint i64 %2580, 4611756662049472512
  br label %5406

2582:                                             ; preds = %5822, %1012
  %2583 = phi i8 [ 0, %1012 ], [ %5823, %5822 ]
  store i8 %2583, ptr %642, align 4
  %2584 = mul i32 %438, %420
  %2585 = zext i32 %2584 to i64
  %2586 = getelementptr inbounds nuw float, ptr %427, i64 %2585
  %2587 = load float, ptr %2586, align 16
  %2588 = getelementptr inbounds nuw i8, ptr %2586, i64 4
  %2589 = load float, ptr %2588, align 4
  %2590 = getelementptr inbounds nuw i8, ptr %2586, i64 8
  %2591 = load float, ptr %2590, align 8
  %2592 = getelementptr inbounds nuw i8, ptr %2586, i64 12
  %2593 = load float, ptr %2592, align 4
  %2594 = getelementptr inbounds nuw i8, ptr %2586, i64 16
  %2595 = load float, ptr %2594, align 16
  %2596 = getelementptr inbounds nuw i8, ptr %2586, i64 20
  %2597 = load float, ptr %2596, align 4
  %2598 = getelementptr inbounds nuw i8, ptr %2586, i64 24
  %2599 = load float, ptr %2598, align 8
  %2600 = getelementptr inbounds nuw i8, ptr %2586, i64 28
  %2601 = load float, ptr %2600, align 4
  %2602 = getelementptr inbounds nuw i8, ptr %2586, i64 32
  %2603 = load float, ptr %2602, align 16
  %2604 = getelementptr inbounds nuw i8, ptr %2586, i64 36
  %2605 = load float, ptr %2604, align 4
  %2606 = getelementptr inbounds nuw i8, ptr %2586, i64 40
  %2607 = load float, ptr %2606, align 8
  %2608 = getelementptr inbounds nuw i8, ptr %2586, i64 44
  %2609 = load float, ptr %2608, align 4
  %2610 = getelementptr inbounds nuw i8, ptr %2586, i64 48
  %2611 = load float, ptr %2610, align 16
  %2612 = getelementptr inbounds nuw i8, ptr %2586, i64 52
  %2613 = load float, ptr %2612, align 4
  %2614 = getelementptr inbounds nuw i8, ptr %2586, i64 56
  %2615 = load float, ptr %2614, align 8
  %2616 = getelementptr inbounds nuw i8, ptr %2586, i64 60
  %2617 = load float, ptr %2616, align 4
  %2618 = getelementptr inbounds nuw i8, ptr %2586, i64 64
  %2619 = load float, ptr %2618, align 16
  %2620 = getelementptr inbounds nuw i8, ptr %2586, i64 68
  %2621 = load float, ptr %2620, align 4
  %2622 = getelementptr inbounds nuw i8, ptr %2586, i64 72
  %2623 = load float, ptr %2622, align 8
  %2624 = getelementptr inbounds nuw i8, ptr %2586, i64 76
  %2625 = load float, ptr %2624, align 4
  %2626 = getelementptr inbounds nuw i8, ptr %2586, i64 80
  %2627 = load float, ptr %2626, align 16
  %2628 = getelementptr inbounds nuw i8, ptr %2586, i64 84
  %2629 = load float, ptr %2628, align 4
  %2630 = getelementptr inbounds nuw i8, ptr %2586, i64 88
  %2631 = load float, ptr %2630, align 8
  %2632 = getelementptr inbounds nuw i8, ptr %2586, i64 92
  %2633 = load float, ptr %2632, align 4
  %2634 = getelementptr inbounds nuw i8, ptr %2586, i64 96
  %2635 = load float, ptr %2634, align 16
  %2636 = getelementptr inbounds nuw i8, ptr %2586, i64 100
  %2637 = load float, ptr %2636, align 4
  %2638 = getelementptr inbounds nuw i8, ptr %2586, i64 104
  %2639 = load float, ptr %2638, align 8
  %2640 = getelementptr inbounds nuw i8, ptr %2586, i64 108
  %2641 = load float, ptr %2640, align 4
  %2642 = getelementptr inbounds nuw i8, ptr %2586, i64 112
  %2643 = load float, ptr %2642, align 16
  %2644 = getelementptr inbounds nuw i8, ptr %2586, i64 116
  %2645 = load float, ptr %2644, align 4
  %2646 = getelementptr inbounds nuw i8, ptr %2586, i64 120
  %2647 = load float, ptr %2646, align 8
  %2648 = getelementptr inbounds nuw i8, ptr %2586, i64 124
  %2649 = load float, ptr %2648, align 4
  %2650 = getelementptr inbounds nuw i8, ptr %2586, i64 128
  %2651 = load float, ptr %2650, align 16
  %2652 = getelementptr inbounds nuw i8, ptr %2586, i64 132
  %2653 = load float, ptr %2652, align 4
  %2654 = getelementptr inbounds nuw i8, ptr %2586, i64 136
  %2655 = load float, ptr %2654, align 8
  %2656 = getelementptr inbounds nuw i8, ptr %2586, i64 140
  %2657 = load float, ptr %2656, align 4
  %2658 = getelementptr inbounds nuw i8, ptr %2586, i64 144
  %2659 = load float, ptr %2658, align 16
  %2660 = getelementptr inbounds nuw i8, ptr %2586, i64 148
  %2661 = load float, ptr %2660, align 4
  %2662 = getelementptr inbounds nuw i8, ptr %2586, i64 152
  %2663 = load float, ptr %2662, align 8
  %2664 = getelementptr inbounds nuw i8, ptr %2586, i64 156
  %2665 = load float, ptr %2664, align 4
  %2666 = getelementptr inbounds nuw i8, ptr %2586, i64 160
  %2667 = load float, ptr %2666, align 16
  %2668 = getelementptr inbounds nuw i8, ptr %2586, i64 164
  %2669 = load float, ptr %2668, align 4
  %2670 = getelementptr inbounds nuw i8, ptr %2586, i64 168
  %2671 = load float, ptr %2670, align 8
  %2672 = getelementptr inbounds nuw i8, ptr %2586, i64 172
  %2673 = load float, ptr %2672, align 4
  %2674 = getelementptr inbounds nuw i8, ptr %2586, i64 176
  %2675 = load float, ptr %2674, align 16
  %2676 = getelementptr inbounds nuw i8, ptr %2586, i64 180
  %2677 = load float, ptr %2676, align 4
  %2678 = getelementptr inbounds nuw i8, ptr %2586, i64 184
  %2679 = load float, ptr %2678, align 8
  %2680 = getelementptr inbounds nuw i8, ptr %2586, i64 188
  %2681 = load float, ptr %2680, align 4
  %2682 = getelementptr inbounds nuw i8, ptr %2586, i64 192
  %2683 = load float, ptr %2682, align 16
  %2684 = getelementptr inbounds nuw i8, ptr %2586, i64 196
  %2685 = load float, ptr %2684, align 4
  %2686 = getelementptr inbounds nuw i8, ptr %2586, i64 200
  %2687 = load float, ptr %2686, align 8
  %2688 = getelementptr inbounds nuw i8, ptr %2586, i64 204
  %2689 = load float, ptr %2688, align 4
  %2690 = getelementptr inbounds nuw i8, ptr %2586, i64 208
  %2691 = load float, ptr %2690, align 16
  %2692 = getelementptr inbounds nuw i8, ptr %2586, i64 212
  %2693 = load float, ptr %2692, align 4
  %2694 = getelementptr inbounds nuw i8, ptr %2586, i64 216
  %2695 = load float, ptr %2694, align 8
  %2696 = getelementptr inbounds nuw i8, ptr %2586, i64 220
  %2697 = load float, ptr %2696, align 4
  %2698 = getelementptr inbounds nuw i8, ptr %2586, i64 224
  %2699 = load float, ptr %2698, align 16
  %2700 = getelementptr inbounds nuw i8, ptr %2586, i64 228
  %2701 = load float, ptr %2700, align 4
  %2702 = getelementptr inbounds nuw i8, ptr %2586, i64 232
  %2703 = load float, ptr %2702, align 8
  %2704 = getelementptr inbounds nuw i8, ptr %2586, i64 236
  %2705 = load float, ptr %2704, align 4
  %2706 = getelementptr inbounds nuw i8, ptr %2586, i64 240
  %2707 = load float, ptr %2706, align 16
  %2708 = getelementptr inbounds nuw i8, ptr %2586, i64 244
  %2709 = load float, ptr %2708, align 4
  %2710 = getelementptr inbounds nuw i8, ptr %2586, i64 248
  %2711 = load float, ptr %2710, align 8
  %2712 = getelementptr inbounds nuw i8, ptr %2586, i64 252
  %2713 = load float, ptr %2712, align 4
  %2714 = getelementptr inbounds nuw i8, ptr %2586, i64 256
  %2715 = load float, ptr %2714, align 16
  %2716 = getelementptr inbounds nuw i8, ptr %2586, i64 260
  %2717 = load float, ptr %2716, align 4
  %2718 = getelementptr inbounds nuw i8, ptr %2586, i64 264
  %2719 = load float, ptr %2718, align 8
  %2720 = getelementptr inbounds nuw i8, ptr %2586, i64 268
  %2721 = load float, ptr %2720, align 4
  %2722 = getelementptr inbounds nuw i8, ptr %2586, i64 272
  %2723 = load float, ptr %2722, align 16
  %2724 = getelementptr inbounds nuw i8, ptr %2586, i64 276
  %2725 = load float, ptr %2724, align 4
  %2726 = getelementptr inbounds nuw i8, ptr %2586, i64 280
  %2727 = load float, ptr %2726, align 8
  %2728 = getelementptr inbounds nuw i8, ptr %2586, i64 284
  %2729 = load float, ptr %2728, align 4
  %2730 = getelementptr inbounds nuw i8, ptr %2586, i64 288
  %2731 = load float, ptr %2730, align 16
  %2732 = getelementptr inbounds nuw i8, ptr %2586, i64 292
  %2733 = load float, ptr %2732, align 4
  %2734 = getelementptr inbounds nuw i8, ptr %2586, i64 296
  %2735 = load float, ptr %2734, align 8
  %2736 = getelementptr inbounds nuw i8, ptr %2586, i64 300
  %2737 = load float, ptr %2736, align 4
  %2738 = getelementptr inbounds nuw i8, ptr %2586, i64 304
  %2739 = load float, ptr %2738, align 16
  %2740 = getelementptr inbounds nuw i8, ptr %2586, i64 308
  %2741 = load float, ptr %2740, align 4
  %2742 = getelementptr inbounds nuw i8, ptr %2586, i64 312
  %2743 = load float, ptr %2742, align 8
  %2744 = getelementptr inbounds nuw i8, ptr %2586, i64 316
  %2745 = load float, ptr %2744, align 4
  %2746 = getelementptr inbounds nuw i8, ptr %2586, i64 320
  %2747 = load float, ptr %2746, align 16
  %2748 = getelementptr inbounds nuw i8, ptr %2586, i64 324
  %2749 = load float, ptr %2748, align 4
  %2750 = getelementptr inbounds nuw i8, ptr %2586, i64 328
  %2751 = load float, ptr %2750, align 8
  %2752 = getelementptr inbounds nuw i8, ptr %2586, i64 332
  %2753 = load float, ptr %2752, align 4
  %2754 = getelementptr inbounds nuw i8, ptr %2586, i64 336
  %2755 = load float, ptr %2754, align 16
  %2756 = getelementptr inbounds nuw i8, ptr %2586, i64 340
  %2757 = load float, ptr %2756, align 4
  %2758 = getelementptr inbounds nuw i8, ptr %2586, i64 344
  %2759 = load float, ptr %2758, align 8
  %2760 = getelementptr inbounds nuw i8, ptr %2586, i64 348
  %2761 = load float, ptr %2760, align 4
  %2762 = getelementptr inbounds nuw i8, ptr %2586, i64 352
  %2763 = load float, ptr %2762, align 16
  %2764 = getelementptr inbounds nuw i8, ptr %2586, i64 356
  %2765 = load float, ptr %2764, align 4
  %2766 = getelementptr inbounds nuw i8, ptr %2586, i64 360
  %2767 = load float, ptr %2766, align 8
  %2768 = getelementptr inbounds nuw i8, ptr %2586, i64 364
  %2769 = load float, ptr %2768, align 4
  %2770 = getelementptr inbounds nuw i8, ptr %2586, i64 368
  %2771 = load float, ptr %2770, align 16
  %2772 = getelementptr inbounds nuw i8, ptr %2586, i64 372
  %2773 = load float, ptr %2772, align 4
  %2774 = getelementptr inbounds nuw i8, ptr %2586, i64 376
  %2775 = load float, ptr %2774, align 8
  %2776 = getelementptr inbounds nuw i8, ptr %2586, i64 380
  %2777 = load float, ptr %2776, align 4
  %2778 = getelementptr inbounds nuw i8, ptr %2586, i64 384
  %2779 = load float, ptr %2778, align 16
  %2780 = getelementptr inbounds nuw i8, ptr %2586, i64 388
  %2781 = load float, ptr %2780, align 4
  %2782 = getelementptr inbounds nuw i8, ptr %2586, i64 392
  %2783 = load float, ptr %2782, align 8
  %2784 = getelementptr inbounds nuw i8, ptr %2586, i64 396
  %2785 = load float, ptr %2784, align 4
  %2786 = getelementptr inbounds nuw i8, ptr %2586, i64 400
  %2787 = load float, ptr %2786, align 16
  %2788 = getelementptr inbounds nuw i8, ptr %2586, i64 404
  %2789 = load float, ptr %2788, align 4
  %2790 = getelementptr inbounds nuw i8, ptr %2586, i64 408
  %2791 = load float, ptr %2790, align 8
  %2792 = getelementptr inbounds nuw i8, ptr %2586, i64 412
  %2793 = load float, ptr %2792, align 4
  %2794 = getelementptr inbounds nuw i8, ptr %2586, i64 416
  %2795 = load float, ptr %2794, align 16
  %2796 = getelementptr inbounds nuw i8, ptr %2586, i64 420
  %2797 = load float, ptr %2796, align 4
  %2798 = getelementptr inbounds nuw i8, ptr %2586, i64 424
  %2799 = load float, ptr %2798, align 8
  %2800 = getelementptr inbounds nuw i8, ptr %2586, i64 428
  %2801 = load float, ptr %2800, align 4
  %2802 = getelementptr inbounds nuw i8, ptr %2586, i64 432
  %2803 = load float, ptr %2802, align 16
  %2804 = getelementptr inbounds nuw i8, ptr %2586, i64 436
  %2805 = load float, ptr %2804, align 4
  %2806 = getelementptr inbounds nuw i8, ptr %2586, i64 440
  %2807 = load float, ptr %2806, align 8
  %2808 = getelementptr inbounds nuw i8, ptr %2586, i64 444
  %2809 = load float, ptr %2808, align 4
  %2810 = getelementptr inbounds nuw i8, ptr %2586, i64 448
  %2811 = load float, ptr %2810, align 16
  %2812 = getelementptr inbounds nuw i8, ptr %2586, i64 452
  %2813 = load float, ptr %2812, align 4
  %2814 = getelementptr inbounds nuw i8, ptr %2586, i64 456
  %2815 = load float, ptr %2814, align 8
  %2816 = getelementptr inbounds nuw i8, ptr %2586, i64 460
  %2817 = load float, ptr %2816, align 4
  %2818 = getelementptr inbounds nuw i8, ptr %2586, i64 464
  %2819 = load float, ptr %2818, align 16
  %2820 = getelementptr inbounds nuw i8, ptr %2586, i64 468
  %2821 = load float, ptr %2820, align 4
  %2822 = getelementptr inbounds nuw i8, ptr %2586, i64 472
  %2823 = load float, ptr %2822, align 8
  %2824 = getelementptr inbounds nuw i8, ptr %2586, i64 476
  %2825 = load float, ptr %2824, align 4
  %2826 = getelementptr inbounds nuw i8, ptr %2586, i64 480
  %2827 = load float, ptr %2826, align 16
  %2828 = getelementptr inbounds nuw i8, ptr %2586, i64 484
  %2829 = load float, ptr %2828, align 4
  %2830 = getelementptr inbounds nuw i8, ptr %2586, i64 488
  %2831 = load float, ptr %2830, align 8
  %2832 = getelementptr inbounds nuw i8, ptr %2586, i64 492
  %2833 = load float, ptr %2832, align 4
  %2834 = getelementptr inbounds nuw i8, ptr %2586, i64 496
  %2835 = load float, ptr %2834, align 16
  %2836 = getelementptr inbounds nuw i8, ptr %2586, i64 500
  %2837 = load float, ptr %2836, align 4
  %2838 = getelementptr inbounds nuw i8, ptr %2586, i64 504
  %2839 = load float, ptr %2838, align 8
  %2840 = getelementptr inbounds nuw i8, ptr %2586, i64 508
  %2841 = load float, ptr %2840, align 4
  %2842 = getelementptr inbounds nuw i8, ptr %2586, i64 512
  %2843 = load float, ptr %2842, align 16
  %2844 = getelementptr inbounds nuw i8, ptr %2586, i64 516
  %2845 = load float, ptr %2844, align 4
  %2846 = getelementptr inbounds nuw i8, ptr %2586, i64 520
  %2847 = load float, ptr %2846, align 8
  %2848 = getelementptr inbounds nuw i8, ptr %2586, i64 524
  %2849 = load float, ptr %2848, align 4
  %2850 = getelementptr inbounds nuw i8, ptr %2586, i64 528
  %2851 = load float, ptr %2850, align 16
  %2852 = getelementptr inbounds nuw i8, ptr %2586, i64 532
  %2853 = load float, ptr %2852, align 4
  %2854 = getelementptr inbounds nuw i8, ptr %2586, i64 536
  %2855 = load float, ptr %2854, align 8
  %2856 = getelementptr inbounds nuw i8, ptr %2586, i64 540
  %2857 = load float, ptr %2856, align 4
  %2858 = getelementptr inbounds nuw i8, ptr %2586, i64 544
  %2859 = load float, ptr %2858, align 16
  %2860 = getelementptr inbounds nuw i8, ptr %2586, i64 548
  %2861 = load float, ptr %2860, align 4
  %2862 = getelementptr inbounds nuw i8, ptr %2586, i64 552
  %2863 = load float, ptr %2862, align 8
  %2864 = getelementptr inbounds nuw i8, ptr %2586, i64 556
  %2865 = load float, ptr %2864, align 4
  %2866 = getelementptr inbounds nuw i8, ptr %2586, i64 560
  %2867 = load float, ptr %2866, align 16
  %2868 = getelementptr inbounds nuw i8, ptr %2586, i64 564
  %2869 = load float, ptr %2868, align 4
  %2870 = getelementptr inbounds nuw i8, ptr %2586, i64 568
  %2871 = load float, ptr %2870, align 8
  %2872 = getelementptr inbounds nuw i8, ptr %2586, i64 572
  %2873 = load float, ptr %2872, align 4
  %2874 = getelementptr inbounds nuw i8, ptr %2586, i64 576
  %2875 = load float, ptr %2874, align 16
  %2876 = getelementptr inbounds nuw i8, ptr %2586, i64 580
  %2877 = load float, ptr %2876, align 4
  %2878 = getelementptr inbounds nuw i8, ptr %2586, i64 584
  %2879 = load float, ptr %2878, align 8
  %2880 = getelementptr inbounds nuw i8, ptr %2586, i64 588
  %2881 = load float, ptr %2880, align 4
  %2882 = getelementptr inbounds nuw i8, ptr %2586, i64 592
  %2883 = load float, ptr %2882, align 16
  %2884 = getelementptr inbounds nuw i8, ptr %2586, i64 596
  %2885 = load float, ptr %2884, align 4
  %2886 = getelementptr inbounds nuw i8, ptr %2586, i64 600
  %2887 = load float, ptr %2886, align 8
  %2888 = getelementptr inbounds nuw i8, ptr %2586, i64 604
  %2889 = load float, ptr %2888, align 4
  %2890 = getelementptr inbounds nuw i8, ptr %2586, i64 608
  %2891 = load float, ptr %2890, align 16
  %2892 = getelementptr inbounds nuw i8, ptr %2586, i64 612
  %2893 = load float, ptr %2892, align 4
  %2894 = getelementptr inbounds nuw i8, ptr %2586, i64 616
  %2895 = load float, ptr %2894, align 8
  %2896 = getelementptr inbounds nuw i8, ptr %2586, i64 620
  %2897 = load float, ptr %2896, align 4
  %2898 = getelementptr inbounds nuw i8, ptr %2586, i64 624
  %2899 = load float, ptr %2898, align 16
  %2900 = getelementptr inbounds nuw i8, ptr %2586, i64 628
  %2901 = load float, ptr %2900, align 4
  %2902 = getelementptr inbounds nuw i8, ptr %2586, i64 632
  %2903 = load float, ptr %2902, align 8
  %2904 = getelementptr inbounds nuw i8, ptr %2586, i64 636
  %2905 = load float, ptr %2904, align 4
  %2906 = getelementptr inbounds nuw i8, ptr %2586, i64 640
  %2907 = load float, ptr %2906, align 16
  %2908 = getelementptr inbounds nuw i8, ptr %2586, i64 644
  %2909 = load float, ptr %2908, align 4
  %2910 = getelementptr inbounds nuw i8, ptr %2586, i64 648
  %2911 = load float, ptr %2910, align 8
  %2912 = getelementptr inbounds nuw i8, ptr %2586, i64 652
  %2913 = load float, ptr %2912, align 4
  %2914 = getelementptr inbounds nuw i8, ptr %2586, i64 656
  %2915 = load float, ptr %2914, align 16
  %2916 = getelementptr inbounds nuw i8, ptr %2586, i64 660
  %2917 = load float, ptr %2916, align 4
  %2918 = getelementptr inbounds nuw i8, ptr %2586, i64 664
  %2919 = load float, ptr %2918, align 8
  %2920 = getelementptr inbounds nuw i8, ptr %2586, i64 668
  %2921 = load float, ptr %2920, align 4
  %2922 = getelementptr inbounds nuw i8, ptr %2586, i64 672
  %2923 = load float, ptr %2922, align 16
  %2924 = getelementptr inbounds nuw i8, ptr %2586, i64 676
  %2925 = load float, ptr %2924, align 4
  %2926 = getelementptr inbounds nuw i8, ptr %2586, i64 680
  %2927 = load float, ptr %2926, align 8
  %2928 = getelementptr inbounds nuw i8, ptr %2586, i64 684
  %2929 = load float, ptr %2928, align 4
  %2930 = getelementptr inbounds nuw i8, ptr %2586, i64 688
  %2931 = load float, ptr %2930, align 16
  %2932 = getelementptr inbounds nuw i8, ptr %2586, i64 692
  %2933 = load float, ptr %2932, align 4
  %2934 = getelementptr inbounds nuw i8, ptr %2586, i64 696
  %2935 = load float, ptr %2934, align 8
  %2936 = getelementptr inbounds nuw i8, ptr %2586, i64 700
  %2937 = load float, ptr %2936, align 4
  %2938 = getelementptr inbounds nuw i8, ptr %2586, i64 704
  %2939 = load float, ptr %2938, align 16
  %2940 = getelementptr inbounds nuw i8, ptr %2586, i64 708
  %2941 = load float, ptr %2940, align 4
  %2942 = getelementptr inbounds nuw i8, ptr %2586, i64 712
  %2943 = load float, ptr %2942, align 8
  %2944 = getelementptr inbounds nuw i8, ptr %2586, i64 716
  %2945 = load float, ptr %2944, align 4
  %2946 = getelementptr inbounds nuw i8, ptr %2586, i64 720
  %2947 = load float, ptr %2946, align 16
  %2948 = getelementptr inbounds nuw i8, ptr %2586, i64 724
  %2949 = load float, ptr %2948, align 4
  %2950 = getelementptr inbounds nuw i8, ptr %2586, i64 728
  %2951 = load float, ptr %2950, align 8
  %2952 = getelementptr inbounds nuw i8, ptr %2586, i64 732
  %2953 = load float, ptr %2952, align 4
  %2954 = getelementptr inbounds nuw i8, ptr %2586, i64 736
  %2955 = load float, ptr %2954, align 16
  %2956 = getelementptr inbounds nuw i8, ptr %2586, i64 740
  %2957 = load float, ptr %2956, align 4
  %2958 = getelementptr inbounds nuw i8, ptr %2586, i64 744
  %2959 = load float, ptr %2958, align 8
  %2960 = getelementptr inbounds nuw i8, ptr %2586, i64 748
  %2961 = load float, ptr %2960, align 4
  %2962 = getelementptr inbounds nuw i8, ptr %2586, i64 752
  %2963 = load float, ptr %2962, align 16
  %2964 = getelementptr inbounds nuw i8, ptr %2586, i64 756
  %2965 = load float, ptr %2964, align 4
  %2966 = getelementptr inbounds nuw i8, ptr %2586, i64 760
  %2967 = load float, ptr %2966, align 8
  %2968 = getelementptr inbounds nuw i8, ptr %2586, i64 764
  %2969 = load float, ptr %2968, align 4
  %2970 = getelementptr inbounds nuw i8, ptr %2586, i64 768
  %2971 = load float, ptr %2970, align 16
  %2972 = getelementptr inbounds nuw i8, ptr %2586, i64 772
  %2973 = load float, ptr %2972, align 4
  %2974 = getelementptr inbounds nuw i8, ptr %2586, i64 776
  %2975 = load float, ptr %2974, align 8
  %2976 = getelementptr inbounds nuw i8, ptr %2586, i64 780
  %2977 = load float, ptr %2976, align 4
  %2978 = getelementptr inbounds nuw i8, ptr %2586, i64 784
  %2979 = load float, ptr %2978, align 16
  %2980 = getelementptr inbounds nuw i8, ptr %2586, i64 788
  %2981 = load float, ptr %2980, align 4
  %2982 = getelementptr inbounds nuw i8, ptr %2586, i64 792
  %2983 = load float, ptr %2982, align 8
  %2984 = getelementptr inbounds nuw i8, ptr %2586, i64 796
  %2985 = load float, ptr %2984, align 4
  %2986 = getelementptr inbounds nuw i8, ptr %2586, i64 800
  %2987 = load float, ptr %2986, align 16
  %2988 = getelementptr inbounds nuw i8, ptr %2586, i64 804
  %2989 = load float, ptr %2988, align 4
  %2990 = getelementptr inbounds nuw i8, ptr %2586, i64 808
  %2991 = load float, ptr %2990, align 8
  %2992 = getelementptr inbounds nuw i8, ptr %2586, i64 812
  %2993 = load float, ptr %2992, align 4
  %2994 = getelementptr inbounds nuw i8, ptr %2586, i64 816
  %2995 = load float, ptr %2994, align 16
  %2996 = getelementptr inbounds nuw i8, ptr %2586, i64 820
  %2997 = load float, ptr %2996, align 4
  %2998 = getelementptr inbounds nuw i8, ptr %2586, i64 824
  %2999 = load float, ptr %2998, align 8
  %3000 = getelementptr inbounds nuw i8, ptr %2586, i64 828
  %3001 = load float, ptr %3000, align 4
  %3002 = getelementptr inbounds nuw i8, ptr %2586, i64 832
  %3003 = load float, ptr %3002, align 16
  %3004 = getelementptr inbounds nuw i8, ptr %2586, i64 836
  %3005 = load float, ptr %3004, align 4
  %3006 = getelementptr inbounds nuw i8, ptr %2586, i64 840
  %3007 = load float, ptr %3006, align 8
  %3008 = getelementptr inbounds nuw i8, ptr %2586, i64 844
  %3009 = load float, ptr %3008, align 4
  %3010 = getelementptr inbounds nuw i8, ptr %2586, i64 848
  %3011 = load float, ptr %3010, align 16
  %3012 = getelementptr inbounds nuw i8, ptr %2586, i64 852
  %3013 = load float, ptr %3012, align 4
  %3014 = getelementptr inbounds nuw i8, ptr %2586, i64 856
  %3015 = load float, ptr %3014, align 8
  %3016 = getelementptr inbounds nuw i8, ptr %2586, i64 860
  %3017 = load float, ptr %3016, align 4
  %3018 = getelementptr inbounds nuw i8, ptr %2586, i64 864
  %3019 = load float, ptr %3018, align 16
  %3020 = getelementptr inbounds nuw i8, ptr %2586, i64 868
  %3021 = load float, ptr %3020, align 4
  %3022 = getelementptr inbounds nuw i8, ptr %2586, i64 872
  %3023 = load float, ptr %3022, align 8
  %3024 = getelementptr inbounds nuw i8, ptr %2586, i64 876
  %3025 = load float, ptr %3024, align 4
  %3026 = getelementptr inbounds nuw i8, ptr %2586, i64 880
  %3027 = load float, ptr %3026, align 16
  %3028 = getelementptr inbounds nuw i8, ptr %2586, i64 884
  %3029 = load float, ptr %3028, align 4
  %3030 = getelementptr inbounds nuw i8, ptr %2586, i64 888
  %3031 = load float, ptr %3030, align 8
  %3032 = getelementptr inbounds nuw i8, ptr %2586, i64 892
  %3033 = load float, ptr %3032, align 4
  %3034 = getelementptr inbounds nuw i8, ptr %2586, i64 896
  %3035 = load float, ptr %3034, align 16
  %3036 = getelementptr inbounds nuw i8, ptr %2586, i64 900
  %3037 = load float, ptr %3036, align 4
  %3038 = getelementptr inbounds nuw i8, ptr %2586, i64 904
  %3039 = load float, ptr %3038, align 8
  %3040 = getelementptr inbounds nuw i8, ptr %2586, i64 908
  %3041 = load float, ptr %3040, align 4
  %3042 = getelementptr inbounds nuw i8, ptr %2586, i64 912
  %3043 = load float, ptr %3042, align 16
  %3044 = getelementptr inbounds nuw i8, ptr %2586, i64 916
  %3045 = load float, ptr %3044, align 4
  %3046 = getelementptr inbounds nuw i8, ptr %2586, i64 920
  %3047 = load float, ptr %3046, align 8
  %3048 = getelementptr inbounds nuw i8, ptr %2586, i64 924
  %3049 = load float, ptr %3048, align 4
  %3050 = getelementptr inbounds nuw i8, ptr %2586, i64 928
  %3051 = load float, ptr %3050, align 16
  %3052 = getelementptr inbounds nuw i8, ptr %2586, i64 932
  %3053 = load float, ptr %3052, align 4
  %3054 = getelementptr inbounds nuw i8, ptr %2586, i64 936
  %3055 = load float, ptr %3054, align 8
  %3056 = getelementptr inbounds nuw i8, ptr %2586, i64 940
  %3057 = load float, ptr %3056, align 4
  %3058 = getelementptr inbounds nuw i8, ptr %2586, i64 944
  %3059 = load float, ptr %3058, align 16
  %3060 = getelementptr inbounds nuw i8, ptr %2586, i64 948
  %3061 = load float, ptr %3060, align 4
  %3062 = getelementptr inbounds nuw i8, ptr %2586, i64 952
  %3063 = load float, ptr %3062, align 8
  %3064 = getelementptr inbounds nuw i8, ptr %2586, i64 956
  %3065 = load float, ptr %3064, align 4
  %3066 = getelementptr inbounds nuw i8, ptr %2586, i64 960
  %3067 = load float, ptr %3066, align 16
  %3068 = getelementptr inbounds nuw i8, ptr %2586, i64 964
  %3069 = load float, ptr %3068, align 4
  %3070 = getelementptr inbounds nuw i8, ptr %2586, i64 968
  %3071 = load float, ptr %3070, align 8
  %3072 = getelementptr inbounds nuw i8, ptr %2586, i64 972
  %3073 = load float, ptr %3072, align 4
  %3074 = getelementptr inbounds nuw i8, ptr %2586, i64 976
  %3075 = load float, ptr %3074, align 16
  %3076 = getelementptr inbounds nuw i8, ptr %2586, i64 980
  %3077 = load float, ptr %3076, align 4
  %3078 = getelementptr inbounds nuw i8, ptr %2586, i64 984
  %3079 = load float, ptr %3078, align 8
  %3080 = getelementptr inbounds nuw i8, ptr %2586, i64 988
  %3081 = load float, ptr %3080, align 4
  %3082 = getelementptr inbounds nuw i8, ptr %2586, i64 992
  %3083 = load float, ptr %3082, align 16
  %3084 = getelementptr inbounds nuw i8, ptr %2586, i64 996
  %3085 = load float, ptr %3084, align 4
  %3086 = getelementptr inbounds nuw i8, ptr %2586, i64 1000
  %3087 = load float, ptr %3086, align 8
  %3088 = getelementptr inbounds nuw i8, ptr %2586, i64 1004
  %3089 = load float, ptr %3088, align 4
  %3090 = getelementptr inbounds nuw i8, ptr %2586, i64 1008
  %3091 = load float, ptr %3090, align 16
  %3092 = getelementptr inbounds nuw i8, ptr %2586, i64 1012
  %3093 = load float, ptr %3092, align 4
  %3094 = getelementptr inbounds nuw i8, ptr %2586, i64 1016
  %3095 = load float, ptr %3094, align 8
  %3096 = getelementptr inbounds nuw i8, ptr %2586, i64 1020
  %3097 = load float, ptr %3096, align 4
  %3098 = shl nuw nsw i32 %438, 16
  %3099 = and i32 %3098, 65011712
  %3100 = add i32 %822, %3099
  %3101 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3100) #8, !srcloc !28
  %3102 = bitcast i32 %3101 to float
  %3103 = add i32 %3100, 1
  %3104 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3103) #8, !srcloc !28
  %3105 = bitcast i32 %3104 to float
  %3106 = add i32 %3100, 2
  %3107 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3106) #8, !srcloc !28
  %3108 = bitcast i32 %3107 to float
  %3109 = add i32 %3100, 3
  %3110 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3109) #8, !srcloc !28
  %3111 = bitcast i32 %3110 to float
  %3112 = add i32 %3100, 4
  %3113 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3112) #8, !srcloc !28
  %3114 = bitcast i32 %3113 to float
  %3115 = add i32 %3100, 5
  %3116 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3115) #8, !srcloc !28
  %3117 = bitcast i32 %3116 to float
  %3118 = add i32 %3100, 6
  %3119 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3118) #8, !srcloc !28
  %3120 = bitcast i32 %3119 to float
  %3121 = add i32 %3100, 7
  %3122 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3121) #8, !srcloc !28
  %3123 = bitcast i32 %3122 to float
  %3124 = add i32 %3100, 8
  %3125 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3124) #8, !srcloc !28
  %3126 = bitcast i32 %3125 to float
  %3127 = add i32 %3100, 9
  %3128 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3127) #8, !srcloc !28
  %3129 = bitcast i32 %3128 to float
  %3130 = add i32 %3100, 10
  %3131 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3130) #8, !srcloc !28
  %3132 = bitcast i32 %3131 to float
  %3133 = add i32 %3100, 11
  %3134 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3133) #8, !srcloc !28
  %3135 = bitcast i32 %3134 to float
  %3136 = add i32 %3100, 12
  %3137 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3136) #8, !srcloc !28
  %3138 = bitcast i32 %3137 to float
  %3139 = add i32 %3100, 13
  %3140 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3139) #8, !srcloc !28
  %3141 = bitcast i32 %3140 to float
  %3142 = add i32 %3100, 14
  %3143 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3142) #8, !srcloc !28
  %3144 = bitcast i32 %3143 to float
  %3145 = add i32 %3100, 15
  %3146 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3145) #8, !srcloc !28
  %3147 = bitcast i32 %3146 to float
  %3148 = add i32 %3100, 16
  %3149 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3148) #8, !srcloc !28
  %3150 = bitcast i32 %3149 to float
  %3151 = add i32 %3100, 17
  %3152 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3151) #8, !srcloc !28
  %3153 = bitcast i32 %3152 to float
  %3154 = add i32 %3100, 18
  %3155 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3154) #8, !srcloc !28
  %3156 = bitcast i32 %3155 to float
  %3157 = add i32 %3100, 19
  %3158 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3157) #8, !srcloc !28
  %3159 = bitcast i32 %3158 to float
  %3160 = add i32 %3100, 20
  %3161 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3160) #8, !srcloc !28
  %3162 = bitcast i32 %3161 to float
  %3163 = add i32 %3100, 21
  %3164 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3163) #8, !srcloc !28
  %3165 = bitcast i32 %3164 to float
  %3166 = add i32 %3100, 22
  %3167 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3166) #8, !srcloc !28
  %3168 = bitcast i32 %3167 to float
  %3169 = add i32 %3100, 23
  %3170 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3169) #8, !srcloc !28
  %3171 = bitcast i32 %3170 to float
  %3172 = add i32 %3100, 24
  %3173 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3172) #8, !srcloc !28
  %3174 = bitcast i32 %3173 to float
  %3175 = add i32 %3100, 25
  %3176 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3175) #8, !srcloc !28
  %3177 = bitcast i32 %3176 to float
  %3178 = add i32 %3100, 26
  %3179 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3178) #8, !srcloc !28
  %3180 = bitcast i32 %3179 to float
  %3181 = add i32 %3100, 27
  %3182 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3181) #8, !srcloc !28
  %3183 = bitcast i32 %3182 to float
  %3184 = add i32 %3100, 28
  %3185 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3184) #8, !srcloc !28
  %3186 = bitcast i32 %3185 to float
  %3187 = add i32 %3100, 29
  %3188 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3187) #8, !srcloc !28
  %3189 = bitcast i32 %3188 to float
  %3190 = add i32 %3100, 30
  %3191 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3190) #8, !srcloc !28
  %3192 = bitcast i32 %3191 to float
  %3193 = add i32 %3100, 31
  %3194 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3193) #8, !srcloc !28
  %3195 = bitcast i32 %3194 to float
  %3196 = add i32 %3100, 32
  %3197 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3196) #8, !srcloc !28
  %3198 = bitcast i32 %3197 to float
  %3199 = add i32 %3100, 33
  %3200 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3199) #8, !srcloc !28
  %3201 = bitcast i32 %3200 to float
  %3202 = add i32 %3100, 34
  %3203 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3202) #8, !srcloc !28
  %3204 = bitcast i32 %3203 to float
  %3205 = add i32 %3100, 35
  %3206 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3205) #8, !srcloc !28
  %3207 = bitcast i32 %3206 to float
  %3208 = add i32 %3100, 36
  %3209 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3208) #8, !srcloc !28
  %3210 = bitcast i32 %3209 to float
  %3211 = add i32 %3100, 37
  %3212 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3211) #8, !srcloc !28
  %3213 = bitcast i32 %3212 to float
  %3214 = add i32 %3100, 38
  %3215 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3214) #8, !srcloc !28
  %3216 = bitcast i32 %3215 to float
  %3217 = add i32 %3100, 39
  %3218 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3217) #8, !srcloc !28
  %3219 = bitcast i32 %3218 to float
  %3220 = add i32 %3100, 40
  %3221 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3220) #8, !srcloc !28
  %3222 = bitcast i32 %3221 to float
  %3223 = add i32 %3100, 41
  %3224 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3223) #8, !srcloc !28
  %3225 = bitcast i32 %3224 to float
  %3226 = add i32 %3100, 42
  %3227 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3226) #8, !srcloc !28
  %3228 = bitcast i32 %3227 to float
  %3229 = add i32 %3100, 43
  %3230 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3229) #8, !srcloc !28
  %3231 = bitcast i32 %3230 to float
  %3232 = add i32 %3100, 44
  %3233 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3232) #8, !srcloc !28
  %3234 = bitcast i32 %3233 to float
  %3235 = add i32 %3100, 45
  %3236 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3235) #8, !srcloc !28
  %3237 = bitcast i32 %3236 to float
  %3238 = add i32 %3100, 46
  %3239 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3238) #8, !srcloc !28
  %3240 = bitcast i32 %3239 to float
  %3241 = add i32 %3100, 47
  %3242 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3241) #8, !srcloc !28
  %3243 = bitcast i32 %3242 to float
  %3244 = add i32 %3100, 48
  %3245 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3244) #8, !srcloc !28
  %3246 = bitcast i32 %3245 to float
  %3247 = add i32 %3100, 49
  %3248 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3247) #8, !srcloc !28
  %3249 = bitcast i32 %3248 to float
  %3250 = add i32 %3100, 50
  %3251 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3250) #8, !srcloc !28
  %3252 = bitcast i32 %3251 to float
  %3253 = add i32 %3100, 51
  %3254 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3253) #8, !srcloc !28
  %3255 = bitcast i32 %3254 to float
  %3256 = add i32 %3100, 52
  %3257 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3256) #8, !srcloc !28
  %3258 = bitcast i32 %3257 to float
  %3259 = add i32 %3100, 53
  %3260 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3259) #8, !srcloc !28
  %3261 = bitcast i32 %3260 to float
  %3262 = add i32 %3100, 54
  %3263 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3262) #8, !srcloc !28
  %3264 = bitcast i32 %3263 to float
  %3265 = add i32 %3100, 55
  %3266 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3265) #8, !srcloc !28
  %3267 = bitcast i32 %3266 to float
  %3268 = add i32 %3100, 56
  %3269 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3268) #8, !srcloc !28
  %3270 = bitcast i32 %3269 to float
  %3271 = add i32 %3100, 57
  %3272 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3271) #8, !srcloc !28
  %3273 = bitcast i32 %3272 to float
  %3274 = add i32 %3100, 58
  %3275 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3274) #8, !srcloc !28
  %3276 = bitcast i32 %3275 to float
  %3277 = add i32 %3100, 59
  %3278 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3277) #8, !srcloc !28
  %3279 = bitcast i32 %3278 to float
  %3280 = add i32 %3100, 60
  %3281 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3280) #8, !srcloc !28
  %3282 = bitcast i32 %3281 to float
  %3283 = add i32 %3100, 61
  %3284 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3283) #8, !srcloc !28
  %3285 = bitcast i32 %3284 to float
  %3286 = add i32 %3100, 62
  %3287 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3286) #8, !srcloc !28
  %3288 = bitcast i32 %3287 to float
  %3289 = add i32 %3100, 63
  %3290 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3289) #8, !srcloc !28
  %3291 = bitcast i32 %3290 to float
  %3292 = add i32 %3100, 64
  %3293 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3292) #8, !srcloc !28
  %3294 = bitcast i32 %3293 to float
  %3295 = add i32 %3100, 65
  %3296 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3295) #8, !srcloc !28
  %3297 = bitcast i32 %3296 to float
  %3298 = add i32 %3100, 66
  %3299 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3298) #8, !srcloc !28
  %3300 = bitcast i32 %3299 to float
  %3301 = add i32 %3100, 67
  %3302 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3301) #8, !srcloc !28
  %3303 = bitcast i32 %3302 to float
  %3304 = add i32 %3100, 68
  %3305 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3304) #8, !srcloc !28
  %3306 = bitcast i32 %3305 to float
  %3307 = add i32 %3100, 69
  %3308 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3307) #8, !srcloc !28
  %3309 = bitcast i32 %3308 to float
  %3310 = add i32 %3100, 70
  %3311 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3310) #8, !srcloc !28
  %3312 = bitcast i32 %3311 to float
  %3313 = add i32 %3100, 71
  %3314 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3313) #8, !srcloc !28
  %3315 = bitcast i32 %3314 to float
  %3316 = add i32 %3100, 72
  %3317 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3316) #8, !srcloc !28
  %3318 = bitcast i32 %3317 to float
  %3319 = add i32 %3100, 73
  %3320 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3319) #8, !srcloc !28
  %3321 = bitcast i32 %3320 to float
  %3322 = add i32 %3100, 74
  %3323 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3322) #8, !srcloc !28
  %3324 = bitcast i32 %3323 to float
  %3325 = add i32 %3100, 75
  %3326 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3325) #8, !srcloc !28
  %3327 = bitcast i32 %3326 to float
  %3328 = add i32 %3100, 76
  %3329 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3328) #8, !srcloc !28
  %3330 = bitcast i32 %3329 to float
  %3331 = add i32 %3100, 77
  %3332 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3331) #8, !srcloc !28
  %3333 = bitcast i32 %3332 to float
  %3334 = add i32 %3100, 78
  %3335 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3334) #8, !srcloc !28
  %3336 = bitcast i32 %3335 to float
  %3337 = add i32 %3100, 79
  %3338 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3337) #8, !srcloc !28
  %3339 = bitcast i32 %3338 to float
  %3340 = add i32 %3100, 80
  %3341 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3340) #8, !srcloc !28
  %3342 = bitcast i32 %3341 to float
  %3343 = add i32 %3100, 81
  %3344 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3343) #8, !srcloc !28
  %3345 = bitcast i32 %3344 to float
  %3346 = add i32 %3100, 82
  %3347 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3346) #8, !srcloc !28
  %3348 = bitcast i32 %3347 to float
  %3349 = add i32 %3100, 83
  %3350 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3349) #8, !srcloc !28
  %3351 = bitcast i32 %3350 to float
  %3352 = add i32 %3100, 84
  %3353 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3352) #8, !srcloc !28
  %3354 = bitcast i32 %3353 to float
  %3355 = add i32 %3100, 85
  %3356 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3355) #8, !srcloc !28
  %3357 = bitcast i32 %3356 to float
  %3358 = add i32 %3100, 86
  %3359 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3358) #8, !srcloc !28
  %3360 = bitcast i32 %3359 to float
  %3361 = add i32 %3100, 87
  %3362 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3361) #8, !srcloc !28
  %3363 = bitcast i32 %3362 to float
  %3364 = add i32 %3100, 88
  %3365 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3364) #8, !srcloc !28
  %3366 = bitcast i32 %3365 to float
  %3367 = add i32 %3100, 89
  %3368 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3367) #8, !srcloc !28
  %3369 = bitcast i32 %3368 to float
  %3370 = add i32 %3100, 90
  %3371 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3370) #8, !srcloc !28
  %3372 = bitcast i32 %3371 to float
  %3373 = add i32 %3100, 91
  %3374 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3373) #8, !srcloc !28
  %3375 = bitcast i32 %3374 to float
  %3376 = add i32 %3100, 92
  %3377 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3376) #8, !srcloc !28
  %3378 = bitcast i32 %3377 to float
  %3379 = add i32 %3100, 93
  %3380 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3379) #8, !srcloc !28
  %3381 = bitcast i32 %3380 to float
  %3382 = add i32 %3100, 94
  %3383 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3382) #8, !srcloc !28
  %3384 = bitcast i32 %3383 to float
  %3385 = add i32 %3100, 95
  %3386 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3385) #8, !srcloc !28
  %3387 = bitcast i32 %3386 to float
  %3388 = add i32 %3100, 96
  %3389 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3388) #8, !srcloc !28
  %3390 = bitcast i32 %3389 to float
  %3391 = add i32 %3100, 97
  %3392 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3391) #8, !srcloc !28
  %3393 = bitcast i32 %3392 to float
  %3394 = add i32 %3100, 98
  %3395 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3394) #8, !srcloc !28
  %3396 = bitcast i32 %3395 to float
  %3397 = add i32 %3100, 99
  %3398 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3397) #8, !srcloc !28
  %3399 = bitcast i32 %3398 to float
  %3400 = add i32 %3100, 100
  %3401 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3400) #8, !srcloc !28
  %3402 = bitcast i32 %3401 to float
  %3403 = add i32 %3100, 101
  %3404 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3403) #8, !srcloc !28
  %3405 = bitcast i32 %3404 to float
  %3406 = add i32 %3100, 102
  %3407 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3406) #8, !srcloc !28
  %3408 = bitcast i32 %3407 to float
  %3409 = add i32 %3100, 103
  %3410 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3409) #8, !srcloc !28
  %3411 = bitcast i32 %3410 to float
  %3412 = add i32 %3100, 104
  %3413 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3412) #8, !srcloc !28
  %3414 = bitcast i32 %3413 to float
  %3415 = add i32 %3100, 105
  %3416 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3415) #8, !srcloc !28
  %3417 = bitcast i32 %3416 to float
  %3418 = add i32 %3100, 106
  %3419 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3418) #8, !srcloc !28
  %3420 = bitcast i32 %3419 to float
  %3421 = add i32 %3100, 107
  %3422 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3421) #8, !srcloc !28
  %3423 = bitcast i32 %3422 to float
  %3424 = add i32 %3100, 108
  %3425 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3424) #8, !srcloc !28
  %3426 = bitcast i32 %3425 to float
  %3427 = add i32 %3100, 109
  %3428 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3427) #8, !srcloc !28
  %3429 = bitcast i32 %3428 to float
  %3430 = add i32 %3100, 110
  %3431 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3430) #8, !srcloc !28
  %3432 = bitcast i32 %3431 to float
  %3433 = add i32 %3100, 111
  %3434 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3433) #8, !srcloc !28
  %3435 = bitcast i32 %3434 to float
  %3436 = add i32 %3100, 112
  %3437 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3436) #8, !srcloc !28
  %3438 = bitcast i32 %3437 to float
  %3439 = add i32 %3100, 113
  %3440 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3439) #8, !srcloc !28
  %3441 = bitcast i32 %3440 to float
  %3442 = add i32 %3100, 114
  %3443 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3442) #8, !srcloc !28
  %3444 = bitcast i32 %3443 to float
  %3445 = add i32 %3100, 115
  %3446 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3445) #8, !srcloc !28
  %3447 = bitcast i32 %3446 to float
  %3448 = add i32 %3100, 116
  %3449 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3448) #8, !srcloc !28
  %3450 = bitcast i32 %3449 to float
  %3451 = add i32 %3100, 117
  %3452 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3451) #8, !srcloc !28
  %3453 = bitcast i32 %3452 to float
  %3454 = add i32 %3100, 118
  %3455 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3454) #8, !srcloc !28
  %3456 = bitcast i32 %3455 to float
  %3457 = add i32 %3100, 119
  %3458 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3457) #8, !srcloc !28
  %3459 = bitcast i32 %3458 to float
  %3460 = add i32 %3100, 120
  %3461 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3460) #8, !srcloc !28
  %3462 = bitcast i32 %3461 to float
  %3463 = add i32 %3100, 121
  %3464 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3463) #8, !srcloc !28
  %3465 = bitcast i32 %3464 to float
  %3466 = add i32 %3100, 122
  %3467 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3466) #8, !srcloc !28
  %3468 = bitcast i32 %3467 to float
  %3469 = add i32 %3100, 123
  %3470 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3469) #8, !srcloc !28
  %3471 = bitcast i32 %3470 to float
  %3472 = add i32 %3100, 124
  %3473 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3472) #8, !srcloc !28
  %3474 = bitcast i32 %3473 to float
  %3475 = add i32 %3100, 125
  %3476 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3475) #8, !srcloc !28
  %3477 = bitcast i32 %3476 to float
  %3478 = add i32 %3100, 126
  %3479 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3478) #8, !srcloc !28
  %3480 = bitcast i32 %3479 to float
  %3481 = add i32 %3100, 127
  %3482 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3481) #8, !srcloc !28
  %3483 = bitcast i32 %3482 to float
  %3484 = add i32 %3100, 128
  %3485 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3484) #8, !srcloc !28
  %3486 = bitcast i32 %3485 to float
  %3487 = add i32 %3100, 129
  %3488 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3487) #8, !srcloc !28
  %3489 = bitcast i32 %3488 to float
  %3490 = add i32 %3100, 130
  %3491 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3490) #8, !srcloc !28
  %3492 = bitcast i32 %3491 to float
  %3493 = add i32 %3100, 131
  %3494 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3493) #8, !srcloc !28
  %3495 = bitcast i32 %3494 to float
  %3496 = add i32 %3100, 132
  %3497 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3496) #8, !srcloc !28
  %3498 = bitcast i32 %3497 to float
  %3499 = add i32 %3100, 133
  %3500 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3499) #8, !srcloc !28
  %3501 = bitcast i32 %3500 to float
  %3502 = add i32 %3100, 134
  %3503 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3502) #8, !srcloc !28
  %3504 = bitcast i32 %3503 to float
  %3505 = add i32 %3100, 135
  %3506 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3505) #8, !srcloc !28
  %3507 = bitcast i32 %3506 to float
  %3508 = add i32 %3100, 136
  %3509 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3508) #8, !srcloc !28
  %3510 = bitcast i32 %3509 to float
  %3511 = add i32 %3100, 137
  %3512 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3511) #8, !srcloc !28
  %3513 = bitcast i32 %3512 to float
  %3514 = add i32 %3100, 138
  %3515 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3514) #8, !srcloc !28
  %3516 = bitcast i32 %3515 to float
  %3517 = add i32 %3100, 139
  %3518 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3517) #8, !srcloc !28
  %3519 = bitcast i32 %3518 to float
  %3520 = add i32 %3100, 140
  %3521 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3520) #8, !srcloc !28
  %3522 = bitcast i32 %3521 to float
  %3523 = add i32 %3100, 141
  %3524 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3523) #8, !srcloc !28
  %3525 = bitcast i32 %3524 to float
  %3526 = add i32 %3100, 142
  %3527 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3526) #8, !srcloc !28
  %3528 = bitcast i32 %3527 to float
  %3529 = add i32 %3100, 143
  %3530 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3529) #8, !srcloc !28
  %3531 = bitcast i32 %3530 to float
  %3532 = add i32 %3100, 144
  %3533 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3532) #8, !srcloc !28
  %3534 = bitcast i32 %3533 to float
  %3535 = add i32 %3100, 145
  %3536 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3535) #8, !srcloc !28
  %3537 = bitcast i32 %3536 to float
  %3538 = add i32 %3100, 146
  %3539 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3538) #8, !srcloc !28
  %3540 = bitcast i32 %3539 to float
  %3541 = add i32 %3100, 147
  %3542 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3541) #8, !srcloc !28
  %3543 = bitcast i32 %3542 to float
  %3544 = add i32 %3100, 148
  %3545 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3544) #8, !srcloc !28
  %3546 = bitcast i32 %3545 to float
  %3547 = add i32 %3100, 149
  %3548 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3547) #8, !srcloc !28
  %3549 = bitcast i32 %3548 to float
  %3550 = add i32 %3100, 150
  %3551 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3550) #8, !srcloc !28
  %3552 = bitcast i32 %3551 to float
  %3553 = add i32 %3100, 151
  %3554 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3553) #8, !srcloc !28
  %3555 = bitcast i32 %3554 to float
  %3556 = add i32 %3100, 152
  %3557 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3556) #8, !srcloc !28
  %3558 = bitcast i32 %3557 to float
  %3559 = add i32 %3100, 153
  %3560 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3559) #8, !srcloc !28
  %3561 = bitcast i32 %3560 to float
  %3562 = add i32 %3100, 154
  %3563 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3562) #8, !srcloc !28
  %3564 = bitcast i32 %3563 to float
  %3565 = add i32 %3100, 155
  %3566 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3565) #8, !srcloc !28
  %3567 = bitcast i32 %3566 to float
  %3568 = add i32 %3100, 156
  %3569 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3568) #8, !srcloc !28
  %3570 = bitcast i32 %3569 to float
  %3571 = add i32 %3100, 157
  %3572 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3571) #8, !srcloc !28
  %3573 = bitcast i32 %3572 to float
  %3574 = add i32 %3100, 158
  %3575 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3574) #8, !srcloc !28
  %3576 = bitcast i32 %3575 to float
  %3577 = add i32 %3100, 159
  %3578 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3577) #8, !srcloc !28
  %3579 = bitcast i32 %3578 to float
  %3580 = add i32 %3100, 160
  %3581 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3580) #8, !srcloc !28
  %3582 = bitcast i32 %3581 to float
  %3583 = add i32 %3100, 161
  %3584 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3583) #8, !srcloc !28
  %3585 = bitcast i32 %3584 to float
  %3586 = add i32 %3100, 162
  %3587 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3586) #8, !srcloc !28
  %3588 = bitcast i32 %3587 to float
  %3589 = add i32 %3100, 163
  %3590 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3589) #8, !srcloc !28
  %3591 = bitcast i32 %3590 to float
  %3592 = add i32 %3100, 164
  %3593 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3592) #8, !srcloc !28
  %3594 = bitcast i32 %3593 to float
  %3595 = add i32 %3100, 165
  %3596 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3595) #8, !srcloc !28
  %3597 = bitcast i32 %3596 to float
  %3598 = add i32 %3100, 166
  %3599 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3598) #8, !srcloc !28
  %3600 = bitcast i32 %3599 to float
  %3601 = add i32 %3100, 167
  %3602 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3601) #8, !srcloc !28
  %3603 = bitcast i32 %3602 to float
  %3604 = add i32 %3100, 168
  %3605 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3604) #8, !srcloc !28
  %3606 = bitcast i32 %3605 to float
  %3607 = add i32 %3100, 169
  %3608 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3607) #8, !srcloc !28
  %3609 = bitcast i32 %3608 to float
  %3610 = add i32 %3100, 170
  %3611 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3610) #8, !srcloc !28
  %3612 = bitcast i32 %3611 to float
  %3613 = add i32 %3100, 171
  %3614 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3613) #8, !srcloc !28
  %3615 = bitcast i32 %3614 to float
  %3616 = add i32 %3100, 172
  %3617 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3616) #8, !srcloc !28
  %3618 = bitcast i32 %3617 to float
  %3619 = add i32 %3100, 173
  %3620 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3619) #8, !srcloc !28
  %3621 = bitcast i32 %3620 to float
  %3622 = add i32 %3100, 174
  %3623 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3622) #8, !srcloc !28
  %3624 = bitcast i32 %3623 to float
  %3625 = add i32 %3100, 175
  %3626 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3625) #8, !srcloc !28
  %3627 = bitcast i32 %3626 to float
  %3628 = add i32 %3100, 176
  %3629 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3628) #8, !srcloc !28
  %3630 = bitcast i32 %3629 to float
  %3631 = add i32 %3100, 177
  %3632 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3631) #8, !srcloc !28
  %3633 = bitcast i32 %3632 to float
  %3634 = add i32 %3100, 178
  %3635 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3634) #8, !srcloc !28
  %3636 = bitcast i32 %3635 to float
  %3637 = add i32 %3100, 179
  %3638 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3637) #8, !srcloc !28
  %3639 = bitcast i32 %3638 to float
  %3640 = add i32 %3100, 180
  %3641 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3640) #8, !srcloc !28
  %3642 = bitcast i32 %3641 to float
  %3643 = add i32 %3100, 181
  %3644 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3643) #8, !srcloc !28
  %3645 = bitcast i32 %3644 to float
  %3646 = add i32 %3100, 182
  %3647 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3646) #8, !srcloc !28
  %3648 = bitcast i32 %3647 to float
  %3649 = add i32 %3100, 183
  %3650 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3649) #8, !srcloc !28
  %3651 = bitcast i32 %3650 to float
  %3652 = add i32 %3100, 184
  %3653 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3652) #8, !srcloc !28
  %3654 = bitcast i32 %3653 to float
  %3655 = add i32 %3100, 185
  %3656 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3655) #8, !srcloc !28
  %3657 = bitcast i32 %3656 to float
  %3658 = add i32 %3100, 186
  %3659 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3658) #8, !srcloc !28
  %3660 = bitcast i32 %3659 to float
  %3661 = add i32 %3100, 187
  %3662 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3661) #8, !srcloc !28
  %3663 = bitcast i32 %3662 to float
  %3664 = add i32 %3100, 188
  %3665 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3664) #8, !srcloc !28
  %3666 = bitcast i32 %3665 to float
  %3667 = add i32 %3100, 189
  %3668 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3667) #8, !srcloc !28
  %3669 = bitcast i32 %3668 to float
  %3670 = add i32 %3100, 190
  %3671 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3670) #8, !srcloc !28
  %3672 = bitcast i32 %3671 to float
  %3673 = add i32 %3100, 191
  %3674 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3673) #8, !srcloc !28
  %3675 = bitcast i32 %3674 to float
  %3676 = add i32 %3100, 192
  %3677 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3676) #8, !srcloc !28
  %3678 = bitcast i32 %3677 to float
  %3679 = add i32 %3100, 193
  %3680 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3679) #8, !srcloc !28
  %3681 = bitcast i32 %3680 to float
  %3682 = add i32 %3100, 194
  %3683 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3682) #8, !srcloc !28
  %3684 = bitcast i32 %3683 to float
  %3685 = add i32 %3100, 195
  %3686 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3685) #8, !srcloc !28
  %3687 = bitcast i32 %3686 to float
  %3688 = add i32 %3100, 196
  %3689 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3688) #8, !srcloc !28
  %3690 = bitcast i32 %3689 to float
  %3691 = add i32 %3100, 197
  %3692 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3691) #8, !srcloc !28
  %3693 = bitcast i32 %3692 to float
  %3694 = add i32 %3100, 198
  %3695 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3694) #8, !srcloc !28
  %3696 = bitcast i32 %3695 to float
  %3697 = add i32 %3100, 199
  %3698 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3697) #8, !srcloc !28
  %3699 = bitcast i32 %3698 to float
  %3700 = add i32 %3100, 200
  %3701 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3700) #8, !srcloc !28
  %3702 = bitcast i32 %3701 to float
  %3703 = add i32 %3100, 201
  %3704 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3703) #8, !srcloc !28
  %3705 = bitcast i32 %3704 to float
  %3706 = add i32 %3100, 202
  %3707 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3706) #8, !srcloc !28
  %3708 = bitcast i32 %3707 to float
  %3709 = add i32 %3100, 203
  %3710 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3709) #8, !srcloc !28
  %3711 = bitcast i32 %3710 to float
  %3712 = add i32 %3100, 204
  %3713 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3712) #8, !srcloc !28
  %3714 = bitcast i32 %3713 to float
  %3715 = add i32 %3100, 205
  %3716 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3715) #8, !srcloc !28
  %3717 = bitcast i32 %3716 to float
  %3718 = add i32 %3100, 206
  %3719 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3718) #8, !srcloc !28
  %3720 = bitcast i32 %3719 to float
  %3721 = add i32 %3100, 207
  %3722 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3721) #8, !srcloc !28
  %3723 = bitcast i32 %3722 to float
  %3724 = add i32 %3100, 208
  %3725 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3724) #8, !srcloc !28
  %3726 = bitcast i32 %3725 to float
  %3727 = add i32 %3100, 209
  %3728 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3727) #8, !srcloc !28
  %3729 = bitcast i32 %3728 to float
  %3730 = add i32 %3100, 210
  %3731 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3730) #8, !srcloc !28
  %3732 = bitcast i32 %3731 to float
  %3733 = add i32 %3100, 211
  %3734 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3733) #8, !srcloc !28
  %3735 = bitcast i32 %3734 to float
  %3736 = add i32 %3100, 212
  %3737 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3736) #8, !srcloc !28
  %3738 = bitcast i32 %3737 to float
  %3739 = add i32 %3100, 213
  %3740 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3739) #8, !srcloc !28
  %3741 = bitcast i32 %3740 to float
  %3742 = add i32 %3100, 214
  %3743 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3742) #8, !srcloc !28
  %3744 = bitcast i32 %3743 to float
  %3745 = add i32 %3100, 215
  %3746 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3745) #8, !srcloc !28
  %3747 = bitcast i32 %3746 to float
  %3748 = add i32 %3100, 216
  %3749 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3748) #8, !srcloc !28
  %3750 = bitcast i32 %3749 to float
  %3751 = add i32 %3100, 217
  %3752 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3751) #8, !srcloc !28
  %3753 = bitcast i32 %3752 to float
  %3754 = add i32 %3100, 218
  %3755 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3754) #8, !srcloc !28
  %3756 = bitcast i32 %3755 to float
  %3757 = add i32 %3100, 219
  %3758 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3757) #8, !srcloc !28
  %3759 = bitcast i32 %3758 to float
  %3760 = add i32 %3100, 220
  %3761 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3760) #8, !srcloc !28
  %3762 = bitcast i32 %3761 to float
  %3763 = add i32 %3100, 221
  %3764 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3763) #8, !srcloc !28
  %3765 = bitcast i32 %3764 to float
  %3766 = add i32 %3100, 222
  %3767 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3766) #8, !srcloc !28
  %3768 = bitcast i32 %3767 to float
  %3769 = add i32 %3100, 223
  %3770 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3769) #8, !srcloc !28
  %3771 = bitcast i32 %3770 to float
  %3772 = add i32 %3100, 224
  %3773 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3772) #8, !srcloc !28
  %3774 = bitcast i32 %3773 to float
  %3775 = add i32 %3100, 225
  %3776 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3775) #8, !srcloc !28
  %3777 = bitcast i32 %3776 to float
  %3778 = add i32 %3100, 226
  %3779 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3778) #8, !srcloc !28
  %3780 = bitcast i32 %3779 to float
  %3781 = add i32 %3100, 227
  %3782 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3781) #8, !srcloc !28
  %3783 = bitcast i32 %3782 to float
  %3784 = add i32 %3100, 228
  %3785 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3784) #8, !srcloc !28
  %3786 = bitcast i32 %3785 to float
  %3787 = add i32 %3100, 229
  %3788 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3787) #8, !srcloc !28
  %3789 = bitcast i32 %3788 to float
  %3790 = add i32 %3100, 230
  %3791 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3790) #8, !srcloc !28
  %3792 = bitcast i32 %3791 to float
  %3793 = add i32 %3100, 231
  %3794 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3793) #8, !srcloc !28
  %3795 = bitcast i32 %3794 to float
  %3796 = add i32 %3100, 232
  %3797 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3796) #8, !srcloc !28
  %3798 = bitcast i32 %3797 to float
  %3799 = add i32 %3100, 233
  %3800 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3799) #8, !srcloc !28
  %3801 = bitcast i32 %3800 to float
  %3802 = add i32 %3100, 234
  %3803 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3802) #8, !srcloc !28
  %3804 = bitcast i32 %3803 to float
  %3805 = add i32 %3100, 235
  %3806 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3805) #8, !srcloc !28
  %3807 = bitcast i32 %3806 to float
  %3808 = add i32 %3100, 236
  %3809 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3808) #8, !srcloc !28
  %3810 = bitcast i32 %3809 to float
  %3811 = add i32 %3100, 237
  %3812 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3811) #8, !srcloc !28
  %3813 = bitcast i32 %3812 to float
  %3814 = add i32 %3100, 238
  %3815 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3814) #8, !srcloc !28
  %3816 = bitcast i32 %3815 to float
  %3817 = add i32 %3100, 239
  %3818 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3817) #8, !srcloc !28
  %3819 = bitcast i32 %3818 to float
  %3820 = add i32 %3100, 240
  %3821 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3820) #8, !srcloc !28
  %3822 = bitcast i32 %3821 to float
  %3823 = add i32 %3100, 241
  %3824 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3823) #8, !srcloc !28
  %3825 = bitcast i32 %3824 to float
  %3826 = add i32 %3100, 242
  %3827 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3826) #8, !srcloc !28
  %3828 = bitcast i32 %3827 to float
  %3829 = add i32 %3100, 243
  %3830 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3829) #8, !srcloc !28
  %3831 = bitcast i32 %3830 to float
  %3832 = add i32 %3100, 244
  %3833 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3832) #8, !srcloc !28
  %3834 = bitcast i32 %3833 to float
  %3835 = add i32 %3100, 245
  %3836 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3835) #8, !srcloc !28
  %3837 = bitcast i32 %3836 to float
  %3838 = add i32 %3100, 246
  %3839 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3838) #8, !srcloc !28
  %3840 = bitcast i32 %3839 to float
  %3841 = add i32 %3100, 247
  %3842 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3841) #8, !srcloc !28
  %3843 = bitcast i32 %3842 to float
  %3844 = add i32 %3100, 248
  %3845 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3844) #8, !srcloc !28
  %3846 = bitcast i32 %3845 to float
  %3847 = add i32 %3100, 249
  %3848 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3847) #8, !srcloc !28
  %3849 = bitcast i32 %3848 to float
  %3850 = add i32 %3100, 250
  %3851 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3850) #8, !srcloc !28
  %3852 = bitcast i32 %3851 to float
  %3853 = add i32 %3100, 251
  %3854 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3853) #8, !srcloc !28
  %3855 = bitcast i32 %3854 to float
  %3856 = add i32 %3100, 252
  %3857 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3856) #8, !srcloc !28
  %3858 = bitcast i32 %3857 to float
  %3859 = add i32 %3100, 253
  %3860 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3859) #8, !srcloc !28
  %3861 = bitcast i32 %3860 to float
  %3862 = add i32 %3100, 254
  %3863 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3862) #8, !srcloc !28
  %3864 = bitcast i32 %3863 to float
  %3865 = add i32 %3100, 255
  %3866 = call i32 asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x1.b32{$0},[$1];\0A", "=r,r"(i32 %3865) #8, !srcloc !28
  %3867 = bitcast i32 %3866 to float
  %3868 = fcmp contract oeq float %8, 0.000000e+00
  %3869 = fmul contract float %7, %3102
  %3870 = fmul contract float %8, %2587
  %3871 = fadd contract float %3869, %3870
  %3872 = select contract i1 %3868, float %3869, float %3871
  %3873 = fmul contract float %7, %3105
  %3874 = fmul contract float %7, %3105
  %3875 = fmul contract float %8, %2589
  %3876 = fadd contract float %3874, %3875
  %3877 = select contract i1 %3868, float %3873, float %3876
  %3878 = fmul contract float %7, %3108
  %3879 = fmul contract float %7, %3108
  %3880 = fmul contract float %8, %2591
  %3881 = fadd contract float %3879, %3880
  %3882 = select contract i1 %3868, float %3878, float %3881
  %3883 = fmul contract float %7, %3111
  %3884 = fmul contract float %7, %3111
  %3885 = fmul contract float %8, %2593
  %3886 = fadd contract float %3884, %3885
  %3887 = select contract i1 %3868, float %3883, float %3886
  %3888 = fmul contract float %7, %3114
  %3889 = fmul contract float %7, %3114
  %3890 = fmul contract float %8, %2595
  %3891 = fadd contract float %3889, %3890
  %3892 = select contract i1 %3868, float %3888, float %3891
  %3893 = fmul contract float %7, %3117
  %3894 = fmul contract float %7, %3117
  %3895 = fmul contract float %8, %2597
  %3896 = fadd contract float %3894, %3895
  %3897 = select contract i1 %3868, float %3893, float %3896
  %3898 = fmul contract float %7, %3120
  %3899 = fmul contract float %7, %3120
  %3900 = fmul contract float %8, %2599
  %3901 = fadd contract float %3899, %3900
  %3902 = select contract i1 %3868, float %3898, float %3901
  %3903 = fmul contract float %7, %3123
  %3904 = fmul contract float %7, %3123
  %3905 = fmul contract float %8, %2601
  %3906 = fadd contract float %3904, %3905
  %3907 = select contract i1 %3868, float %3903, float %3906
  %3908 = fmul contract float %7, %3126
  %3909 = fmul contract float %7, %3126
  %3910 = fmul contract float %8, %2603
  %3911 = fadd contract float %3909, %3910
  %3912 = select contract i1 %3868, float %3908, float %3911
  %3913 = fmul contract float %7, %3129
  %3914 = fmul contract float %7, %3129
  %3915 = fmul contract float %8, %2605
  %3916 = fadd contract float %3914, %3915
  %3917 = select contract i1 %3868, float %3913, float %3916
  %3918 = fmul contract float %7, %3132
  %3919 = fmul contract float %7, %3132
  %3920 = fmul contract float %8, %2607
  %3921 = fadd contract float %3919, %3920
  %3922 = select contract i1 %3868, float %3918, float %3921
  %3923 = fmul contract float %7, %3135
  %3924 = fmul contract float %7, %3135
  %3925 = fmul contract float %8, %2609
  %3926 = fadd contract float %3924, %3925
  %3927 = select contract i1 %3868, float %3923, float %3926
  %3928 = fmul contract float %7, %3138
  %3929 = fmul contract float %7, %3138
  %3930 = fmul contract float %8, %2611
  %3931 = fadd contract float %3929, %3930
  %3932 = select contract i1 %3868, float %3928, float %3931
  %3933 = fmul contract float %7, %3141
  %3934 = fmul contract float %7, %3141
  %3935 = fmul contract float %8, %2613
  %3936 = fadd contract float %3934, %3935
  %3937 = select contract i1 %3868, float %3933, float %3936
  %3938 = fmul contract float %7, %3144
  %3939 = fmul contract float %7, %3144
  %3940 = fmul contract float %8, %2615
  %3941 = fadd contract float %3939, %3940
  %3942 = select contract i1 %3868, float %3938, float %3941
  %3943 = fmul contract float %7, %3147
  %3944 = fmul contract float %7, %3147
  %3945 = fmul contract float %8, %2617
  %3946 = fadd contract float %3944, %3945
  %3947 = select contract i1 %3868, float %3943, float %3946
  %3948 = fmul contract float %7, %3150
  %3949 = fmul contract float %7, %3150
  %3950 = fmul contract float %8, %2619
  %3951 = fadd contract float %3949, %3950
  %3952 = select contract i1 %3868, float %3948, float %3951
  %3953 = fmul contract float %7, %3153
  %3954 = fmul contract float %7, %3153
  %3955 = fmul contract float %8, %2621
  %3956 = fadd contract float %3954, %3955
  %3957 = select contract i1 %3868, float %3953, float %3956
  %3958 = fmul contract float %7, %3156
  %3959 = fmul contract float %7, %3156
  %3960 = fmul contract float %8, %2623
  %3961 = fadd contract float %3959, %3960
  %3962 = select contract i1 %3868, float %3958, float %3961
  %3963 = fmul contract float %7, %3159
  %3964 = fmul contract float %7, %3159
  %3965 = fmul contract float %8, %2625
  %3966 = fadd contract float %3964, %3965
  %3967 = select contract i1 %3868, float %3963, float %3966
  %3968 = fmul contract float %7, %3162
  %3969 = fmul contract float %7, %3162
  %3970 = fmul contract float %8, %2627
  %3971 = fadd contract float %3969, %3970
  %3972 = select contract i1 %3868, float %3968, float %3971
  %3973 = fmul contract float %7, %3165
  %3974 = fmul contract float %7, %3165
  %3975 = fmul contract float %8, %2629
  %3976 = fadd contract float %3974, %3975
  %3977 = select contract i1 %3868, float %3973, float %3976
  %3978 = fmul contract float %7, %3168
  %3979 = fmul contract float %7, %3168
  %3980 = fmul contract float %8, %2631
  %3981 = fadd contract float %3979, %3980
  %3982 = select contract i1 %3868, float %3978, float %3981
  %3983 = fmul contract float %7, %3171
  %3984 = fmul contract float %7, %3171
  %3985 = fmul contract float %8, %2633
  %3986 = fadd contract float %3984, %3985
  %3987 = select contract i1 %3868, float %3983, float %3986
  %3988 = fmul contract float %7, %3174
  %3989 = fmul contract float %7, %3174
  %3990 = fmul contract float %8, %2635
  %3991 = fadd contract float %3989, %3990
  %3992 = select contract i1 %3868, float %3988, float %3991
  %3993 = fmul contract float %7, %3177
  %3994 = fmul contract float %7, %3177
  %3995 = fmul contract float %8, %2637
  %3996 = fadd contract float %3994, %3995
  %3997 = select contract i1 %3868, float %3993, float %3996
  %3998 = fmul contract float %7, %3180
  %3999 = fmul contract float %7, %3180
  %4000 = fmul contract float %8, %2639
  %4001 = fadd contract float %3999, %4000
  %4002 = select contract i1 %3868, float %3998, float %4001
  %4003 = fmul contract float %7, %3183
  %4004 = fmul contract float %7, %3183
  %4005 = fmul contract float %8, %2641
  %4006 = fadd contract float %4004, %4005
  %4007 = select contract i1 %3868, float %4003, float %4006
  %4008 = fmul contract float %7, %3186
  %4009 = fmul contract float %7, %3186
  %4010 = fmul contract float %8, %2643
  %4011 = fadd contract float %4009, %4010
  %4012 = select contract i1 %3868, float %4008, float %4011
  %4013 = fmul contract float %7, %3189
  %4014 = fmul contract float %7, %3189
  %4015 = fmul contract float %8, %2645
  %4016 = fadd contract float %4014, %4015
  %4017 = select contract i1 %3868, float %4013, float %4016
  %4018 = fmul contract float %7, %3192
  %4019 = fmul contract float %7, %3192
  %4020 = fmul contract float %8, %2647
  %4021 = fadd contract float %4019, %4020
  %4022 = select contract i1 %3868, float %4018, float %4021
  %4023 = fmul contract float %7, %3195
  %4024 = fmul contract float %7, %3195
  %4025 = fmul contract float %8, %2649
  %4026 = fadd contract float %4024, %4025
  %4027 = select contract i1 %3868, float %4023, float %4026
  %4028 = fmul contract float %7, %3198
  %4029 = fmul contract float %7, %3198
  %4030 = fmul contract float %8, %2651
  %4031 = fadd contract float %4029, %4030
  %4032 = select contract i1 %3868, float %4028, float %4031
  %4033 = fmul contract float %7, %3201
  %4034 = fmul contract float %7, %3201
  %4035 = fmul contract float %8, %2653
  %4036 = fadd contract float %4034, %4035
  %4037 = select contract i1 %3868, float %4033, float %4036
  %4038 = fmul contract float %7, %3204
  %4039 = fmul contract float %7, %3204
  %4040 = fmul contract float %8, %2655
  %4041 = fadd contract float %4039, %4040
  %4042 = select contract i1 %3868, float %4038, float %4041
  %4043 = fmul contract float %7, %3207
  %4044 = fmul contract float %7, %3207
  %4045 = fmul contract float %8, %2657
  %4046 = fadd contract float %4044, %4045
  %4047 = select contract i1 %3868, float %4043, float %4046
  %4048 = fmul contract float %7, %3210
  %4049 = fmul contract float %7, %3210
  %4050 = fmul contract float %8, %2659
  %4051 = fadd contract float %4049, %4050
  %4052 = select contract i1 %3868, float %4048, float %4051
  %4053 = fmul contract float %7, %3213
  %4054 = fmul contract float %7, %3213
  %4055 = fmul contract float %8, %2661
  %4056 = fadd contract float %4054, %4055
  %4057 = select contract i1 %3868, float %4053, float %4056
  %4058 = fmul contract float %7, %3216
  %4059 = fmul contract float %7, %3216
  %4060 = fmul contract float %8, %2663
  %4061 = fadd contract float %4059, %4060
  %4062 = select contract i1 %3868, float %4058, float %4061
  %4063 = fmul contract float %7, %3219
  %4064 = fmul contract float %7, %3219
  %4065 = fmul contract float %8, %2665
  %4066 = fadd contract float %4064, %4065
  %4067 = select contract i1 %3868, float %4063, float %4066
  %4068 = fmul contract float %7, %3222
  %4069 = fmul contract float %7, %3222
  %4070 = fmul contract float %8, %2667
  %4071 = fadd contract float %4069, %4070
  %4072 = select contract i1 %3868, float %4068, float %4071
  %4073 = fmul contract float %7, %3225
  %4074 = fmul contract float %7, %3225
  %4075 = fmul contract float %8, %2669
  %4076 = fadd contract float %4074, %4075
  %4077 = select contract i1 %3868, float %4073, float %4076
  %4078 = fmul contract float %7, %3228
  %4079 = fmul contract float %7, %3228
  %4080 = fmul contract float %8, %2671
  %4081 = fadd contract float %4079, %4080
  %4082 = select contract i1 %3868, float %4078, float %4081
  %4083 = fmul contract float %7, %3231
  %4084 = fmul contract float %7, %3231
  %4085 = fmul contract float %8, %2673
  %4086 = fadd contract float %4084, %4085
  %4087 = select contract i1 %3868, float %4083, float %4086
  %4088 = fmul contract float %7, %3234
  %4089 = fmul contract float %7, %3234
  %4090 = fmul contract float %8, %2675
  %4091 = fadd contract float %4089, %4090
  %4092 = select contract i1 %3868, float %4088, float %4091
  %4093 = fmul contract float %7, %3237
  %4094 = fmul contract float %7, %3237
  %4095 = fmul contract float %8, %2677
  %4096 = fadd contract float %4094, %4095
  %4097 = select contract i1 %3868, float %4093, float %4096
  %4098 = fmul contract float %7, %3240
  %4099 = fmul contract float %7, %3240
  %4100 = fmul contract float %8, %2679
  %4101 = fadd contract float %4099, %4100
  %4102 = select contract i1 %3868, float %4098, float %4101
  %4103 = fmul contract float %7, %3243
  %4104 = fmul contract float %7, %3243
  %4105 = fmul contract float %8, %2681
  %4106 = fadd contract float %4104, %4105
  %4107 = select contract i1 %3868, float %4103, float %4106
  %4108 = fmul contract float %7, %3246
  %4109 = fmul contract float %7, %3246
  %4110 = fmul contract float %8, %2683
  %4111 = fadd contract float %4109, %4110
  %4112 = select contract i1 %3868, float %4108, float %4111
  %4113 = fmul contract float %7, %3249
  %4114 = fmul contract float %7, %3249
  %4115 = fmul contract float %8, %2685
  %4116 = fadd contract float %4114, %4115
  %4117 = select contract i1 %3868, float %4113, float %4116
  %4118 = fmul contract float %7, %3252
  %4119 = fmul contract float %7, %3252
  %4120 = fmul contract float %8, %2687
  %4121 = fadd contract float %4119, %4120
  %4122 = select contract i1 %3868, float %4118, float %4121
  %4123 = fmul contract float %7, %3255
  %4124 = fmul contract float %7, %3255
  %4125 = fmul contract float %8, %2689
  %4126 = fadd contract float %4124, %4125
  %4127 = select contract i1 %3868, float %4123, float %4126
  %4128 = fmul contract float %7, %3258
  %4129 = fmul contract float %7, %3258
  %4130 = fmul contract float %8, %2691
  %4131 = fadd contract float %4129, %4130
  %4132 = select contract i1 %3868, float %4128, float %4131
  %4133 = fmul contract float %7, %3261
  %4134 = fmul contract float %7, %3261
  %4135 = fmul contract float %8, %2693
  %4136 = fadd contract float %4134, %4135
  %4137 = select contract i1 %3868, float %4133, float %4136
  %4138 = fmul contract float %7, %3264
  %4139 = fmul contract float %7, %3264
  %4140 = fmul contract float %8, %2695
  %4141 = fadd contract float %4139, %4140
  %4142 = select contract i1 %3868, float %4138, float %4141
  %4143 = fmul contract float %7, %3267
  %4144 = fmul contract float %7, %3267
  %4145 = fmul contract float %8, %2697
  %4146 = fadd contract float %4144, %4145
  %4147 = select contract i1 %3868, float %4143, float %4146
  %4148 = fmul contract float %7, %3270
  %4149 = fmul contract float %7, %3270
  %4150 = fmul contract float %8, %2699
  %4151 = fadd contract float %4149, %4150
  %4152 = select contract i1 %3868, float %4148, float %4151
  %4153 = fmul contract float %7, %3273
  %4154 = fmul contract float %7, %3273
  %4155 = fmul contract float %8, %2701
  %4156 = fadd contract float %4154, %4155
  %4157 = select contract i1 %3868, float %4153, float %4156
  %4158 = fmul contract float %7, %3276
  %4159 = fmul contract float %7, %3276
  %4160 = fmul contract float %8, %2703
  %4161 = fadd contract float %4159, %4160
  %4162 = select contract i1 %3868, float %4158, float %4161
  %4163 = fmul contract float %7, %3279
  %4164 = fmul contract float %7, %3279
  %4165 = fmul contract float %8, %2705
  %4166 = fadd contract float %4164, %4165
  %4167 = select contract i1 %3868, float %4163, float %4166
  %4168 = fmul contract float %7, %3282
  %4169 = fmul contract float %7, %3282
  %4170 = fmul contract float %8, %2707
  %4171 = fadd contract float %4169, %4170
  %4172 = select contract i1 %3868, float %4168, float %4171
  %4173 = fmul contract float %7, %3285
  %4174 = fmul contract float %7, %3285
  %4175 = fmul contract float %8, %2709
  %4176 = fadd contract float %4174, %4175
  %4177 = select contract i1 %3868, float %4173, float %4176
  %4178 = fmul contract float %7, %3288
  %4179 = fmul contract float %7, %3288
  %4180 = fmul contract float %8, %2711
  %4181 = fadd contract float %4179, %4180
  %4182 = select contract i1 %3868, float %4178, float %4181
  %4183 = fmul contract float %7, %3291
  %4184 = fmul contract float %7, %3291
  %4185 = fmul contract float %8, %2713
  %4186 = fadd contract float %4184, %4185
  %4187 = select contract i1 %3868, float %4183, float %4186
  %4188 = fmul contract float %7, %3294
  %4189 = fmul contract float %7, %3294
  %4190 = fmul contract float %8, %2715
  %4191 = fadd contract float %4189, %4190
  %4192 = select contract i1 %3868, float %4188, float %4191
  %4193 = fmul contract float %7, %3297
  %4194 = fmul contract float %7, %3297
  %4195 = fmul contract float %8, %2717
  %4196 = fadd contract float %4194, %4195
  %4197 = select contract i1 %3868, float %4193, float %4196
  %4198 = fmul contract float %7, %3300
  %4199 = fmul contract float %7, %3300
  %4200 = fmul contract float %8, %2719
  %4201 = fadd contract float %4199, %4200
  %4202 = select contract i1 %3868, float %4198, float %4201
  %4203 = fmul contract float %7, %3303
  %4204 = fmul contract float %7, %3303
  %4205 = fmul contract float %8, %2721
  %4206 = fadd contract float %4204, %4205
  %4207 = select contract i1 %3868, float %4203, float %4206
  %4208 = fmul contract float %7, %3306
  %4209 = fmul contract float %7, %3306
  %4210 = fmul contract float %8, %2723
  %4211 = fadd contract float %4209, %4210
  %4212 = select contract i1 %3868, float %4208, float %4211
  %4213 = fmul contract float %7, %3309
  %4214 = fmul contract float %7, %3309
  %4215 = fmul contract float %8, %2725
  %4216 = fadd contract float %4214, %4215
  %4217 = select contract i1 %3868, float %4213, float %4216
  %4218 = fmul contract float %7, %3312
  %4219 = fmul contract float %7, %3312
  %4220 = fmul contract float %8, %2727
  %4221 = fadd contract float %4219, %4220
  %4222 = select contract i1 %3868, float %4218, float %4221
  %4223 = fmul contract float %7, %3315
  %4224 = fmul contract float %7, %3315
  %4225 = fmul contract float %8, %2729
  %4226 = fadd contract float %4224, %4225
  %4227 = select contract i1 %3868, float %4223, float %4226
  %4228 = fmul contract float %7, %3318
  %4229 = fmul contract float %7, %3318
  %4230 = fmul contract float %8, %2731
  %4231 = fadd contract float %4229, %4230
  %4232 = select contract i1 %3868, float %4228, float %4231
  %4233 = fmul contract float %7, %3321
  %4234 = fmul contract float %7, %3321
  %4235 = fmul contract float %8, %2733
  %4236 = fadd contract float %4234, %4235
  %4237 = select contract i1 %3868, float %4233, float %4236
  %4238 = fmul contract float %7, %3324
  %4239 = fmul contract float %7, %3324
  %4240 = fmul contract float %8, %2735
  %4241 = fadd contract float %4239, %4240
  %4242 = select contract i1 %3868, float %4238, float %4241
  %4243 = fmul contract float %7, %3327
  %4244 = fmul contract float %7, %3327
  %4245 = fmul contract float %8, %2737
  %4246 = fadd contract float %4244, %4245
  %4247 = select contract i1 %3868, float %4243, float %4246
  %4248 = fmul contract float %7, %3330
  %4249 = fmul contract float %7, %3330
  %4250 = fmul contract float %8, %2739
  %4251 = fadd contract float %4249, %4250
  %4252 = select contract i1 %3868, float %4248, float %4251
  %4253 = fmul contract float %7, %3333
  %4254 = fmul contract float %7, %3333
  %4255 = fmul contract float %8, %2741
  %4256 = fadd contract float %4254, %4255
  %4257 = select contract i1 %3868, float %4253, float %4256
  %4258 = fmul contract float %7, %3336
  %4259 = fmul contract float %7, %3336
  %4260 = fmul contract float %8, %2743
  %4261 = fadd contract float %4259, %4260
  %4262 = select contract i1 %3868, float %4258, float %4261
  %4263 = fmul contract float %7, %3339
  %4264 = fmul contract float %7, %3339
  %4265 = fmul contract float %8, %2745
  %4266 = fadd contract float %4264, %4265
  %4267 = select contract i1 %3868, float %4263, float %4266
  %4268 = fmul contract float %7, %3342
  %4269 = fmul contract float %7, %3342
  %4270 = fmul contract float %8, %2747
  %4271 = fadd contract float %4269, %4270
  %4272 = select contract i1 %3868, float %4268, float %4271
  %4273 = fmul contract float %7, %3345
  %4274 = fmul contract float %7, %3345
  %4275 = fmul contract float %8, %2749
  %4276 = fadd contract float %4274, %4275
  %4277 = select contract i1 %3868, float %4273, float %4276
  %4278 = fmul contract float %7, %3348
  %4279 = fmul contract float %7, %3348
  %4280 = fmul contract float %8, %2751
  %4281 = fadd contract float %4279, %4280
  %4282 = select contract i1 %3868, float %4278, float %4281
  %4283 = fmul contract float %7, %3351
  %4284 = fmul contract float %7, %3351
  %4285 = fmul contract float %8, %2753
  %4286 = fadd contract float %4284, %4285
  %4287 = select contract i1 %3868, float %4283, float %4286
  %4288 = fmul contract float %7, %3354
  %4289 = fmul contract float %7, %3354
  %4290 = fmul contract float %8, %2755
  %4291 = fadd contract float %4289, %4290
  %4292 = select contract i1 %3868, float %4288, float %4291
  %4293 = fmul contract float %7, %3357
  %4294 = fmul contract float %7, %3357
  %4295 = fmul contract float %8, %2757
  %4296 = fadd contract float %4294, %4295
  %4297 = select contract i1 %3868, float %4293, float %4296
  %4298 = fmul contract float %7, %3360
  %4299 = fmul contract float %7, %3360
  %4300 = fmul contract float %8, %2759
  %4301 = fadd contract float %4299, %4300
  %4302 = select contract i1 %3868, float %4298, float %4301
  %4303 = fmul contract float %7, %3363
  %4304 = fmul contract float %7, %3363
  %4305 = fmul contract float %8, %2761
  %4306 = fadd contract float %4304, %4305
  %4307 = select contract i1 %3868, float %4303, float %4306
  %4308 = fmul contract float %7, %3366
  %4309 = fmul contract float %7, %3366
  %4310 = fmul contract float %8, %2763
  %4311 = fadd contract float %4309, %4310
  %4312 = select contract i1 %3868, float %4308, float %4311
  %4313 = fmul contract float %7, %3369
  %4314 = fmul contract float %7, %3369
  %4315 = fmul contract float %8, %2765
  %4316 = fadd contract float %4314, %4315
  %4317 = select contract i1 %3868, float %4313, float %4316
  %4318 = fmul contract float %7, %3372
  %4319 = fmul contract float %7, %3372
  %4320 = fmul contract float %8, %2767
  %4321 = fadd contract float %4319, %4320
  %4322 = select contract i1 %3868, float %4318, float %4321
  %4323 = fmul contract float %7, %3375
  %4324 = fmul contract float %7, %3375
  %4325 = fmul contract float %8, %2769
  %4326 = fadd contract float %4324, %4325
  %4327 = select contract i1 %3868, float %4323, float %4326
  %4328 = fmul contract float %7, %3378
  %4329 = fmul contract float %7, %3378
  %4330 = fmul contract float %8, %2771
  %4331 = fadd contract float %4329, %4330
  %4332 = select contract i1 %3868, float %4328, float %4331
  %4333 = fmul contract float %7, %3381
  %4334 = fmul contract float %7, %3381
  %4335 = fmul contract float %8, %2773
  %4336 = fadd contract float %4334, %4335
  %4337 = select contract i1 %3868, float %4333, float %4336
  %4338 = fmul contract float %7, %3384
  %4339 = fmul contract float %7, %3384
  %4340 = fmul contract float %8, %2775
  %4341 = fadd contract float %4339, %4340
  %4342 = select contract i1 %3868, float %4338, float %4341
  %4343 = fmul contract float %7, %3387
  %4344 = fmul contract float %7, %3387
  %4345 = fmul contract float %8, %2777
  %4346 = fadd contract float %4344, %4345
  %4347 = select contract i1 %3868, float %4343, float %4346
  %4348 = fmul contract float %7, %3390
  %4349 = fmul contract float %7, %3390
  %4350 = fmul contract float %8, %2779
  %4351 = fadd contract float %4349, %4350
  %4352 = select contract i1 %3868, float %4348, float %4351
  %4353 = fmul contract float %7, %3393
  %4354 = fmul contract float %7, %3393
  %4355 = fmul contract float %8, %2781
  %4356 = fadd contract float %4354, %4355
  %4357 = select contract i1 %3868, float %4353, float %4356
  %4358 = fmul contract float %7, %3396
  %4359 = fmul contract float %7, %3396
  %4360 = fmul contract float %8, %2783
  %4361 = fadd contract float %4359, %4360
  %4362 = select contract i1 %3868, float %4358, float %4361
  %4363 = fmul contract float %7, %3399
  %4364 = fmul contract float %7, %3399
  %4365 = fmul contract float %8, %2785
  %4366 = fadd contract float %4364, %4365
  %4367 = select contract i1 %3868, float %4363, float %4366
  %4368 = fmul contract float %7, %3402
  %4369 = fmul contract float %7, %3402
  %4370 = fmul contract float %8, %2787
  %4371 = fadd contract float %4369, %4370
  %4372 = select contract i1 %3868, float %4368, float %4371
  %4373 = fmul contract float %7, %3405
  %4374 = fmul contract float %7, %3405
  %4375 = fmul contract float %8, %2789
  %4376 = fadd contract float %4374, %4375
  %4377 = select contract i1 %3868, float %4373, float %4376
  %4378 = fmul contract float %7, %3408
  %4379 = fmul contract float %7, %3408
  %4380 = fmul contract float %8, %2791
  %4381 = fadd contract float %4379, %4380
  %4382 = select contract i1 %3868, float %4378, float %4381
  %4383 = fmul contract float %7, %3411
  %4384 = fmul contract float %7, %3411
  %4385 = fmul contract float %8, %2793
  %4386 = fadd contract float %4384, %4385
  %4387 = select contract i1 %3868, float %4383, float %4386
  %4388 = fmul contract float %7, %3414
  %4389 = fmul contract float %7, %3414
  %4390 = fmul contract float %8, %2795
  %4391 = fadd contract float %4389, %4390
  %4392 = select contract i1 %3868, float %4388, float %4391
  %4393 = fmul contract float %7, %3417
  %4394 = fmul contract float %7, %3417
  %4395 = fmul contract float %8, %2797
  %4396 = fadd contract float %4394, %4395
  %4397 = select contract i1 %3868, float %4393, float %4396
  %4398 = fmul contract float %7, %3420
  %4399 = fmul contract float %7, %3420
  %4400 = fmul contract float %8, %2799
  %4401 = fadd contract float %4399, %4400
  %4402 = select contract i1 %3868, float %4398, float %4401
  %4403 = fmul contract float %7, %3423
  %4404 = fmul contract float %7, %3423
  %4405 = fmul contract float %8, %2801
  %4406 = fadd contract float %4404, %4405
  %4407 = select contract i1 %3868, float %4403, float %4406
  %4408 = fmul contract float %7, %3426
  %4409 = fmul contract float %7, %3426
  %4410 = fmul contract float %8, %2803
  %4411 = fadd contract float %4409, %4410
  %4412 = select contract i1 %3868, float %4408, float %4411
  %4413 = fmul contract float %7, %3429
  %4414 = fmul contract float %7, %3429
  %4415 = fmul contract float %8, %2805
  %4416 = fadd contract float %4414, %4415
  %4417 = select contract i1 %3868, float %4413, float %4416
  %4418 = fmul contract float %7, %3432
  %4419 = fmul contract float %7, %3432
  %4420 = fmul contract float %8, %2807
  %4421 = fadd contract float %4419, %4420
  %4422 = select contract i1 %3868, float %4418, float %4421
  %4423 = fmul contract float %7, %3435
  %4424 = fmul contract float %7, %3435
  %4425 = fmul contract float %8, %2809
  %4426 = fadd contract float %4424, %4425
  %4427 = select contract i1 %3868, float %4423, float %4426
  %4428 = fmul contract float %7, %3438
  %4429 = fmul contract float %7, %3438
  %4430 = fmul contract float %8, %2811
  %4431 = fadd contract float %4429, %4430
  %4432 = select contract i1 %3868, float %4428, float %4431
  %4433 = fmul contract float %7, %3441
  %4434 = fmul contract float %7, %3441
  %4435 = fmul contract float %8, %2813
  %4436 = fadd contract float %4434, %4435
  %4437 = select contract i1 %3868, float %4433, float %4436
  %4438 = fmul contract float %7, %3444
  %4439 = fmul contract float %7, %3444
  %4440 = fmul contract float %8, %2815
  %4441 = fadd contract float %4439, %4440
  %4442 = select contract i1 %3868, float %4438, float %4441
  %4443 = fmul contract float %7, %3447
  %4444 = fmul contract float %7, %3447
  %4445 = fmul contract float %8, %2817
  %4446 = fadd contract float %4444, %4445
  %4447 = select contract i1 %3868, float %4443, float %4446
  %4448 = fmul contract float %7, %3450
  %4449 = fmul contract float %7, %3450
  %4450 = fmul contract float %8, %2819
  %4451 = fadd contract float %4449, %4450
  %4452 = select contract i1 %3868, float %4448, float %4451
  %4453 = fmul contract float %7, %3453
  %4454 = fmul contract float %7, %3453
  %4455 = fmul contract float %8, %2821
  %4456 = fadd contract float %4454, %4455
  %4457 = select contract i1 %3868, float %4453, float %4456
  %4458 = fmul contract float %7, %3456
  %4459 = fmul contract float %7, %3456
  %4460 = fmul contract float %8, %2823
  %4461 = fadd contract float %4459, %4460
  %4462 = select contract i1 %3868, float %4458, float %4461
  %4463 = fmul contract float %7, %3459
  %4464 = fmul contract float %7, %3459
  %4465 = fmul contract float %8, %2825
  %4466 = fadd contract float %4464, %4465
  %4467 = select contract i1 %3868, float %4463, float %4466
  %4468 = fmul contract float %7, %3462
  %4469 = fmul contract float %7, %3462
  %4470 = fmul contract float %8, %2827
  %4471 = fadd contract float %4469, %4470
  %4472 = select contract i1 %3868, float %4468, float %4471
  %4473 = fmul contract float %7, %3465
  %4474 = fmul contract float %7, %3465
  %4475 = fmul contract float %8, %2829
  %4476 = fadd contract float %4474, %4475
  %4477 = select contract i1 %3868, float %4473, float %4476
  %4478 = fmul contract float %7, %3468
  %4479 = fmul contract float %7, %3468
  %4480 = fmul contract float %8, %2831
  %4481 = fadd contract float %4479, %4480
  %4482 = select contract i1 %3868, float %4478, float %4481
  %4483 = fmul contract float %7, %3471
  %4484 = fmul contract float %7, %3471
  %4485 = fmul contract float %8, %2833
  %4486 = fadd contract float %4484, %4485
  %4487 = select contract i1 %3868, float %4483, float %4486
  %4488 = fmul contract float %7, %3474
  %4489 = fmul contract float %7, %3474
  %4490 = fmul contract float %8, %2835
  %4491 = fadd contract float %4489, %4490
  %4492 = select contract i1 %3868, float %4488, float %4491
  %4493 = fmul contract float %7, %3477
  %4494 = fmul contract float %7, %3477
  %4495 = fmul contract float %8, %2837
  %4496 = fadd contract float %4494, %4495
  %4497 = select contract i1 %3868, float %4493, float %4496
  %4498 = fmul contract float %7, %3480
  %4499 = fmul contract float %7, %3480
  %4500 = fmul contract float %8, %2839
  %4501 = fadd contract float %4499, %4500
  %4502 = select contract i1 %3868, float %4498, float %4501
  %4503 = fmul contract float %7, %3483
  %4504 = fmul contract float %7, %3483
  %4505 = fmul contract float %8, %2841
  %4506 = fadd contract float %4504, %4505
  %4507 = select contract i1 %3868, float %4503, float %4506
  %4508 = fmul contract float %7, %3486
  %4509 = fmul contract float %7, %3486
  %4510 = fmul contract float %8, %2843
  %4511 = fadd contract float %4509, %4510
  %4512 = select contract i1 %3868, float %4508, float %4511
  %4513 = fmul contract float %7, %3489
  %4514 = fmul contract float %7, %3489
  %4515 = fmul contract float %8, %2845
  %4516 = fadd contract float %4514, %4515
  %4517 = select contract i1 %3868, float %4513, float %4516
  %4518 = fmul contract float %7, %3492
  %4519 = fmul contract float %7, %3492
  %4520 = fmul contract float %8, %2847
  %4521 = fadd contract float %4519, %4520
  %4522 = select contract i1 %3868, float %4518, float %4521
  %4523 = fmul contract float %7, %3495
  %4524 = fmul contract float %7, %3495
  %4525 = fmul contract float %8, %2849
  %4526 = fadd contract float %4524, %4525
  %4527 = select contract i1 %3868, float %4523, float %4526
  %4528 = fmul contract float %7, %3498
  %4529 = fmul contract float %7, %3498
  %4530 = fmul contract float %8, %2851
  %4531 = fadd contract float %4529, %4530
  %4532 = select contract i1 %3868, float %4528, float %4531
  %4533 = fmul contract float %7, %3501
  %4534 = fmul contract float %7, %3501
  %4535 = fmul contract float %8, %2853
  %4536 = fadd contract float %4534, %4535
  %4537 = select contract i1 %3868, float %4533, float %4536
  %4538 = fmul contract float %7, %3504
  %4539 = fmul contract float %7, %3504
  %4540 = fmul contract float %8, %2855
  %4541 = fadd contract float %4539, %4540
  %4542 = select contract i1 %3868, float %4538, float %4541
  %4543 = fmul contract float %7, %3507
  %4544 = fmul contract float %7, %3507
  %4545 = fmul contract float %8, %2857
  %4546 = fadd contract float %4544, %4545
  %4547 = select contract i1 %3868, float %4543, float %4546
  %4548 = fmul contract float %7, %3510
  %4549 = fmul contract float %7, %3510
  %4550 = fmul contract float %8, %2859
  %4551 = fadd contract float %4549, %4550
  %4552 = select contract i1 %3868, float %4548, float %4551
  %4553 = fmul contract float %7, %3513
  %4554 = fmul contract float %7, %3513
  %4555 = fmul contract float %8, %2861
  %4556 = fadd contract float %4554, %4555
  %4557 = select contract i1 %3868, float %4553, float %4556
  %4558 = fmul contract float %7, %3516
  %4559 = fmul contract float %7, %3516
  %4560 = fmul contract float %8, %2863
  %4561 = fadd contract float %4559, %4560
  %4562 = select contract i1 %3868, float %4558, float %4561
  %4563 = fmul contract float %7, %3519
  %4564 = fmul contract float %7, %3519
  %4565 = fmul contract float %8, %2865
  %4566 = fadd contract float %4564, %4565
  %4567 = select contract i1 %3868, float %4563, float %4566
  %4568 = fmul contract float %7, %3522
  %4569 = fmul contract float %7, %3522
  %4570 = fmul contract float %8, %2867
  %4571 = fadd contract float %4569, %4570
  %4572 = select contract i1 %3868, float %4568, float %4571
  %4573 = fmul contract float %7, %3525
  %4574 = fmul contract float %7, %3525
  %4575 = fmul contract float %8, %2869
  %4576 = fadd contract float %4574, %4575
  %4577 = select contract i1 %3868, float %4573, float %4576
  %4578 = fmul contract float %7, %3528
  %4579 = fmul contract float %7, %3528
  %4580 = fmul contract float %8, %2871
  %4581 = fadd contract float %4579, %4580
  %4582 = select contract i1 %3868, float %4578, float %4581
  %4583 = fmul contract float %7, %3531
  %4584 = fmul contract float %7, %3531
  %4585 = fmul contract float %8, %2873
  %4586 = fadd contract float %4584, %4585
  %4587 = select contract i1 %3868, float %4583, float %4586
  %4588 = fmul contract float %7, %3534
  %4589 = fmul contract float %7, %3534
  %4590 = fmul contract float %8, %2875
  %4591 = fadd contract float %4589, %4590
  %4592 = select contract i1 %3868, float %4588, float %4591
  %4593 = fmul contract float %7, %3537
  %4594 = fmul contract float %7, %3537
  %4595 = fmul contract float %8, %2877
  %4596 = fadd contract float %4594, %4595
  %4597 = select contract i1 %3868, float %4593, float %4596
  %4598 = fmul contract float %7, %3540
  %4599 = fmul contract float %7, %3540
  %4600 = fmul contract float %8, %2879
  %4601 = fadd contract float %4599, %4600
  %4602 = select contract i1 %3868, float %4598, float %4601
  %4603 = fmul contract float %7, %3543
  %4604 = fmul contract float %7, %3543
  %4605 = fmul contract float %8, %2881
  %4606 = fadd contract float %4604, %4605
  %4607 = select contract i1 %3868, float %4603, float %4606
  %4608 = fmul contract float %7, %3546
  %4609 = fmul contract float %7, %3546
  %4610 = fmul contract float %8, %2883
  %4611 = fadd contract float %4609, %4610
  %4612 = select contract i1 %3868, float %4608, float %4611
  %4613 = fmul contract float %7, %3549
  %4614 = fmul contract float %7, %3549
  %4615 = fmul contract float %8, %2885
  %4616 = fadd contract float %4614, %4615
  %4617 = select contract i1 %3868, float %4613, float %4616
  %4618 = fmul contract float %7, %3552
  %4619 = fmul contract float %7, %3552
  %4620 = fmul contract float %8, %2887
  %4621 = fadd contract float %4619, %4620
  %4622 = select contract i1 %3868, float %4618, float %4621
  %4623 = fmul contract float %7, %3555
  %4624 = fmul contract float %7, %3555
  %4625 = fmul contract float %8, %2889
  %4626 = fadd contract float %4624, %4625
  %4627 = select contract i1 %3868, float %4623, float %4626
  %4628 = fmul contract float %7, %3558
  %4629 = fmul contract float %7, %3558
  %4630 = fmul contract float %8, %2891
  %4631 = fadd contract float %4629, %4630
  %4632 = select contract i1 %3868, float %4628, float %4631
  %4633 = fmul contract float %7, %3561
  %4634 = fmul contract float %7, %3561
  %4635 = fmul contract float %8, %2893
  %4636 = fadd contract float %4634, %4635
  %4637 = select contract i1 %3868, float %4633, float %4636
  %4638 = fmul contract float %7, %3564
  %4639 = fmul contract float %7, %3564
  %4640 = fmul contract float %8, %2895
  %4641 = fadd contract float %4639, %4640
  %4642 = select contract i1 %3868, float %4638, float %4641
  %4643 = fmul contract float %7, %3567
  %4644 = fmul contract float %7, %3567
  %4645 = fmul contract float %8, %2897
  %4646 = fadd contract float %4644, %4645
  %4647 = select contract i1 %3868, float %4643, float %4646
  %4648 = fmul contract float %7, %3570
  %4649 = fmul contract float %7, %3570
  %4650 = fmul contract float %8, %2899
  %4651 = fadd contract float %4649, %4650
  %4652 = select contract i1 %3868, float %4648, float %4651
  %4653 = fmul contract float %7, %3573
  %4654 = fmul contract float %7, %3573
  %4655 = fmul contract float %8, %2901
  %4656 = fadd contract float %4654, %4655
  %4657 = select contract i1 %3868, float %4653, float %4656
  %4658 = fmul contract float %7, %3576
  %4659 = fmul contract float %7, %3576
  %4660 = fmul contract float %8, %2903
  %4661 = fadd contract float %4659, %4660
  %4662 = select contract i1 %3868, float %4658, float %4661
  %4663 = fmul contract float %7, %3579
  %4664 = fmul contract float %7, %3579
  %4665 = fmul contract float %8, %2905
  %4666 = fadd contract float %4664, %4665
  %4667 = select contract i1 %3868, float %4663, float %4666
  %4668 = fmul contract float %7, %3582
  %4669 = fmul contract float %7, %3582
  %4670 = fmul contract float %8, %2907
  %4671 = fadd contract float %4669, %4670
  %4672 = select contract i1 %3868, float %4668, float %4671
  %4673 = fmul contract float %7, %3585
  %4674 = fmul contract float %7, %3585
  %4675 = fmul contract float %8, %2909
  %4676 = fadd contract float %4674, %4675
  %4677 = select contract i1 %3868, float %4673, float %4676
  %4678 = fmul contract float %7, %3588
  %4679 = fmul contract float %7, %3588
  %4680 = fmul contract float %8, %2911
  %4681 = fadd contract float %4679, %4680
  %4682 = select contract i1 %3868, float %4678, float %4681
  %4683 = fmul contract float %7, %3591
  %4684 = fmul contract float %7, %3591
  %4685 = fmul contract float %8, %2913
  %4686 = fadd contract float %4684, %4685
  %4687 = select contract i1 %3868, float %4683, float %4686
  %4688 = fmul contract float %7, %3594
  %4689 = fmul contract float %7, %3594
  %4690 = fmul contract float %8, %2915
  %4691 = fadd contract float %4689, %4690
  %4692 = select contract i1 %3868, float %4688, float %4691
  %4693 = fmul contract float %7, %3597
  %4694 = fmul contract float %7, %3597
  %4695 = fmul contract float %8, %2917
  %4696 = fadd contract float %4694, %4695
  %4697 = select contract i1 %3868, float %4693, float %4696
  %4698 = fmul contract float %7, %3600
  %4699 = fmul contract float %7, %3600
  %4700 = fmul contract float %8, %2919
  %4701 = fadd contract float %4699, %4700
  %4702 = select contract i1 %3868, float %4698, float %4701
  %4703 = fmul contract float %7, %3603
  %4704 = fmul contract float %7, %3603
  %4705 = fmul contract float %8, %2921
  %4706 = fadd contract float %4704, %4705
  %4707 = select contract i1 %3868, float %4703, float %4706
  %4708 = fmul contract float %7, %3606
  %4709 = fmul contract float %7, %3606
  %4710 = fmul contract float %8, %2923
  %4711 = fadd contract float %4709, %4710
  %4712 = select contract i1 %3868, float %4708, float %4711
  %4713 = fmul contract float %7, %3609
  %4714 = fmul contract float %7, %3609
  %4715 = fmul contract float %8, %2925
  %4716 = fadd contract float %4714, %4715
  %4717 = select contract i1 %3868, float %4713, float %4716
  %4718 = fmul contract float %7, %3612
  %4719 = fmul contract float %7, %3612
  %4720 = fmul contract float %8, %2927
  %4721 = fadd contract float %4719, %4720
  %4722 = select contract i1 %3868, float %4718, float %4721
  %4723 = fmul contract float %7, %3615
  %4724 = fmul contract float %7, %3615
  %4725 = fmul contract float %8, %2929
  %4726 = fadd contract float %4724, %4725
  %4727 = select contract i1 %3868, float %4723, float %4726
  %4728 = fmul contract float %7, %3618
  %4729 = fmul contract float %7, %3618
  %4730 = fmul contract float %8, %2931
  %4731 = fadd contract float %4729, %4730
  %4732 = select contract i1 %3868, float %4728, float %4731
  %4733 = fmul contract float %7, %3621
  %4734 = fmul contract float %7, %3621
  %4735 = fmul contract float %8, %2933
  %4736 = fadd contract float %4734, %4735
  %4737 = select contract i1 %3868, float %4733, float %4736
  %4738 = fmul contract float %7, %3624
  %4739 = fmul contract float %7, %3624
  %4740 = fmul contract float %8, %2935
  %4741 = fadd contract float %4739, %4740
  %4742 = select contract i1 %3868, float %4738, float %4741
  %4743 = fmul contract float %7, %3627
  %4744 = fmul contract float %7, %3627
  %4745 = fmul contract float %8, %2937
  %4746 = fadd contract float %4744, %4745
  %4747 = select contract i1 %3868, float %4743, float %4746
  %4748 = fmul contract float %7, %3630
  %4749 = fmul contract float %7, %3630
  %4750 = fmul contract float %8, %2939
  %4751 = fadd contract float %4749, %4750
  %4752 = select contract i1 %3868, float %4748, float %4751
  %4753 = fmul contract float %7, %3633
  %4754 = fmul contract float %7, %3633
  %4755 = fmul contract float %8, %2941
  %4756 = fadd contract float %4754, %4755
  %4757 = select contract i1 %3868, float %4753, float %4756
  %4758 = fmul contract float %7, %3636
  %4759 = fmul contract float %7, %3636
  %4760 = fmul contract float %8, %2943
  %4761 = fadd contract float %4759, %4760
  %4762 = select contract i1 %3868, float %4758, float %4761
  %4763 = fmul contract float %7, %3639
  %4764 = fmul contract float %7, %3639
  %4765 = fmul contract float %8, %2945
  %4766 = fadd contract float %4764, %4765
  %4767 = select contract i1 %3868, float %4763, float %4766
  %4768 = fmul contract float %7, %3642
  %4769 = fmul contract float %7, %3642
  %4770 = fmul contract float %8, %2947
  %4771 = fadd contract float %4769, %4770
  %4772 = select contract i1 %3868, float %4768, float %4771
  %4773 = fmul contract float %7, %3645
  %4774 = fmul contract float %7, %3645
  %4775 = fmul contract float %8, %2949
  %4776 = fadd contract float %4774, %4775
  %4777 = select contract i1 %3868, float %4773, float %4776
  %4778 = fmul contract float %7, %3648
  %4779 = fmul contract float %7, %3648
  %4780 = fmul contract float %8, %2951
  %4781 = fadd contract float %4779, %4780
  %4782 = select contract i1 %3868, float %4778, float %4781
  %4783 = fmul contract float %7, %3651
  %4784 = fmul contract float %7, %3651
  %4785 = fmul contract float %8, %2953
  %4786 = fadd contract float %4784, %4785
  %4787 = select contract i1 %3868, float %4783, float %4786
  %4788 = fmul contract float %7, %3654
  %4789 = fmul contract float %7, %3654
  %4790 = fmul contract float %8, %2955
  %4791 = fadd contract float %4789, %4790
  %4792 = select contract i1 %3868, float %4788, float %4791
  %4793 = fmul contract float %7, %3657
  %4794 = fmul contract float %7, %3657
  %4795 = fmul contract float %8, %2957
  %4796 = fadd contract float %4794, %4795
  %4797 = select contract i1 %3868, float %4793, float %4796
  %4798 = fmul contract float %7, %3660
  %4799 = fmul contract float %7, %3660
  %4800 = fmul contract float %8, %2959
  %4801 = fadd contract float %4799, %4800
  %4802 = select contract i1 %3868, float %4798, float %4801
  %4803 = fmul contract float %7, %3663
  %4804 = fmul contract float %7, %3663
  %4805 = fmul contract float %8, %2961
  %4806 = fadd contract float %4804, %4805
  %4807 = select contract i1 %3868, float %4803, float %4806
  %4808 = fmul contract float %7, %3666
  %4809 = fmul contract float %7, %3666
  %4810 = fmul contract float %8, %2963
  %4811 = fadd contract float %4809, %4810
  %4812 = select contract i1 %3868, float %4808, float %4811
  %4813 = fmul contract float %7, %3669
  %4814 = fmul contract float %7, %3669
  %4815 = fmul contract float %8, %2965
  %4816 = fadd contract float %4814, %4815
  %4817 = select contract i1 %3868, float %4813, float %4816
  %4818 = fmul contract float %7, %3672
  %4819 = fmul contract float %7, %3672
  %4820 = fmul contract float %8, %2967
  %4821 = fadd contract float %4819, %4820
  %4822 = select contract i1 %3868, float %4818, float %4821
  %4823 = fmul contract float %7, %3675
  %4824 = fmul contract float %7, %3675
  %4825 = fmul contract float %8, %2969
  %4826 = fadd contract float %4824, %4825
  %4827 = select contract i1 %3868, float %4823, float %4826
  %4828 = fmul contract float %7, %3678
  %4829 = fmul contract float %7, %3678
  %4830 = fmul contract float %8, %2971
  %4831 = fadd contract float %4829, %4830
  %4832 = select contract i1 %3868, float %4828, float %4831
  %4833 = fmul contract float %7, %3681
  %4834 = fmul contract float %7, %3681
  %4835 = fmul contract float %8, %2973
  %4836 = fadd contract float %4834, %4835
  %4837 = select contract i1 %3868, float %4833, float %4836
  %4838 = fmul contract float %7, %3684
  %4839 = fmul contract float %7, %3684
  %4840 = fmul contract float %8, %2975
  %4841 = fadd contract float %4839, %4840
  %4842 = select contract i1 %3868, float %4838, float %4841
  %4843 = fmul contract float %7, %3687
  %4844 = fmul contract float %7, %3687
  %4845 = fmul contract float %8, %2977
  %4846 = fadd contract float %4844, %4845
  %4847 = select contract i1 %3868, float %4843, float %4846
  %4848 = fmul contract float %7, %3690
  %4849 = fmul contract float %7, %3690
  %4850 = fmul contract float %8, %2979
  %4851 = fadd contract float %4849, %4850
  %4852 = select contract i1 %3868, float %4848, float %4851
  %4853 = fmul contract float %7, %3693
  %4854 = fmul contract float %7, %3693
  %4855 = fmul contract float %8, %2981
  %4856 = fadd contract float %4854, %4855
  %4857 = select contract i1 %3868, float %4853, float %4856
  %4858 = fmul contract float %7, %3696
  %4859 = fmul contract float %7, %3696
  %4860 = fmul contract float %8, %2983
  %4861 = fadd contract float %4859, %4860
  %4862 = select contract i1 %3868, float %4858, float %4861
  %4863 = fmul contract float %7, %3699
  %4864 = fmul contract float %7, %3699
  %4865 = fmul contract float %8, %2985
  %4866 = fadd contract float %4864, %4865
  %4867 = select contract i1 %3868, float %4863, float %4866
  %4868 = fmul contract float %7, %3702
  %4869 = fmul contract float %7, %3702
  %4870 = fmul contract float %8, %2987
  %4871 = fadd contract float %4869, %4870
  %4872 = select contract i1 %3868, float %4868, float %4871
  %4873 = fmul contract float %7, %3705
  %4874 = fmul contract float %7, %3705
  %4875 = fmul contract float %8, %2989
  %4876 = fadd contract float %4874, %4875
  %4877 = select contract i1 %3868, float %4873, float %4876
  %4878 = fmul contract float %7, %3708
  %4879 = fmul contract float %7, %3708
  %4880 = fmul contract float %8, %2991
  %4881 = fadd contract float %4879, %4880
  %4882 = select contract i1 %3868, float %4878, float %4881
  %4883 = fmul contract float %7, %3711
  %4884 = fmul contract float %7, %3711
  %4885 = fmul contract float %8, %2993
  %4886 = fadd contract float %4884, %4885
  %4887 = select contract i1 %3868, float %4883, float %4886
  %4888 = fmul contract float %7, %3714
  %4889 = fmul contract float %7, %3714
  %4890 = fmul contract float %8, %2995
  %4891 = fadd contract float %4889, %4890
  %4892 = select contract i1 %3868, float %4888, float %4891
  %4893 = fmul contract float %7, %3717
  %4894 = fmul contract float %7, %3717
  %4895 = fmul contract float %8, %2997
  %4896 = fadd contract float %4894, %4895
  %4897 = select contract i1 %3868, float %4893, float %4896
  %4898 = fmul contract float %7, %3720
  %4899 = fmul contract float %7, %3720
  %4900 = fmul contract float %8, %2999
  %4901 = fadd contract float %4899, %4900
  %4902 = select contract i1 %3868, float %4898, float %4901
  %4903 = fmul contract float %7, %3723
  %4904 = fmul contract float %7, %3723
  %4905 = fmul contract float %8, %3001
  %4906 = fadd contract float %4904, %4905
  %4907 = select contract i1 %3868, float %4903, float %4906
  %4908 = fmul contract float %7, %3726
  %4909 = fmul contract float %7, %3726
  %4910 = fmul contract float %8, %3003
  %4911 = fadd contract float %4909, %4910
  %4912 = select contract i1 %3868, float %4908, float %4911
  %4913 = fmul contract float %7, %3729
  %4914 = fmul contract float %7, %3729
  %4915 = fmul contract float %8, %3005
  %4916 = fadd contract float %4914, %4915
  %4917 = select contract i1 %3868, float %4913, float %4916
  %4918 = fmul contract float %7, %3732
  %4919 = fmul contract float %7, %3732
  %4920 = fmul contract float %8, %3007
  %4921 = fadd contract float %4919, %4920
  %4922 = select contract i1 %3868, float %4918, float %4921
  %4923 = fmul contract float %7, %3735
  %4924 = fmul contract float %7, %3735
  %4925 = fmul contract float %8, %3009
  %4926 = fadd contract float %4924, %4925
  %4927 = select contract i1 %3868, float %4923, float %4926
  %4928 = fmul contract float %7, %3738
  %4929 = fmul contract float %7, %3738
  %4930 = fmul contract float %8, %3011
  %4931 = fadd contract float %4929, %4930
  %4932 = select contract i1 %3868, float %4928, float %4931
  %4933 = fmul contract float %7, %3741
  %4934 = fmul contract float %7, %3741
  %4935 = fmul contract float %8, %3013
  %4936 = fadd contract float %4934, %4935
  %4937 = select contract i1 %3868, float %4933, float %4936
  %4938 = fmul contract float %7, %3744
  %4939 = fmul contract float %7, %3744
  %4940 = fmul contract float %8, %3015
  %4941 = fadd contract float %4939, %4940
  %4942 = select contract i1 %3868, float %4938, float %4941
  %4943 = fmul contract float %7, %3747
  %4944 = fmul contract float %7, %3747
  %4945 = fmul contract float %8, %3017
  %4946 = fadd contract float %4944, %4945
  %4947 = select contract i1 %3868, float %4943, float %4946
  %4948 = fmul contract float %7, %3750
  %4949 = fmul contract float %7, %3750
  %4950 = fmul contract float %8, %3019
  %4951 = fadd contract float %4949, %4950
  %4952 = select contract i1 %3868, float %4948, float %4951
  %4953 = fmul contract float %7, %3753
  %4954 = fmul contract float %7, %3753
  %4955 = fmul contract float %8, %3021
  %4956 = fadd contract float %4954, %4955
  %4957 = select contract i1 %3868, float %4953, float %4956
  %4958 = fmul contract float %7, %3756
  %4959 = fmul contract float %7, %3756
  %4960 = fmul contract float %8, %3023
  %4961 = fadd contract float %4959, %4960
  %4962 = select contract i1 %3868, float %4958, float %4961
  %4963 = fmul contract float %7, %3759
  %4964 = fmul contract float %7, %3759
  %4965 = fmul contract float %8, %3025
  %4966 = fadd contract float %4964, %4965
  %4967 = select contract i1 %3868, float %4963, float %4966
  %4968 = fmul contract float %7, %3762
  %4969 = fmul contract float %7, %3762
  %4970 = fmul contract float %8, %3027
  %4971 = fadd contract float %4969, %4970
  %4972 = select contract i1 %3868, float %4968, float %4971
  %4973 = fmul contract float %7, %3765
  %4974 = fmul contract float %7, %3765
  %4975 = fmul contract float %8, %3029
  %4976 = fadd contract float %4974, %4975
  %4977 = select contract i1 %3868, float %4973, float %4976
  %4978 = fmul contract float %7, %3768
  %4979 = fmul contract float %7, %3768
  %4980 = fmul contract float %8, %3031
  %4981 = fadd contract float %4979, %4980
  %4982 = select contract i1 %3868, float %4978, float %4981
  %4983 = fmul contract float %7, %3771
  %4984 = fmul contract float %7, %3771
  %4985 = fmul contract float %8, %3033
  %4986 = fadd contract float %4984, %4985
  %4987 = select contract i1 %3868, float %4983, float %4986
  %4988 = fmul contract float %7, %3774
  %4989 = fmul contract float %7, %3774
  %4990 = fmul contract float %8, %3035
  %4991 = fadd contract float %4989, %4990
  %4992 = select contract i1 %3868, float %4988, float %4991
  %4993 = fmul contract float %7, %3777
  %4994 = fmul contract float %7, %3777
  %4995 = fmul contract float %8, %3037
  %4996 = fadd contract float %4994, %4995
  %4997 = select contract i1 %3868, float %4993, float %4996
  %4998 = fmul contract float %7, %3780
  %4999 = fmul contract float %7, %3780
  %5000 = fmul contract float %8, %3039
  %5001 = fadd contract float %4999, %5000
  %5002 = select contract i1 %3868, float %4998, float %5001
  %5003 = fmul contract float %7, %3783
  %5004 = fmul contract float %7, %3783
  %5005 = fmul contract float %8, %3041
  %5006 = fadd contract float %5004, %5005
  %5007 = select contract i1 %3868, float %5003, float %5006
  %5008 = fmul contract float %7, %3786
  %5009 = fmul contract float %7, %3786
  %5010 = fmul contract float %8, %3043
  %5011 = fadd contract float %5009, %5010
  %5012 = select contract i1 %3868, float %5008, float %5011
  %5013 = fmul contract float %7, %3789
  %5014 = fmul contract float %7, %3789
  %5015 = fmul contract float %8, %3045
  %5016 = fadd contract float %5014, %5015
  %5017 = select contract i1 %3868, float %5013, float %5016
  %5018 = fmul contract float %7, %3792
  %5019 = fmul contract float %7, %3792
  %5020 = fmul contract float %8, %3047
  %5021 = fadd contract float %5019, %5020
  %5022 = select contract i1 %3868, float %5018, float %5021
  %5023 = fmul contract float %7, %3795
  %5024 = fmul contract float %7, %3795
  %5025 = fmul contract float %8, %3049
  %5026 = fadd contract float %5024, %5025
  %5027 = select contract i1 %3868, float %5023, float %5026
  %5028 = fmul contract float %7, %3798
  %5029 = fmul contract float %7, %3798
  %5030 = fmul contract float %8, %3051
  %5031 = fadd contract float %5029, %5030
  %5032 = select contract i1 %3868, float %5028, float %5031
  %5033 = fmul contract float %7, %3801
  %5034 = fmul contract float %7, %3801
  %5035 = fmul contract float %8, %3053
  %5036 = fadd contract float %5034, %5035
  %5037 = select contract i1 %3868, float %5033, float %5036
  %5038 = fmul contract float %7, %3804
  %5039 = fmul contract float %7, %3804
  %5040 = fmul contract float %8, %3055
  %5041 = fadd contract float %5039, %5040
  %5042 = select contract i1 %3868, float %5038, float %5041
  %5043 = fmul contract float %7, %3807
  %5044 = fmul contract float %7, %3807
  %5045 = fmul contract float %8, %3057
  %5046 = fadd contract float %5044, %5045
  %5047 = select contract i1 %3868, float %5043, float %5046
  %5048 = fmul contract float %7, %3810
  %5049 = fmul contract float %7, %3810
  %5050 = fmul contract float %8, %3059
  %5051 = fadd contract float %5049, %5050
  %5052 = select contract i1 %3868, float %5048, float %5051
  %5053 = fmul contract float %7, %3813
  %5054 = fmul contract float %7, %3813
  %5055 = fmul contract float %8, %3061
  %5056 = fadd contract float %5054, %5055
  %5057 = select contract i1 %3868, float %5053, float %5056
  %5058 = fmul contract float %7, %3816
  %5059 = fmul contract float %7, %3816
  %5060 = fmul contract float %8, %3063
  %5061 = fadd contract float %5059, %5060
  %5062 = select contract i1 %3868, float %5058, float %5061
  %5063 = fmul contract float %7, %3819
  %5064 = fmul contract float %7, %3819
  %5065 = fmul contract float %8, %3065
  %5066 = fadd contract float %5064, %5065
  %5067 = select contract i1 %3868, float %5063, float %5066
  %5068 = fmul contract float %7, %3822
  %5069 = fmul contract float %7, %3822
  %5070 = fmul contract float %8, %3067
  %5071 = fadd contract float %5069, %5070
  %5072 = select contract i1 %3868, float %5068, float %5071
  %5073 = fmul contract float %7, %3825
  %5074 = fmul contract float %7, %3825
  %5075 = fmul contract float %8, %3069
  %5076 = fadd contract float %5074, %5075
  %5077 = select contract i1 %3868, float %5073, float %5076
  %5078 = fmul contract float %7, %3828
  %5079 = fmul contract float %7, %3828
  %5080 = fmul contract float %8, %3071
  %5081 = fadd contract float %5079, %5080
  %5082 = select contract i1 %3868, float %5078, float %5081
  %5083 = fmul contract float %7, %3831
  %5084 = fmul contract float %7, %3831
  %5085 = fmul contract float %8, %3073
  %5086 = fadd contract float %5084, %5085
  %5087 = select contract i1 %3868, float %5083, float %5086
  %5088 = fmul contract float %7, %3834
  %5089 = fmul contract float %7, %3834
  %5090 = fmul contract float %8, %3075
  %5091 = fadd contract float %5089, %5090
  %5092 = select contract i1 %3868, float %5088, float %5091
  %5093 = fmul contract float %7, %3837
  %5094 = fmul contract float %7, %3837
  %5095 = fmul contract float %8, %3077
  %5096 = fadd contract float %5094, %5095
  %5097 = select contract i1 %3868, float %5093, float %5096
  %5098 = fmul contract float %7, %3840
  %5099 = fmul contract float %7, %3840
  %5100 = fmul contract float %8, %3079
  %5101 = fadd contract float %5099, %5100
  %5102 = select contract i1 %3868, float %5098, float %5101
  %5103 = fmul contract float %7, %3843
  %5104 = fmul contract float %7, %3843
  %5105 = fmul contract float %8, %3081
  %5106 = fadd contract float %5104, %5105
  %5107 = select contract i1 %3868, float %5103, float %5106
  %5108 = fmul contract float %7, %3846
  %5109 = fmul contract float %7, %3846
  %5110 = fmul contract float %8, %3083
  %5111 = fadd contract float %5109, %5110
  %5112 = select contract i1 %3868, float %5108, float %5111
  %5113 = fmul contract float %7, %3849
  %5114 = fmul contract float %7, %3849
  %5115 = fmul contract float %8, %3085
  %5116 = fadd contract float %5114, %5115
  %5117 = select contract i1 %3868, float %5113, float %5116
  %5118 = fmul contract float %7, %3852
  %5119 = fmul contract float %7, %3852
  %5120 = fmul contract float %8, %3087
  %5121 = fadd contract float %5119, %5120
  %5122 = select contract i1 %3868, float %5118, float %5121
  %5123 = fmul contract float %7, %3855
  %5124 = fmul contract float %7, %3855
  %5125 = fmul contract float %8, %3089
  %5126 = fadd contract float %5124, %5125
  %5127 = select contract i1 %3868, float %5123, float %5126
  %5128 = fmul contract float %7, %3858
  %5129 = fmul contract float %7, %3858
  %5130 = fmul contract float %8, %3091
  %5131 = fadd contract float %5129, %5130
  %5132 = select contract i1 %3868, float %5128, float %5131
  %5133 = fmul contract float %7, %3861
  %5134 = fmul contract float %7, %3861
  %5135 = fmul contract float %8, %3093
  %5136 = fadd contract float %5134, %5135
  %5137 = select contract i1 %3868, float %5133, float %5136
  %5138 = fmul contract float %7, %3864
  %5139 = fmul contract float %7, %3864
  %5140 = fmul contract float %8, %3095
  %5141 = fadd contract float %5139, %5140
  %5142 = select contract i1 %3868, float %5138, float %5141
  %5143 = fmul contract float %7, %3867
  %5144 = fmul contract float %7, %3867
  %5145 = fmul contract float %8, %3097
  %5146 = fadd contract float %5144, %5145
  %5147 = select contract i1 %3868, float %5143, float %5146
  %5148 = mul i32 %438, %430
  %5149 = zext i32 %5148 to i64
  %5150 = getelementptr inbounds nuw float, ptr %437, i64 %5149
  store float %3872, ptr %5150, align 16, !tbaa !29
  %5151 = getelementptr inbounds nuw i8, ptr %5150, i64 4
  store float %3877, ptr %5151, align 4, !tbaa !29
  %5152 = getelementptr inbounds nuw i8, ptr %5150, i64 8
  store float %3882, ptr %5152, align 8, !tbaa !29
  %5153 = getelementptr inbounds nuw i8, ptr %5150, i64 12
  store float %3887, ptr %5153, align 4, !tbaa !29
  %5154 = getelementptr inbounds nuw i8, ptr %5150, i64 16
  store float %3892, ptr %5154, align 16, !tbaa !29
  %5155 = getelementptr inbounds nuw i8, ptr %5150, i64 20
  store float %3897, ptr %5155, align 4, !tbaa !29
  %5156 = getelementptr inbounds nuw i8, ptr %5150, i64 24
  store float %3902, ptr %5156, align 8, !tbaa !29
  %5157 = getelementptr inbounds nuw i8, ptr %5150, i64 28
  store float %3907, ptr %5157, align 4, !tbaa !29
  %5158 = getelementptr inbounds nuw i8, ptr %5150, i64 32
  store float %3912, ptr %5158, align 16, !tbaa !29
  %5159 = getelementptr inbounds nuw i8, ptr %5150, i64 36
  store float %3917, ptr %5159, align 4, !tbaa !29
  %5160 = getelementptr inbounds nuw i8, ptr %5150, i64 40
  store float %3922, ptr %5160, align 8, !tbaa !29
  %5161 = getelementptr inbounds nuw i8, ptr %5150, i64 44
  store float %3927, ptr %5161, align 4, !tbaa !29
  %5162 = getelementptr inbounds nuw i8, ptr %5150, i64 48
  store float %3932, ptr %5162, align 16, !tbaa !29
  %5163 = getelementptr inbounds nuw i8, ptr %5150, i64 52
  store float %3937, ptr %5163, align 4, !tbaa !29
  %5164 = getelementptr inbounds nuw i8, ptr %5150, i64 56
  store float %3942, ptr %5164, align 8, !tbaa !29
  %5165 = getelementptr inbounds nuw i8, ptr %5150, i64 60
  store float %3947, ptr %5165, align 4, !tbaa !29
  %5166 = getelementptr inbounds nuw i8, ptr %5150, i64 64
  store float %3952, ptr %5166, align 16, !tbaa !29
  %5167 = getelementptr inbounds nuw i8, ptr %5150, i64 68
  store float %3957, ptr %5167, align 4, !tbaa !29
  %5168 = getelementptr inbounds nuw i8, ptr %5150, i64 72
  store float %3962, ptr %5168, align 8, !tbaa !29
  %5169 = getelementptr inbounds nuw i8, ptr %5150, i64 76
  store float %3967, ptr %5169, align 4, !tbaa !29
  %5170 = getelementptr inbounds nuw i8, ptr %5150, i64 80
  store float %3972, ptr %5170, align 16, !tbaa !29
  %5171 = getelementptr inbounds nuw i8, ptr %5150, i64 84
  store float %3977, ptr %5171, align 4, !tbaa !29
  %5172 = getelementptr inbounds nuw i8, ptr %5150, i64 88
  store float %3982, ptr %5172, align 8, !tbaa !29
  %5173 = getelementptr inbounds nuw i8, ptr %5150, i64 92
  store float %3987, ptr %5173, align 4, !tbaa !29
  %5174 = getelementptr inbounds nuw i8, ptr %5150, i64 96
  store float %3992, ptr %5174, align 16, !tbaa !29
  %5175 = getelementptr inbounds nuw i8, ptr %5150, i64 100
  store float %3997, ptr %5175, align 4, !tbaa !29
  %5176 = getelementptr inbounds nuw i8, ptr %5150, i64 104
  store float %4002, ptr %5176, align 8, !tbaa !29
  %5177 = getelementptr inbounds nuw i8, ptr %5150, i64 108
  store float %4007, ptr %5177, align 4, !tbaa !29
  %5178 = getelementptr inbounds nuw i8, ptr %5150, i64 112
  store float %4012, ptr %5178, align 16, !tbaa !29
  %5179 = getelementptr inbounds nuw i8, ptr %5150, i64 116
  store float %4017, ptr %5179, align 4, !tbaa !29
  %5180 = getelementptr inbounds nuw i8, ptr %5150, i64 120
  store float %4022, ptr %5180, align 8, !tbaa !29
  %5181 = getelementptr inbounds nuw i8, ptr %5150, i64 124
  store float %4027, ptr %5181, align 4, !tbaa !29
  %5182 = getelementptr inbounds nuw i8, ptr %5150, i64 128
  store float %4032, ptr %5182, align 16, !tbaa !29
  %5183 = getelementptr inbounds nuw i8, ptr %5150, i64 132
  store float %4037, ptr %5183, align 4, !tbaa !29
  %5184 = getelementptr inbounds nuw i8, ptr %5150, i64 136
  store float %4042, ptr %5184, align 8, !tbaa !29
  %5185 = getelementptr inbounds nuw i8, ptr %5150, i64 140
  store float %4047, ptr %5185, align 4, !tbaa !29
  %5186 = getelementptr inbounds nuw i8, ptr %5150, i64 144
  store float %4052, ptr %5186, align 16, !tbaa !29
  %5187 = getelementptr inbounds nuw i8, ptr %5150, i64 148
  store float %4057, ptr %5187, align 4, !tbaa !29
  %5188 = getelementptr inbounds nuw i8, ptr %5150, i64 152
  store float %4062, ptr %5188, align 8, !tbaa !29
  %5189 = getelementptr inbounds nuw i8, ptr %5150, i64 156
  store float %4067, ptr %5189, align 4, !tbaa !29
  %5190 = getelementptr inbounds nuw i8, ptr %5150, i64 160
  store float %4072, ptr %5190, align 16, !tbaa !29
  %5191 = getelementptr inbounds nuw i8, ptr %5150, i64 164
  store float %4077, ptr %5191, align 4, !tbaa !29
  %5192 = getelementptr inbounds nuw i8, ptr %5150, i64 168
  store float %4082, ptr %5192, align 8, !tbaa !29
  %5193 = getelementptr inbounds nuw i8, ptr %5150, i64 172
  store float %4087, ptr %5193, align 4, !tbaa !29
  %5194 = getelementptr inbounds nuw i8, ptr %5150, i64 176
  store float %4092, ptr %5194, align 16, !tbaa !29
  %5195 = getelementptr inbounds nuw i8, ptr %5150, i64 180
  store float %4097, ptr %5195, align 4, !tbaa !29
  %5196 = getelementptr inbounds nuw i8, ptr %5150, i64 184
  store float %4102, ptr %5196, align 8, !tbaa !29
  %5197 = getelementptr inbounds nuw i8, ptr %5150, i64 188
  store float %4107, ptr %5197, align 4, !tbaa !29
  %5198 = getelementptr inbounds nuw i8, ptr %5150, i64 192
  store float %4112, ptr %5198, align 16, !tbaa !29
  %5199 = getelementptr inbounds nuw i8, ptr %5150, i64 196
  store float %4117, ptr %5199, align 4, !tbaa !29
  %5200 = getelementptr inbounds nuw i8, ptr %5150, i64 200
  store float %4122, ptr %5200, align 8, !tbaa !29
  %5201 = getelementptr inbounds nuw i8, ptr %5150, i64 204
  store float %4127, ptr %5201, align 4, !tbaa !29
  %5202 = getelementptr inbounds nuw i8, ptr %5150, i64 208
  store float %4132, ptr %5202, align 16, !tbaa !29
  %5203 = getelementptr inbounds nuw i8, ptr %5150, i64 212
  store float %4137, ptr %5203, align 4, !tbaa !29
  %5204 = getelementptr inbounds nuw i8, ptr %5150, i64 216
  store float %4142, ptr %5204, align 8, !tbaa !29
  %5205 = getelementptr inbounds nuw i8, ptr %5150, i64 220
  store float %4147, ptr %5205, align 4, !tbaa !29
  %5206 = getelementptr inbounds nuw i8, ptr %5150, i64 224
  store float %4152, ptr %5206, align 16, !tbaa !29
  %5207 = getelementptr inbounds nuw i8, ptr %5150, i64 228
  store float %4157, ptr %5207, align 4, !tbaa !29
  %5208 = getelementptr inbounds nuw i8, ptr %5150, i64 232
  store float %4162, ptr %5208, align 8, !tbaa !29
  %5209 = getelementptr inbounds nuw i8, ptr %5150, i64 236
  store float %4167, ptr %5209, align 4, !tbaa !29
  %5210 = getelementptr inbounds nuw i8, ptr %5150, i64 240
  store float %4172, ptr %5210, align 16, !tbaa !29
  %5211 = getelementptr inbounds nuw i8, ptr %5150, i64 244
  store float %4177, ptr %5211, align 4, !tbaa !29
  %5212 = getelementptr inbounds nuw i8, ptr %5150, i64 248
  store float %4182, ptr %5212, align 8, !tbaa !29
  %5213 = getelementptr inbounds nuw i8, ptr %5150, i64 252
  store float %4187, ptr %5213, align 4, !tbaa !29
  %5214 = getelementptr inbounds nuw i8, ptr %5150, i64 256
  store float %4192, ptr %5214, align 16, !tbaa !29
  %5215 = getelementptr inbounds nuw i8, ptr %5150, i64 260
  store float %4197, ptr %5215, align 4, !tbaa !29
  %5216 = getelementptr inbounds nuw i8, ptr %5150, i64 264
  store float %4202, ptr %5216, align 8, !tbaa !29
  %5217 = getelementptr inbounds nuw i8, ptr %5150, i64 268
  store float %4207, ptr %5217, align 4, !tbaa !29
  %5218 = getelementptr inbounds nuw i8, ptr %5150, i64 272
  store float %4212, ptr %5218, align 16, !tbaa !29
  %5219 = getelementptr inbounds nuw i8, ptr %5150, i64 276
  store float %4217, ptr %5219, align 4, !tbaa !29
  %5220 = getelementptr inbounds nuw i8, ptr %5150, i64 280
  store float %4222, ptr %5220, align 8, !tbaa !29
  %5221 = getelementptr inbounds nuw i8, ptr %5150, i64 284
  store float %4227, ptr %5221, align 4, !tbaa !29
  %5222 = getelementptr inbounds nuw i8, ptr %5150, i64 288
  store float %4232, ptr %5222, align 16, !tbaa !29
  %5223 = getelementptr inbounds nuw i8, ptr %5150, i64 292
  store float %4237, ptr %5223, align 4, !tbaa !29
  %5224 = getelementptr inbounds nuw i8, ptr %5150, i64 296
  store float %4242, ptr %5224, align 8, !tbaa !29
  %5225 = getelementptr inbounds nuw i8, ptr %5150, i64 300
  store float %4247, ptr %5225, align 4, !tbaa !29
  %5226 = getelementptr inbounds nuw i8, ptr %5150, i64 304
  store float %4252, ptr %5226, align 16, !tbaa !29
  %5227 = getelementptr inbounds nuw i8, ptr %5150, i64 308
  store float %4257, ptr %5227, align 4, !tbaa !29
  %5228 = getelementptr inbounds nuw i8, ptr %5150, i64 312
  store float %4262, ptr %5228, align 8, !tbaa !29
  %5229 = getelementptr inbounds nuw i8, ptr %5150, i64 316
  store float %4267, ptr %5229, align 4, !tbaa !29
  %5230 = getelementptr inbounds nuw i8, ptr %5150, i64 320
  store float %4272, ptr %5230, align 16, !tbaa !29
  %5231 = getelementptr inbounds nuw i8, ptr %5150, i64 324
  store float %4277, ptr %5231, align 4, !tbaa !29
  %5232 = getelementptr inbounds nuw i8, ptr %5150, i64 328
  store float %4282, ptr %5232, align 8, !tbaa !29
  %5233 = getelementptr inbounds nuw i8, ptr %5150, i64 332
  store float %4287, ptr %5233, align 4, !tbaa !29
  %5234 = getelementptr inbounds nuw i8, ptr %5150, i64 336
  store float %4292, ptr %5234, align 16, !tbaa !29
  %5235 = getelementptr inbounds nuw i8, ptr %5150, i64 340
  store float %4297, ptr %5235, align 4, !tbaa !29
  %5236 = getelementptr inbounds nuw i8, ptr %5150, i64 344
  store float %4302, ptr %5236, align 8, !tbaa !29
  %5237 = getelementptr inbounds nuw i8, ptr %5150, i64 348
  store float %4307, ptr %5237, align 4, !tbaa !29
  %5238 = getelementptr inbounds nuw i8, ptr %5150, i64 352
  store float %4312, ptr %5238, align 16, !tbaa !29
  %5239 = getelementptr inbounds nuw i8, ptr %5150, i64 356
  store float %4317, ptr %5239, align 4, !tbaa !29
  %5240 = getelementptr inbounds nuw i8, ptr %5150, i64 360
  store float %4322, ptr %5240, align 8, !tbaa !29
  %5241 = getelementptr inbounds nuw i8, ptr %5150, i64 364
  store float %4327, ptr %5241, align 4, !tbaa !29
  %5242 = getelementptr inbounds nuw i8, ptr %5150, i64 368
  store float %4332, ptr %5242, align 16, !tbaa !29
  %5243 = getelementptr inbounds nuw i8, ptr %5150, i64 372
  store float %4337, ptr %5243, align 4, !tbaa !29
  %5244 = getelementptr inbounds nuw i8, ptr %5150, i64 376
  store float %4342, ptr %5244, align 8, !tbaa !29
  %5245 = getelementptr inbounds nuw i8, ptr %5150, i64 380
  store float %4347, ptr %5245, align 4, !tbaa !29
  %5246 = getelementptr inbounds nuw i8, ptr %5150, i64 384
  store float %4352, ptr %5246, align 16, !tbaa !29
  %5247 = getelementptr inbounds nuw i8, ptr %5150, i64 388
  store float %4357, ptr %5247, align 4, !tbaa !29
  %5248 = getelementptr inbounds nuw i8, ptr %5150, i64 392
  store float %4362, ptr %5248, align 8, !tbaa !29
  %5249 = getelementptr inbounds nuw i8, ptr %5150, i64 396
  store float %4367, ptr %5249, align 4, !tbaa !29
  %5250 = getelementptr inbounds nuw i8, ptr %5150, i64 400
  store float %4372, ptr %5250, align 16, !tbaa !29
  %5251 = getelementptr inbounds nuw i8, ptr %5150, i64 404
  store float %4377, ptr %5251, align 4, !tbaa !29
  %5252 = getelementptr inbounds nuw i8, ptr %5150, i64 408
  store float %4382, ptr %5252, align 8, !tbaa !29
  %5253 = getelementptr inbounds nuw i8, ptr %5150, i64 412
  store float %4387, ptr %5253, align 4, !tbaa !29
  %5254 = getelementptr inbounds nuw i8, ptr %5150, i64 416
  store float %4392, ptr %5254, align 16, !tbaa !29
  %5255 = getelementptr inbounds nuw i8, ptr %5150, i64 420
  store float %4397, ptr %5255, align 4, !tbaa !29
  %5256 = getelementptr inbounds nuw i8, ptr %5150, i64 424
  store float %4402, ptr %5256, align 8, !tbaa !29
  %5257 = getelementptr inbounds nuw i8, ptr %5150, i64 428
  store float %4407, ptr %5257, align 4, !tbaa !29
  %5258 = getelementptr inbounds nuw i8, ptr %5150, i64 432
  store float %4412, ptr %5258, align 16, !tbaa !29
  %5259 = getelementptr inbounds nuw i8, ptr %5150, i64 436
  store float %4417, ptr %5259, align 4, !tbaa !29
  %5260 = getelementptr inbounds nuw i8, ptr %5150, i64 440
  store float %4422, ptr %5260, align 8, !tbaa !29
  %5261 = getelementptr inbounds nuw i8, ptr %5150, i64 444
  store float %4427, ptr %5261, align 4, !tbaa !29
  %5262 = getelementptr inbounds nuw i8, ptr %5150, i64 448
  store float %4432, ptr %5262, align 16, !tbaa !29
  %5263 = getelementptr inbounds nuw i8, ptr %5150, i64 452
  store float %4437, ptr %5263, align 4, !tbaa !29
  %5264 = getelementptr inbounds nuw i8, ptr %5150, i64 456
  store float %4442, ptr %5264, align 8, !tbaa !29
  %5265 = getelementptr inbounds nuw i8, ptr %5150, i64 460
  store float %4447, ptr %5265, align 4, !tbaa !29
  %5266 = getelementptr inbounds nuw i8, ptr %5150, i64 464
  store float %4452, ptr %5266, align 16, !tbaa !29
  %5267 = getelementptr inbounds nuw i8, ptr %5150, i64 468
  store float %4457, ptr %5267, align 4, !tbaa !29
  %5268 = getelementptr inbounds nuw i8, ptr %5150, i64 472
  store float %4462, ptr %5268, align 8, !tbaa !29
  %5269 = getelementptr inbounds nuw i8, ptr %5150, i64 476
  store float %4467, ptr %5269, align 4, !tbaa !29
  %5270 = getelementptr inbounds nuw i8, ptr %5150, i64 480
  store float %4472, ptr %5270, align 16, !tbaa !29
  %5271 = getelementptr inbounds nuw i8, ptr %5150, i64 484
  store float %4477, ptr %5271, align 4, !tbaa !29
  %5272 = getelementptr inbounds nuw i8, ptr %5150, i64 488
  store float %4482, ptr %5272, align 8, !tbaa !29
  %5273 = getelementptr inbounds nuw i8, ptr %5150, i64 492
  store float %4487, ptr %5273, align 4, !tbaa !29
  %5274 = getelementptr inbounds nuw i8, ptr %5150, i64 496
  store float %4492, ptr %5274, align 16, !tbaa !29
  %5275 = getelementptr inbounds nuw i8, ptr %5150, i64 500
  store float %4497, ptr %5275, align 4, !tbaa !29
  %5276 = getelementptr inbounds nuw i8, ptr %5150, i64 504
  store float %4502, ptr %5276, align 8, !tbaa !29
  %5277 = getelementptr inbounds nuw i8, ptr %5150, i64 508
  store float %4507, ptr %5277, align 4, !tbaa !29
  %5278 = getelementptr inbounds nuw i8, ptr %5150, i64 512
  store float %4512, ptr %5278, align 16, !tbaa !29
  %5279 = getelementptr inbounds nuw i8, ptr %5150, i64 516
  store float %4517, ptr %5279, align 4, !tbaa !29
  %5280 = getelementptr inbounds nuw i8, ptr %5150, i64 520
  store float %4522, ptr %5280, align 8, !tbaa !29
  %5281 = getelementptr inbounds nuw i8, ptr %5150, i64 524
  store float %4527, ptr %5281, align 4, !tbaa !29
  %5282 = getelementptr inbounds nuw i8, ptr %5150, i64 528
  store float %4532, ptr %5282, align 16, !tbaa !29
  %5283 = getelementptr inbounds nuw i8, ptr %5150, i64 532
  store float %4537, ptr %5283, align 4, !tbaa !29
  %5284 = getelementptr inbounds nuw i8, ptr %5150, i64 536
  store float %4542, ptr %5284, align 8, !tbaa !29
  %5285 = getelementptr inbounds nuw i8, ptr %5150, i64 540
  store float %4547, ptr %5285, align 4, !tbaa !29
  %5286 = getelementptr inbounds nuw i8, ptr %5150, i64 544
  store float %4552, ptr %5286, align 16, !tbaa !29
  %5287 = getelementptr inbounds nuw i8, ptr %5150, i64 548
  store float %4557, ptr %5287, align 4, !tbaa !29
  %5288 = getelementptr inbounds nuw i8, ptr %5150, i64 552
  store float %4562, ptr %5288, align 8, !tbaa !29
  %5289 = getelementptr inbounds nuw i8, ptr %5150, i64 556
  store float %4567, ptr %5289, align 4, !tbaa !29
  %5290 = getelementptr inbounds nuw i8, ptr %5150, i64 560
  store float %4572, ptr %5290, align 16, !tbaa !29
  %5291 = getelementptr inbounds nuw i8, ptr %5150, i64 564
  store float %4577, ptr %5291, align 4, !tbaa !29
  %5292 = getelementptr inbounds nuw i8, ptr %5150, i64 568
  store float %4582, ptr %5292, align 8, !tbaa !29
  %5293 = getelementptr inbounds nuw i8, ptr %5150, i64 572
  store float %4587, ptr %5293, align 4, !tbaa !29
  %5294 = getelementptr inbounds nuw i8, ptr %5150, i64 576
  store float %4592, ptr %5294, align 16, !tbaa !29
  %5295 = getelementptr inbounds nuw i8, ptr %5150, i64 580
  store float %4597, ptr %5295, align 4, !tbaa !29
  %5296 = getelementptr inbounds nuw i8, ptr %5150, i64 584
  store float %4602, ptr %5296, align 8, !tbaa !29
  %5297 = getelementptr inbounds nuw i8, ptr %5150, i64 588
  store float %4607, ptr %5297, align 4, !tbaa !29
  %5298 = getelementptr inbounds nuw i8, ptr %5150, i64 592
  store float %4612, ptr %5298, align 16, !tbaa !29
  %5299 = getelementptr inbounds nuw i8, ptr %5150, i64 596
  store float %4617, ptr %5299, align 4, !tbaa !29
  %5300 = getelementptr inbounds nuw i8, ptr %5150, i64 600
  store float %4622, ptr %5300, align 8, !tbaa !29
  %5301 = getelementptr inbounds nuw i8, ptr %5150, i64 604
  store float %4627, ptr %5301, align 4, !tbaa !29
  %5302 = getelementptr inbounds nuw i8, ptr %5150, i64 608
  store float %4632, ptr %5302, align 16, !tbaa !29
  %5303 = getelementptr inbounds nuw i8, ptr %5150, i64 612
  store float %4637, ptr %5303, align 4, !tbaa !29
  %5304 = getelementptr inbounds nuw i8, ptr %5150, i64 616
  store float %4642, ptr %5304, align 8, !tbaa !29
  %5305 = getelementptr inbounds nuw i8, ptr %5150, i64 620
  store float %4647, ptr %5305, align 4, !tbaa !29
  %5306 = getelementptr inbounds nuw i8, ptr %5150, i64 624
  store float %4652, ptr %5306, align 16, !tbaa !29
  %5307 = getelementptr inbounds nuw i8, ptr %5150, i64 628
  store float %4657, ptr %5307, align 4, !tbaa !29
  %5308 = getelementptr inbounds nuw i8, ptr %5150, i64 632
  store float %4662, ptr %5308, align 8, !tbaa !29
  %5309 = getelementptr inbounds nuw i8, ptr %5150, i64 636
  store float %4667, ptr %5309, align 4, !tbaa !29
  %5310 = getelementptr inbounds nuw i8, ptr %5150, i64 640
  store float %4672, ptr %5310, align 16, !tbaa !29
  %5311 = getelementptr inbounds nuw i8, ptr %5150, i64 644
  store float %4677, ptr %5311, align 4, !tbaa !29
  %5312 = getelementptr inbounds nuw i8, ptr %5150, i64 648
  store float %4682, ptr %5312, align 8, !tbaa !29
  %5313 = getelementptr inbounds nuw i8, ptr %5150, i64 652
  store float %4687, ptr %5313, align 4, !tbaa !29
  %5314 = getelementptr inbounds nuw i8, ptr %5150, i64 656
  store float %4692, ptr %5314, align 16, !tbaa !29
  %5315 = getelementptr inbounds nuw i8, ptr %5150, i64 660
  store float %4697, ptr %5315, align 4, !tbaa !29
  %5316 = getelementptr inbounds nuw i8, ptr %5150, i64 664
  store float %4702, ptr %5316, align 8, !tbaa !29
  %5317 = getelementptr inbounds nuw i8, ptr %5150, i64 668
  store float %4707, ptr %5317, align 4, !tbaa !29
  %5318 = getelementptr inbounds nuw i8, ptr %5150, i64 672
  store float %4712, ptr %5318, align 16, !tbaa !29
  %5319 = getelementptr inbounds nuw i8, ptr %5150, i64 676
  store float %4717, ptr %5319, align 4, !tbaa !29
  %5320 = getelementptr inbounds nuw i8, ptr %5150, i64 680
  store float %4722, ptr %5320, align 8, !tbaa !29
  %5321 = getelementptr inbounds nuw i8, ptr %5150, i64 684
  store float %4727, ptr %5321, align 4, !tbaa !29
  %5322 = getelementptr inbounds nuw i8, ptr %5150, i64 688
  store float %4732, ptr %5322, align 16, !tbaa !29
  %5323 = getelementptr inbounds nuw i8, ptr %5150, i64 692
  store float %4737, ptr %5323, align 4, !tbaa !29
  %5324 = getelementptr inbounds nuw i8, ptr %5150, i64 696
  store float %4742, ptr %5324, align 8, !tbaa !29
  %5325 = getelementptr inbounds nuw i8, ptr %5150, i64 700
  store float %4747, ptr %5325, align 4, !tbaa !29
  %5326 = getelementptr inbounds nuw i8, ptr %5150, i64 704
  store float %4752, ptr %5326, align 16, !tbaa !29
  %5327 = getelementptr inbounds nuw i8, ptr %5150, i64 708
  store float %4757, ptr %5327, align 4, !tbaa !29
  %5328 = getelementptr inbounds nuw i8, ptr %5150, i64 712
  store float %4762, ptr %5328, align 8, !tbaa !29
  %5329 = getelementptr inbounds nuw i8, ptr %5150, i64 716
  store float %4767, ptr %5329, align 4, !tbaa !29
  %5330 = getelementptr inbounds nuw i8, ptr %5150, i64 720
  store float %4772, ptr %5330, align 16, !tbaa !29
  %5331 = getelementptr inbounds nuw i8, ptr %5150, i64 724
  store float %4777, ptr %5331, align 4, !tbaa !29
  %5332 = getelementptr inbounds nuw i8, ptr %5150, i64 728
  store float %4782, ptr %5332, align 8, !tbaa !29
  %5333 = getelementptr inbounds nuw i8, ptr %5150, i64 732
  store float %4787, ptr %5333, align 4, !tbaa !29
  %5334 = getelementptr inbounds nuw i8, ptr %5150, i64 736
  store float %4792, ptr %5334, align 16, !tbaa !29
  %5335 = getelementptr inbounds nuw i8, ptr %5150, i64 740
  store float %4797, ptr %5335, align 4, !tbaa !29
  %5336 = getelementptr inbounds nuw i8, ptr %5150, i64 744
  store float %4802, ptr %5336, align 8, !tbaa !29
  %5337 = getelementptr inbounds nuw i8, ptr %5150, i64 748
  store float %4807, ptr %5337, align 4, !tbaa !29
  %5338 = getelementptr inbounds nuw i8, ptr %5150, i64 752
  store float %4812, ptr %5338, align 16, !tbaa !29
  %5339 = getelementptr inbounds nuw i8, ptr %5150, i64 756
  store float %4817, ptr %5339, align 4, !tbaa !29
  %5340 = getelementptr inbounds nuw i8, ptr %5150, i64 760
  store float %4822, ptr %5340, align 8, !tbaa !29
  %5341 = getelementptr inbounds nuw i8, ptr %5150, i64 764
  store float %4827, ptr %5341, align 4, !tbaa !29
  %5342 = getelementptr inbounds nuw i8, ptr %5150, i64 768
  store float %4832, ptr %5342, align 16, !tbaa !29
  %5343 = getelementptr inbounds nuw i8, ptr %5150, i64 772
  store float %4837, ptr %5343, align 4, !tbaa !29
  %5344 = getelementptr inbounds nuw i8, ptr %5150, i64 776
  store float %4842, ptr %5344, align 8, !tbaa !29
  %5345 = getelementptr inbounds nuw i8, ptr %5150, i64 780
  store float %4847, ptr %5345, align 4, !tbaa !29
  %5346 = getelementptr inbounds nuw i8, ptr %5150, i64 784
  store float %4852, ptr %5346, align 16, !tbaa !29
  %5347 = getelementptr inbounds nuw i8, ptr %5150, i64 788
  store float %4857, ptr %5347, align 4, !tbaa !29
  %5348 = getelementptr inbounds nuw i8, ptr %5150, i64 792
  store float %4862, ptr %5348, align 8, !tbaa !29
  %5349 = getelementptr inbounds nuw i8, ptr %5150, i64 796
  store float %4867, ptr %5349, align 4, !tbaa !29
  %5350 = getelementptr inbounds nuw i8, ptr %5150, i64 800
  store float %4872, ptr %5350, align 16, !tbaa !29
  %5351 = getelementptr inbounds nuw i8, ptr %5150, i64 804
  store float %4877, ptr %5351, align 4, !tbaa !29
  %5352 = getelementptr inbounds nuw i8, ptr %5150, i64 808
  store float %4882, ptr %5352, align 8, !tbaa !29
  %5353 = getelementptr inbounds nuw i8, ptr %5150, i64 812
  store float %4887, ptr %5353, align 4, !tbaa !29
  %5354 = getelementptr inbounds nuw i8, ptr %5150, i64 816
  store float %4892, ptr %5354, align 16, !tbaa !29
  %5355 = getelementptr inbounds nuw i8, ptr %5150, i64 820
  store float %4897, ptr %5355, align 4, !tbaa !29
  %5356 = getelementptr inbounds nuw i8, ptr %5150, i64 824
  store float %4902, ptr %5356, align 8, !tbaa !29
  %5357 = getelementptr inbounds nuw i8, ptr %5150, i64 828
  store float %4907, ptr %5357, align 4, !tbaa !29
  %5358 = getelementptr inbounds nuw i8, ptr %5150, i64 832
  store float %4912, ptr %5358, align 16, !tbaa !29
  %5359 = getelementptr inbounds nuw i8, ptr %5150, i64 836
  store float %4917, ptr %5359, align 4, !tbaa !29
  %5360 = getelementptr inbounds nuw i8, ptr %5150, i64 840
  store float %4922, ptr %5360, align 8, !tbaa !29
  %5361 = getelementptr inbounds nuw i8, ptr %5150, i64 844
  store float %4927, ptr %5361, align 4, !tbaa !29
  %5362 = getelementptr inbounds nuw i8, ptr %5150, i64 848
  store float %4932, ptr %5362, align 16, !tbaa !29
  %5363 = getelementptr inbounds nuw i8, ptr %5150, i64 852
  store float %4937, ptr %5363, align 4, !tbaa !29
  %5364 = getelementptr inbounds nuw i8, ptr %5150, i64 856
  store float %4942, ptr %5364, align 8, !tbaa !29
  %5365 = getelementptr inbounds nuw i8, ptr %5150, i64 860
  store float %4947, ptr %5365, align 4, !tbaa !29
  %5366 = getelementptr inbounds nuw i8, ptr %5150, i64 864
  store float %4952, ptr %5366, align 16, !tbaa !29
  %5367 = getelementptr inbounds nuw i8, ptr %5150, i64 868
  store float %4957, ptr %5367, align 4, !tbaa !29
  %5368 = getelementptr inbounds nuw i8, ptr %5150, i64 872
  store float %4962, ptr %5368, align 8, !tbaa !29
  %5369 = getelementptr inbounds nuw i8, ptr %5150, i64 876
  store float %4967, ptr %5369, align 4, !tbaa !29
  %5370 = getelementptr inbounds nuw i8, ptr %5150, i64 880
  store float %4972, ptr %5370, align 16, !tbaa !29
  %5371 = getelementptr inbounds nuw i8, ptr %5150, i64 884
  store float %4977, ptr %5371, align 4, !tbaa !29
  %5372 = getelementptr inbounds nuw i8, ptr %5150, i64 888
  store float %4982, ptr %5372, align 8, !tbaa !29
  %5373 = getelementptr inbounds nuw i8, ptr %5150, i64 892
  store float %4987, ptr %5373, align 4, !tbaa !29
  %5374 = getelementptr inbounds nuw i8, ptr %5150, i64 896
  store float %4992, ptr %5374, align 16, !tbaa !29
  %5375 = getelementptr inbounds nuw i8, ptr %5150, i64 900
  store float %4997, ptr %5375, align 4, !tbaa !29
  %5376 = getelementptr inbounds nuw i8, ptr %5150, i64 904
  store float %5002, ptr %5376, align 8, !tbaa !29
  %5377 = getelementptr inbounds nuw i8, ptr %5150, i64 908
  store float %5007, ptr %5377, align 4, !tbaa !29
  %5378 = getelementptr inbounds nuw i8, ptr %5150, i64 912
  store float %5012, ptr %5378, align 16, !tbaa !29
  %5379 = getelementptr inbounds nuw i8, ptr %5150, i64 916
  store float %5017, ptr %5379, align 4, !tbaa !29
  %5380 = getelementptr inbounds nuw i8, ptr %5150, i64 920
  store float %5022, ptr %5380, align 8, !tbaa !29
  %5381 = getelementptr inbounds nuw i8, ptr %5150, i64 924
  store float %5027, ptr %5381, align 4, !tbaa !29
  %5382 = getelementptr inbounds nuw i8, ptr %5150, i64 928
  store float %5032, ptr %5382, align 16, !tbaa !29
  %5383 = getelementptr inbounds nuw i8, ptr %5150, i64 932
  store float %5037, ptr %5383, align 4, !tbaa !29
  %5384 = getelementptr inbounds nuw i8, ptr %5150, i64 936
  store float %5042, ptr %5384, align 8, !tbaa !29
  %5385 = getelementptr inbounds nuw i8, ptr %5150, i64 940
  store float %5047, ptr %5385, align 4, !tbaa !29
  %5386 = getelementptr inbounds nuw i8, ptr %5150, i64 944
  store float %5052, ptr %5386, align 16, !tbaa !29
  %5387 = getelementptr inbounds nuw i8, ptr %5150, i64 948
  store float %5057, ptr %5387, align 4, !tbaa !29
  %5388 = getelementptr inbounds nuw i8, ptr %5150, i64 952
  store float %5062, ptr %5388, align 8, !tbaa !29
  %5389 = getelementptr inbounds nuw i8, ptr %5150, i64 956
  store float %5067, ptr %5389, align 4, !tbaa !29
  %5390 = getelementptr inbounds nuw i8, ptr %5150, i64 960
  store float %5072, ptr %5390, align 16, !tbaa !29
  %5391 = getelementptr inbounds nuw i8, ptr %5150, i64 964
  store float %5077, ptr %5391, align 4, !tbaa !29
  %5392 = getelementptr inbounds nuw i8, ptr %5150, i64 968
  store float %5082, ptr %5392, align 8, !tbaa !29
  %5393 = getelementptr inbounds nuw i8, ptr %5150, i64 972
  store float %5087, ptr %5393, align 4, !tbaa !29
  %5394 = getelementptr inbounds nuw i8, ptr %5150, i64 976
  store float %5092, ptr %5394, align 16, !tbaa !29
  %5395 = getelementptr inbounds nuw i8, ptr %5150, i64 980
  store float %5097, ptr %5395, align 4, !tbaa !29
  %5396 = getelementptr inbounds nuw i8, ptr %5150, i64 984
  store float %5102, ptr %5396, align 8, !tbaa !29
  %5397 = getelementptr inbounds nuw i8, ptr %5150, i64 988
  store float %5107, ptr %5397, align 4, !tbaa !29
  %5398 = getelementptr inbounds nuw i8, ptr %5150, i64 992
  store float %5112, ptr %5398, align 16, !tbaa !29
  %5399 = getelementptr inbounds nuw i8, ptr %5150, i64 996
  store float %5117, ptr %5399, align 4, !tbaa !29
  %5400 = getelementptr inbounds nuw i8, ptr %5150, i64 1000
  store float %5122, ptr %5400, align 8, !tbaa !29
  %5401 = getelementptr inbounds nuw i8, ptr %5150, i64 1004
  store float %5127, ptr %5401, align 4, !tbaa !29
  %5402 = getelementptr inbounds nuw i8, ptr %5150, i64 1008
  store float %5132, ptr %5402, align 16, !tbaa !29
  %5403 = getelementptr inbounds nuw i8, ptr %5150, i64 1012
  store float %5137, ptr %5403, align 4, !tbaa !29
  %5404 = getelementptr inbounds nuw i8, ptr %5150, i64 1016
  store float %5142, ptr %5404, align 8, !tbaa !29
  %5405 = getelementptr inbounds nuw i8, ptr %5150, i64 1020
  store float %5147, ptr %5405, align 4, !tbaa !29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %819, label %5827, label %5829

5406:                                             ; preds = %1014, %5822
  %5407 = phi i32 [ 0, %1014 ], [ %5824, %5822 ]
  %5408 = phi i32 [ 0, %1014 ], [ %5825, %5822 ]
  %5409 = phi i8 [ 0, %1014 ], [ %5823, %5822 ]
  %5410 = shl nsw i32 %5408, 6
  %5411 = zext nneg i32 %5410 to i64
  %5412 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %1021, i64 %5411
  %5413 = load i16, ptr %5412, align 2, !tbaa !30
  store i16 %5413, ptr %1036, align 2, !tbaa !30
  %5414 = getelementptr inbounds i16, ptr %5412, i64 %1037
  %5415 = load i16, ptr %5414, align 2, !tbaa !30
  store i16 %5415, ptr %1043, align 2, !tbaa !30
  %5416 = getelementptr inbounds i16, ptr %5412, i64 %1045
  %5417 = load i16, ptr %5416, align 2, !tbaa !30
  store i16 %5417, ptr %1051, align 2, !tbaa !30
  %5418 = getelementptr inbounds i16, ptr %5412, i64 %1053
  %5419 = load i16, ptr %5418, align 2, !tbaa !30
  store i16 %5419, ptr %1059, align 2, !tbaa !30
  %5420 = getelementptr inbounds i16, ptr %5412, i64 %1061
  %5421 = load i16, ptr %5420, align 2, !tbaa !30
  store i16 %5421, ptr %1067, align 2, !tbaa !30
  %5422 = getelementptr inbounds i16, ptr %5412, i64 %1069
  %5423 = load i16, ptr %5422, align 2, !tbaa !30
  store i16 %5423, ptr %1075, align 2, !tbaa !30
  %5424 = getelementptr inbounds i16, ptr %5412, i64 %1077
  %5425 = load i16, ptr %5424, align 2, !tbaa !30
  store i16 %5425, ptr %1083, align 2, !tbaa !30
  %5426 = getelementptr inbounds i16, ptr %5412, i64 %1085
  %5427 = load i16, ptr %5426, align 2, !tbaa !30
  store i16 %5427, ptr %1091, align 2, !tbaa !30
  %5428 = getelementptr inbounds i16, ptr %5412, i64 %1093
  %5429 = load i16, ptr %5428, align 2, !tbaa !30
  store i16 %5429, ptr %1099, align 2, !tbaa !30
  %5430 = getelementptr inbounds i16, ptr %5412, i64 %1101
  %5431 = load i16, ptr %5430, align 2, !tbaa !30
  store i16 %5431, ptr %1107, align 2, !tbaa !30
  %5432 = getelementptr inbounds i16, ptr %5412, i64 %1109
  %5433 = load i16, ptr %5432, align 2, !tbaa !30
  store i16 %5433, ptr %1115, align 2, !tbaa !30
  %5434 = getelementptr inbounds i16, ptr %5412, i64 %1117
  %5435 = load i16, ptr %5434, align 2, !tbaa !30
  store i16 %5435, ptr %1123, align 2, !tbaa !30
  %5436 = getelementptr inbounds i16, ptr %5412, i64 %1125
  %5437 = load i16, ptr %5436, align 2, !tbaa !30
  store i16 %5437, ptr %1131, align 2, !tbaa !30
  %5438 = getelementptr inbounds i16, ptr %5412, i64 %1133
  %5439 = load i16, ptr %5438, align 2, !tbaa !30
  store i16 %5439, ptr %1139, align 2, !tbaa !30
  %5440 = getelementptr inbounds i16, ptr %5412, i64 %1141
  %5441 = load i16, ptr %5440, align 2, !tbaa !30
  store i16 %5441, ptr %1147, align 2, !tbaa !30
  %5442 = getelementptr inbounds i16, ptr %5412, i64 %1149
  %5443 = load i16, ptr %5442, align 2, !tbaa !30
  store i16 %5443, ptr %1155, align 2, !tbaa !30
  %5444 = getelementptr inbounds i16, ptr %5412, i64 %1157
  %5445 = load i16, ptr %5444, align 2, !tbaa !30
  store i16 %5445, ptr %1163, align 2, !tbaa !30
  %5446 = getelementptr inbounds i16, ptr %5412, i64 %1165
  %5447 = load i16, ptr %5446, align 2, !tbaa !30
  store i16 %5447, ptr %1171, align 2, !tbaa !30
  %5448 = getelementptr inbounds i16, ptr %5412, i64 %1173
  %5449 = load i16, ptr %5448, align 2, !tbaa !30
  store i16 %5449, ptr %1179, align 2, !tbaa !30
  %5450 = getelementptr inbounds i16, ptr %5412, i64 %1181
  %5451 = load i16, ptr %5450, align 2, !tbaa !30
  store i16 %5451, ptr %1187, align 2, !tbaa !30
  %5452 = getelementptr inbounds i16, ptr %5412, i64 %1189
  %5453 = load i16, ptr %5452, align 2, !tbaa !30
  store i16 %5453, ptr %1195, align 2, !tbaa !30
  %5454 = getelementptr inbounds i16, ptr %5412, i64 %1197
  %5455 = load i16, ptr %5454, align 2, !tbaa !30
  store i16 %5455, ptr %1203, align 2, !tbaa !30
  %5456 = getelementptr inbounds i16, ptr %5412, i64 %1205
  %5457 = load i16, ptr %5456, align 2, !tbaa !30
  store i16 %5457, ptr %1211, align 2, !tbaa !30
  %5458 = getelementptr inbounds i16, ptr %5412, i64 %1213
  %5459 = load i16, ptr %5458, align 2, !tbaa !30
  store i16 %5459, ptr %1219, align 2, !tbaa !30
  %5460 = getelementptr inbounds i16, ptr %5412, i64 %1221
  %5461 = load i16, ptr %5460, align 2, !tbaa !30
  store i16 %5461, ptr %1227, align 2, !tbaa !30
  %5462 = getelementptr inbounds i16, ptr %5412, i64 %1229
  %5463 = load i16, ptr %5462, align 2, !tbaa !30
  store i16 %5463, ptr %1235, align 2, !tbaa !30
  %5464 = getelementptr inbounds i16, ptr %5412, i64 %1237
  %5465 = load i16, ptr %5464, align 2, !tbaa !30
  store i16 %5465, ptr %1243, align 2, !tbaa !30
  %5466 = getelementptr inbounds i16, ptr %5412, i64 %1245
  %5467 = load i16, ptr %5466, align 2, !tbaa !30
  store i16 %5467, ptr %1251, align 2, !tbaa !30
  %5468 = getelementptr inbounds i16, ptr %5412, i64 %1253
  %5469 = load i16, ptr %5468, align 2, !tbaa !30
  store i16 %5469, ptr %1259, align 2, !tbaa !30
  %5470 = getelementptr inbounds i16, ptr %5412, i64 %1261
  %5471 = load i16, ptr %5470, align 2, !tbaa !30
  store i16 %5471, ptr %1267, align 2, !tbaa !30
  %5472 = getelementptr inbounds i16, ptr %5412, i64 %1269
  %5473 = load i16, ptr %5472, align 2, !tbaa !30
  store i16 %5473, ptr %1275, align 2, !tbaa !30
  %5474 = getelementptr inbounds i16, ptr %5412, i64 %1277
  %5475 = load i16, ptr %5474, align 2, !tbaa !30
  store i16 %5475, ptr %1283, align 2, !tbaa !30
  %5476 = getelementptr inbounds i16, ptr %5412, i64 %1285
  %5477 = load i16, ptr %5476, align 2, !tbaa !30
  store i16 %5477, ptr %1291, align 2, !tbaa !30
  %5478 = getelementptr inbounds i16, ptr %5412, i64 %1293
  %5479 = load i16, ptr %5478, align 2, !tbaa !30
  store i16 %5479, ptr %1299, align 2, !tbaa !30
  %5480 = getelementptr inbounds i16, ptr %5412, i64 %1301
  %5481 = load i16, ptr %5480, align 2, !tbaa !30
  store i16 %5481, ptr %1307, align 2, !tbaa !30
  %5482 = getelementptr inbounds i16, ptr %5412, i64 %1309
  %5483 = load i16, ptr %5482, align 2, !tbaa !30
  store i16 %5483, ptr %1315, align 2, !tbaa !30
  %5484 = getelementptr inbounds i16, ptr %5412, i64 %1317
  %5485 = load i16, ptr %5484, align 2, !tbaa !30
  store i16 %5485, ptr %1323, align 2, !tbaa !30
  %5486 = getelementptr inbounds i16, ptr %5412, i64 %1325
  %5487 = load i16, ptr %5486, align 2, !tbaa !30
  store i16 %5487, ptr %1331, align 2, !tbaa !30
  %5488 = getelementptr inbounds i16, ptr %5412, i64 %1333
  %5489 = load i16, ptr %5488, align 2, !tbaa !30
  store i16 %5489, ptr %1339, align 2, !tbaa !30
  %5490 = getelementptr inbounds i16, ptr %5412, i64 %1341
  %5491 = load i16, ptr %5490, align 2, !tbaa !30
  store i16 %5491, ptr %1347, align 2, !tbaa !30
  %5492 = getelementptr inbounds i16, ptr %5412, i64 %1349
  %5493 = load i16, ptr %5492, align 2, !tbaa !30
  store i16 %5493, ptr %1355, align 2, !tbaa !30
  %5494 = getelementptr inbounds i16, ptr %5412, i64 %1357
  %5495 = load i16, ptr %5494, align 2, !tbaa !30
  store i16 %5495, ptr %1363, align 2, !tbaa !30
  %5496 = getelementptr inbounds i16, ptr %5412, i64 %1365
  %5497 = load i16, ptr %5496, align 2, !tbaa !30
  store i16 %5497, ptr %1371, align 2, !tbaa !30
  %5498 = getelementptr inbounds i16, ptr %5412, i64 %1373
  %5499 = load i16, ptr %5498, align 2, !tbaa !30
  store i16 %5499, ptr %1379, align 2, !tbaa !30
  %5500 = getelementptr inbounds i16, ptr %5412, i64 %1381
  %5501 = load i16, ptr %5500, align 2, !tbaa !30
  store i16 %5501, ptr %1387, align 2, !tbaa !30
  %5502 = getelementptr inbounds i16, ptr %5412, i64 %1389
  %5503 = load i16, ptr %5502, align 2, !tbaa !30
  store i16 %5503, ptr %1395, align 2, !tbaa !30
  %5504 = getelementptr inbounds i16, ptr %5412, i64 %1397
  %5505 = load i16, ptr %5504, align 2, !tbaa !30
  store i16 %5505, ptr %1403, align 2, !tbaa !30
  %5506 = getelementptr inbounds i16, ptr %5412, i64 %1405
  %5507 = load i16, ptr %5506, align 2, !tbaa !30
  store i16 %5507, ptr %1411, align 2, !tbaa !30
  %5508 = getelementptr inbounds i16, ptr %5412, i64 %1413
  %5509 = load i16, ptr %5508, align 2, !tbaa !30
  store i16 %5509, ptr %1419, align 2, !tbaa !30
  %5510 = getelementptr inbounds i16, ptr %5412, i64 %1421
  %5511 = load i16, ptr %5510, align 2, !tbaa !30
  store i16 %5511, ptr %1427, align 2, !tbaa !30
  %5512 = getelementptr inbounds i16, ptr %5412, i64 %1429
  %5513 = load i16, ptr %5512, align 2, !tbaa !30
  store i16 %5513, ptr %1435, align 2, !tbaa !30
  %5514 = getelementptr inbounds i16, ptr %5412, i64 %1437
  %5515 = load i16, ptr %5514, align 2, !tbaa !30
  store i16 %5515, ptr %1443, align 2, !tbaa !30
  %5516 = getelementptr inbounds i16, ptr %5412, i64 %1445
  %5517 = load i16, ptr %5516, align 2, !tbaa !30
  store i16 %5517, ptr %1451, align 2, !tbaa !30
  %5518 = getelementptr inbounds i16, ptr %5412, i64 %1453
  %5519 = load i16, ptr %5518, align 2, !tbaa !30
  store i16 %5519, ptr %1459, align 2, !tbaa !30
  %5520 = getelementptr inbounds i16, ptr %5412, i64 %1461
  %5521 = load i16, ptr %5520, align 2, !tbaa !30
  store i16 %5521, ptr %1467, align 2, !tbaa !30
  %5522 = getelementptr inbounds i16, ptr %5412, i64 %1469
  %5523 = load i16, ptr %5522, align 2, !tbaa !30
  store i16 %5523, ptr %1475, align 2, !tbaa !30
  %5524 = getelementptr inbounds i16, ptr %5412, i64 %1477
  %5525 = load i16, ptr %5524, align 2, !tbaa !30
  store i16 %5525, ptr %1483, align 2, !tbaa !30
  %5526 = getelementptr inbounds i16, ptr %5412, i64 %1485
  %5527 = load i16, ptr %5526, align 2, !tbaa !30
  store i16 %5527, ptr %1491, align 2, !tbaa !30
  %5528 = getelementptr inbounds i16, ptr %5412, i64 %1493
  %5529 = load i16, ptr %5528, align 2, !tbaa !30
  store i16 %5529, ptr %1499, align 2, !tbaa !30
  %5530 = getelementptr inbounds i16, ptr %5412, i64 %1501
  %5531 = load i16, ptr %5530, align 2, !tbaa !30
  store i16 %5531, ptr %1507, align 2, !tbaa !30
  %5532 = getelementptr inbounds i16, ptr %5412, i64 %1509
  %5533 = load i16, ptr %5532, align 2, !tbaa !30
  store i16 %5533, ptr %1515, align 2, !tbaa !30
  %5534 = getelementptr inbounds i16, ptr %5412, i64 %1517
  %5535 = load i16, ptr %5534, align 2, !tbaa !30
  store i16 %5535, ptr %1523, align 2, !tbaa !30
  %5536 = getelementptr inbounds i16, ptr %5412, i64 %1525
  %5537 = load i16, ptr %5536, align 2, !tbaa !30
  store i16 %5537, ptr %1531, align 2, !tbaa !30
  %5538 = getelementptr inbounds i16, ptr %5412, i64 %1533
  %5539 = load i16, ptr %5538, align 2, !tbaa !30
  store i16 %5539, ptr %1539, align 2, !tbaa !30
  %5540 = getelementptr inbounds nuw %"struct.cutlass::half_t", ptr %1028, i64 %5411
  %5541 = load i16, ptr %5540, align 2, !tbaa !30
  store i16 %5541, ptr %1544, align 2, !tbaa !30
  %5542 = getelementptr inbounds i16, ptr %5540, i64 %1545
  %5543 = load i16, ptr %5542, align 2, !tbaa !30
  store i16 %5543, ptr %1551, align 2, !tbaa !30
  %5544 = getelementptr inbounds i16, ptr %5540, i64 %1553
  %5545 = load i16, ptr %5544, align 2, !tbaa !30
  store i16 %5545, ptr %1559, align 2, !tbaa !30
  %5546 = getelementptr inbounds i16, ptr %5540, i64 %1561
  %5547 = load i16, ptr %5546, align 2, !tbaa !30
  store i16 %5547, ptr %1567, align 2, !tbaa !30
  %5548 = getelementptr inbounds i16, ptr %5540, i64 %1569
  %5549 = load i16, ptr %5548, align 2, !tbaa !30
  store i16 %5549, ptr %1575, align 2, !tbaa !30
  %5550 = getelementptr inbounds i16, ptr %5540, i64 %1577
  %5551 = load i16, ptr %5550, align 2, !tbaa !30
  store i16 %5551, ptr %1583, align 2, !tbaa !30
  %5552 = getelementptr inbounds i16, ptr %5540, i64 %1585
  %5553 = load i16, ptr %5552, align 2, !tbaa !30
  store i16 %5553, ptr %1591, align 2, !tbaa !30
  %5554 = getelementptr inbounds i16, ptr %5540, i64 %1593
  %5555 = load i16, ptr %5554, align 2, !tbaa !30
  store i16 %5555, ptr %1599, align 2, !tbaa !30
  %5556 = getelementptr inbounds i16, ptr %5540, i64 %1601
  %5557 = load i16, ptr %5556, align 2, !tbaa !30
  store i16 %5557, ptr %1607, align 2, !tbaa !30
  %5558 = getelementptr inbounds i16, ptr %5540, i64 %1609
  %5559 = load i16, ptr %5558, align 2, !tbaa !30
  store i16 %5559, ptr %1615, align 2, !tbaa !30
  %5560 = getelementptr inbounds i16, ptr %5540, i64 %1617
  %5561 = load i16, ptr %5560, align 2, !tbaa !30
  store i16 %5561, ptr %1623, align 2, !tbaa !30
  %5562 = getelementptr inbounds i16, ptr %5540, i64 %1625
  %5563 = load i16, ptr %5562, align 2, !tbaa !30
  store i16 %5563, ptr %1631, align 2, !tbaa !30
  %5564 = getelementptr inbounds i16, ptr %5540, i64 %1633
  %5565 = load i16, ptr %5564, align 2, !tbaa !30
  store i16 %5565, ptr %1639, align 2, !tbaa !30
  %5566 = getelementptr inbounds i16, ptr %5540, i64 %1641
  %5567 = load i16, ptr %5566, align 2, !tbaa !30
  store i16 %5567, ptr %1647, align 2, !tbaa !30
  %5568 = getelementptr inbounds i16, ptr %5540, i64 %1649
  %5569 = load i16, ptr %5568, align 2, !tbaa !30
  store i16 %5569, ptr %1655, align 2, !tbaa !30
  %5570 = getelementptr inbounds i16, ptr %5540, i64 %1657
  %5571 = load i16, ptr %5570, align 2, !tbaa !30
  store i16 %5571, ptr %1663, align 2, !tbaa !30
  %5572 = getelementptr inbounds i16, ptr %5540, i64 %1665
  %5573 = load i16, ptr %5572, align 2, !tbaa !30
  store i16 %5573, ptr %1671, align 2, !tbaa !30
  %5574 = getelementptr inbounds i16, ptr %5540, i64 %1673
  %5575 = load i16, ptr %5574, align 2, !tbaa !30
  store i16 %5575, ptr %1679, align 2, !tbaa !30
  %5576 = getelementptr inbounds i16, ptr %5540, i64 %1681
  %5577 = load i16, ptr %5576, align 2, !tbaa !30
  store i16 %5577, ptr %1687, align 2, !tbaa !30
  %5578 = getelementptr inbounds i16, ptr %5540, i64 %1689
  %5579 = load i16, ptr %5578, align 2, !tbaa !30
  store i16 %5579, ptr %1695, align 2, !tbaa !30
  %5580 = getelementptr inbounds i16, ptr %5540, i64 %1697
  %5581 = load i16, ptr %5580, align 2, !tbaa !30
  store i16 %5581, ptr %1703, align 2, !tbaa !30
  %5582 = getelementptr inbounds i16, ptr %5540, i64 %1705
  %5583 = load i16, ptr %5582, align 2, !tbaa !30
  store i16 %5583, ptr %1711, align 2, !tbaa !30
  %5584 = getelementptr inbounds i16, ptr %5540, i64 %1713
  %5585 = load i16, ptr %5584, align 2, !tbaa !30
  store i16 %5585, ptr %1719, align 2, !tbaa !30
  %5586 = getelementptr inbounds i16, ptr %5540, i64 %1721
  %5587 = load i16, ptr %5586, align 2, !tbaa !30
  store i16 %5587, ptr %1727, align 2, !tbaa !30
  %5588 = getelementptr inbounds i16, ptr %5540, i64 %1729
  %5589 = load i16, ptr %5588, align 2, !tbaa !30
  store i16 %5589, ptr %1735, align 2, !tbaa !30
  %5590 = getelementptr inbounds i16, ptr %5540, i64 %1737
  %5591 = load i16, ptr %5590, align 2, !tbaa !30
  store i16 %5591, ptr %1743, align 2, !tbaa !30
  %5592 = getelementptr inbounds i16, ptr %5540, i64 %1745
  %5593 = load i16, ptr %5592, align 2, !tbaa !30
  store i16 %5593, ptr %1751, align 2, !tbaa !30
  %5594 = getelementptr inbounds i16, ptr %5540, i64 %1753
  %5595 = load i16, ptr %5594, align 2, !tbaa !30
  store i16 %5595, ptr %1759, align 2, !tbaa !30
  %5596 = getelementptr inbounds i16, ptr %5540, i64 %1761
  %5597 = load i16, ptr %5596, align 2, !tbaa !30
  store i16 %5597, ptr %1767, align 2, !tbaa !30
  %5598 = getelementptr inbounds i16, ptr %5540, i64 %1769
  %5599 = load i16, ptr %5598, align 2, !tbaa !30
  store i16 %5599, ptr %1775, align 2, !tbaa !30
  %5600 = getelementptr inbounds i16, ptr %5540, i64 %1777
  %5601 = load i16, ptr %5600, align 2, !tbaa !30
  store i16 %5601, ptr %1783, align 2, !tbaa !30
  %5602 = getelementptr inbounds i16, ptr %5540, i64 %1785
  %5603 = load i16, ptr %5602, align 2, !tbaa !30
  store i16 %5603, ptr %1791, align 2, !tbaa !30
  %5604 = getelementptr inbounds i16, ptr %5540, i64 %1793
  %5605 = load i16, ptr %5604, align 2, !tbaa !30
  store i16 %5605, ptr %1799, align 2, !tbaa !30
  %5606 = getelementptr inbounds i16, ptr %5540, i64 %1801
  %5607 = load i16, ptr %5606, align 2, !tbaa !30
  store i16 %5607, ptr %1807, align 2, !tbaa !30
  %5608 = getelementptr inbounds i16, ptr %5540, i64 %1809
  %5609 = load i16, ptr %5608, align 2, !tbaa !30
  store i16 %5609, ptr %1815, align 2, !tbaa !30
  %5610 = getelementptr inbounds i16, ptr %5540, i64 %1817
  %5611 = load i16, ptr %5610, align 2, !tbaa !30
  store i16 %5611, ptr %1823, align 2, !tbaa !30
  %5612 = getelementptr inbounds i16, ptr %5540, i64 %1825
  %5613 = load i16, ptr %5612, align 2, !tbaa !30
  store i16 %5613, ptr %1831, align 2, !tbaa !30
  %5614 = getelementptr inbounds i16, ptr %5540, i64 %1833
  %5615 = load i16, ptr %5614, align 2, !tbaa !30
  store i16 %5615, ptr %1839, align 2, !tbaa !30
  %5616 = getelementptr inbounds i16, ptr %5540, i64 %1841
  %5617 = load i16, ptr %5616, align 2, !tbaa !30
  store i16 %5617, ptr %1847, align 2, !tbaa !30
  %5618 = getelementptr inbounds i16, ptr %5540, i64 %1849
  %5619 = load i16, ptr %5618, align 2, !tbaa !30
  store i16 %5619, ptr %1855, align 2, !tbaa !30
  %5620 = getelementptr inbounds i16, ptr %5540, i64 %1857
  %5621 = load i16, ptr %5620, align 2, !tbaa !30
  store i16 %5621, ptr %1863, align 2, !tbaa !30
  %5622 = getelementptr inbounds i16, ptr %5540, i64 %1865
  %5623 = load i16, ptr %5622, align 2, !tbaa !30
  store i16 %5623, ptr %1871, align 2, !tbaa !30
  %5624 = getelementptr inbounds i16, ptr %5540, i64 %1873
  %5625 = load i16, ptr %5624, align 2, !tbaa !30
  store i16 %5625, ptr %1879, align 2, !tbaa !30
  %5626 = getelementptr inbounds i16, ptr %5540, i64 %1881
  %5627 = load i16, ptr %5626, align 2, !tbaa !30
  store i16 %5627, ptr %1887, align 2, !tbaa !30
  %5628 = getelementptr inbounds i16, ptr %5540, i64 %1889
  %5629 = load i16, ptr %5628, align 2, !tbaa !30
  store i16 %5629, ptr %1895, align 2, !tbaa !30
  %5630 = getelementptr inbounds i16, ptr %5540, i64 %1897
  %5631 = load i16, ptr %5630, align 2, !tbaa !30
  store i16 %5631, ptr %1903, align 2, !tbaa !30
  %5632 = getelementptr inbounds i16, ptr %5540, i64 %1905
  %5633 = load i16, ptr %5632, align 2, !tbaa !30
  store i16 %5633, ptr %1911, align 2, !tbaa !30
  %5634 = getelementptr inbounds i16, ptr %5540, i64 %1913
  %5635 = load i16, ptr %5634, align 2, !tbaa !30
  store i16 %5635, ptr %1919, align 2, !tbaa !30
  %5636 = getelementptr inbounds i16, ptr %5540, i64 %1921
  %5637 = load i16, ptr %5636, align 2, !tbaa !30
  store i16 %5637, ptr %1927, align 2, !tbaa !30
  %5638 = getelementptr inbounds i16, ptr %5540, i64 %1929
  %5639 = load i16, ptr %5638, align 2, !tbaa !30
  store i16 %5639, ptr %1935, align 2, !tbaa !30
  %5640 = getelementptr inbounds i16, ptr %5540, i64 %1937
  %5641 = load i16, ptr %5640, align 2, !tbaa !30
  store i16 %5641, ptr %1943, align 2, !tbaa !30
  %5642 = getelementptr inbounds i16, ptr %5540, i64 %1945
  %5643 = load i16, ptr %5642, align 2, !tbaa !30
  store i16 %5643, ptr %1951, align 2, !tbaa !30
  %5644 = getelementptr inbounds i16, ptr %5540, i64 %1953
  %5645 = load i16, ptr %5644, align 2, !tbaa !30
  store i16 %5645, ptr %1959, align 2, !tbaa !30
  %5646 = getelementptr inbounds i16, ptr %5540, i64 %1961
  %5647 = load i16, ptr %5646, align 2, !tbaa !30
  store i16 %5647, ptr %1967, align 2, !tbaa !30
  %5648 = getelementptr inbounds i16, ptr %5540, i64 %1969
  %5649 = load i16, ptr %5648, align 2, !tbaa !30
  store i16 %5649, ptr %1975, align 2, !tbaa !30
  %5650 = getelementptr inbounds i16, ptr %5540, i64 %1977
  %5651 = load i16, ptr %5650, align 2, !tbaa !30
  store i16 %5651, ptr %1983, align 2, !tbaa !30
  %5652 = getelementptr inbounds i16, ptr %5540, i64 %1985
  %5653 = load i16, ptr %5652, align 2, !tbaa !30
  store i16 %5653, ptr %1991, align 2, !tbaa !30
  %5654 = getelementptr inbounds i16, ptr %5540, i64 %1993
  %5655 = load i16, ptr %5654, align 2, !tbaa !30
  store i16 %5655, ptr %1999, align 2, !tbaa !30
  %5656 = getelementptr inbounds i16, ptr %5540, i64 %2001
  %5657 = load i16, ptr %5656, align 2, !tbaa !30
  store i16 %5657, ptr %2007, align 2, !tbaa !30
  %5658 = getelementptr inbounds i16, ptr %5540, i64 %2009
  %5659 = load i16, ptr %5658, align 2, !tbaa !30
  store i16 %5659, ptr %2015, align 2, !tbaa !30
  %5660 = getelementptr inbounds i16, ptr %5540, i64 %2017
  %5661 = load i16, ptr %5660, align 2, !tbaa !30
  store i16 %5661, ptr %2023, align 2, !tbaa !30
  %5662 = getelementptr inbounds i16, ptr %5540, i64 %2025
  %5663 = load i16, ptr %5662, align 2, !tbaa !30
  store i16 %5663, ptr %2031, align 2, !tbaa !30
  %5664 = getelementptr inbounds i16, ptr %5540, i64 %2033
  %5665 = load i16, ptr %5664, align 2, !tbaa !30
  store i16 %5665, ptr %2039, align 2, !tbaa !30
  %5666 = getelementptr inbounds i16, ptr %5540, i64 %2041
  %5667 = load i16, ptr %5666, align 2, !tbaa !30
  store i16 %5667, ptr %2047, align 2, !tbaa !30
  %5668 = getelementptr inbounds i16, ptr %5540, i64 %2049
  %5669 = load i16, ptr %5668, align 2, !tbaa !30
  store i16 %5669, ptr %2055, align 2, !tbaa !30
  %5670 = getelementptr inbounds i16, ptr %5540, i64 %2057
  %5671 = load i16, ptr %5670, align 2, !tbaa !30
  store i16 %5671, ptr %2063, align 2, !tbaa !30
  %5672 = getelementptr inbounds i16, ptr %5540, i64 %2065
  %5673 = load i16, ptr %5672, align 2, !tbaa !30
  store i16 %5673, ptr %2071, align 2, !tbaa !30
  %5674 = getelementptr inbounds i16, ptr %5540, i64 %2073
  %5675 = load i16, ptr %5674, align 2, !tbaa !30
  store i16 %5675, ptr %2079, align 2, !tbaa !30
  %5676 = getelementptr inbounds i16, ptr %5540, i64 %2081
  %5677 = load i16, ptr %5676, align 2, !tbaa !30
  store i16 %5677, ptr %2087, align 2, !tbaa !30
  %5678 = getelementptr inbounds i16, ptr %5540, i64 %2089
  %5679 = load i16, ptr %5678, align 2, !tbaa !30
  store i16 %5679, ptr %2095, align 2, !tbaa !30
  %5680 = getelementptr inbounds i16, ptr %5540, i64 %2097
  %5681 = load i16, ptr %5680, align 2, !tbaa !30
  store i16 %5681, ptr %2103, align 2, !tbaa !30
  %5682 = getelementptr inbounds i16, ptr %5540, i64 %2105
  %5683 = load i16, ptr %5682, align 2, !tbaa !30
  store i16 %5683, ptr %2111, align 2, !tbaa !30
  %5684 = getelementptr inbounds i16, ptr %5540, i64 %2113
  %5685 = load i16, ptr %5684, align 2, !tbaa !30
  store i16 %5685, ptr %2119, align 2, !tbaa !30
  %5686 = getelementptr inbounds i16, ptr %5540, i64 %2121
  %5687 = load i16, ptr %5686, align 2, !tbaa !30
  store i16 %5687, ptr %2127, align 2, !tbaa !30
  %5688 = getelementptr inbounds i16, ptr %5540, i64 %2129
  %5689 = load i16, ptr %5688, align 2, !tbaa !30
  store i16 %5689, ptr %2135, align 2, !tbaa !30
  %5690 = getelementptr inbounds i16, ptr %5540, i64 %2137
  %5691 = load i16, ptr %5690, align 2, !tbaa !30
  store i16 %5691, ptr %2143, align 2, !tbaa !30
  %5692 = getelementptr inbounds i16, ptr %5540, i64 %2145
  %5693 = load i16, ptr %5692, align 2, !tbaa !30
  store i16 %5693, ptr %2151, align 2, !tbaa !30
  %5694 = getelementptr inbounds i16, ptr %5540, i64 %2153
  %5695 = load i16, ptr %5694, align 2, !tbaa !30
  store i16 %5695, ptr %2159, align 2, !tbaa !30
  %5696 = getelementptr inbounds i16, ptr %5540, i64 %2161
  %5697 = load i16, ptr %5696, align 2, !tbaa !30
  store i16 %5697, ptr %2167, align 2, !tbaa !30
  %5698 = getelementptr inbounds i16, ptr %5540, i64 %2169
  %5699 = load i16, ptr %5698, align 2, !tbaa !30
  store i16 %5699, ptr %2175, align 2, !tbaa !30
  %5700 = getelementptr inbounds i16, ptr %5540, i64 %2177
  %5701 = load i16, ptr %5700, align 2, !tbaa !30
  store i16 %5701, ptr %2183, align 2, !tbaa !30
  %5702 = getelementptr inbounds i16, ptr %5540, i64 %2185
  %5703 = load i16, ptr %5702, align 2, !tbaa !30
  store i16 %5703, ptr %2191, align 2, !tbaa !30
  %5704 = getelementptr inbounds i16, ptr %5540, i64 %2193
  %5705 = load i16, ptr %5704, align 2, !tbaa !30
  store i16 %5705, ptr %2199, align 2, !tbaa !30
  %5706 = getelementptr inbounds i16, ptr %5540, i64 %2201
  %5707 = load i16, ptr %5706, align 2, !tbaa !30
  store i16 %5707, ptr %2207, align 2, !tbaa !30
  %5708 = getelementptr inbounds i16, ptr %5540, i64 %2209
  %5709 = load i16, ptr %5708, align 2, !tbaa !30
  store i16 %5709, ptr %2215, align 2, !tbaa !30
  %5710 = getelementptr inbounds i16, ptr %5540, i64 %2217
  %5711 = load i16, ptr %5710, align 2, !tbaa !30
  store i16 %5711, ptr %2223, align 2, !tbaa !30
  %5712 = getelementptr inbounds i16, ptr %5540, i64 %2225
  %5713 = load i16, ptr %5712, align 2, !tbaa !30
  store i16 %5713, ptr %2231, align 2, !tbaa !30
  %5714 = getelementptr inbounds i16, ptr %5540, i64 %2233
  %5715 = load i16, ptr %5714, align 2, !tbaa !30
  store i16 %5715, ptr %2239, align 2, !tbaa !30
  %5716 = getelementptr inbounds i16, ptr %5540, i64 %2241
  %5717 = load i16, ptr %5716, align 2, !tbaa !30
  store i16 %5717, ptr %2247, align 2, !tbaa !30
  %5718 = getelementptr inbounds i16, ptr %5540, i64 %2249
  %5719 = load i16, ptr %5718, align 2, !tbaa !30
  store i16 %5719, ptr %2255, align 2, !tbaa !30
  %5720 = getelementptr inbounds i16, ptr %5540, i64 %2257
  %5721 = load i16, ptr %5720, align 2, !tbaa !30
  store i16 %5721, ptr %2263, align 2, !tbaa !30
  %5722 = getelementptr inbounds i16, ptr %5540, i64 %2265
  %5723 = load i16, ptr %5722, align 2, !tbaa !30
  store i16 %5723, ptr %2271, align 2, !tbaa !30
  %5724 = getelementptr inbounds i16, ptr %5540, i64 %2273
  %5725 = load i16, ptr %5724, align 2, !tbaa !30
  store i16 %5725, ptr %2279, align 2, !tbaa !30
  %5726 = getelementptr inbounds i16, ptr %5540, i64 %2281
  %5727 = load i16, ptr %5726, align 2, !tbaa !30
  store i16 %5727, ptr %2287, align 2, !tbaa !30
  %5728 = getelementptr inbounds i16, ptr %5540, i64 %2289
  %5729 = load i16, ptr %5728, align 2, !tbaa !30
  store i16 %5729, ptr %2295, align 2, !tbaa !30
  %5730 = getelementptr inbounds i16, ptr %5540, i64 %2297
  %5731 = load i16, ptr %5730, align 2, !tbaa !30
  store i16 %5731, ptr %2303, align 2, !tbaa !30
  %5732 = getelementptr inbounds i16, ptr %5540, i64 %2305
  %5733 = load i16, ptr %5732, align 2, !tbaa !30
  store i16 %5733, ptr %2311, align 2, !tbaa !30
  %5734 = getelementptr inbounds i16, ptr %5540, i64 %2313
  %5735 = load i16, ptr %5734, align 2, !tbaa !30
  store i16 %5735, ptr %2319, align 2, !tbaa !30
  %5736 = getelementptr inbounds i16, ptr %5540, i64 %2321
  %5737 = load i16, ptr %5736, align 2, !tbaa !30
  store i16 %5737, ptr %2327, align 2, !tbaa !30
  %5738 = getelementptr inbounds i16, ptr %5540, i64 %2329
  %5739 = load i16, ptr %5738, align 2, !tbaa !30
  store i16 %5739, ptr %2335, align 2, !tbaa !30
  %5740 = getelementptr inbounds i16, ptr %5540, i64 %2337
  %5741 = load i16, ptr %5740, align 2, !tbaa !30
  store i16 %5741, ptr %2343, align 2, !tbaa !30
  %5742 = getelementptr inbounds i16, ptr %5540, i64 %2345
  %5743 = load i16, ptr %5742, align 2, !tbaa !30
  store i16 %5743, ptr %2351, align 2, !tbaa !30
  %5744 = getelementptr inbounds i16, ptr %5540, i64 %2353
  %5745 = load i16, ptr %5744, align 2, !tbaa !30
  store i16 %5745, ptr %2359, align 2, !tbaa !30
  %5746 = getelementptr inbounds i16, ptr %5540, i64 %2361
  %5747 = load i16, ptr %5746, align 2, !tbaa !30
  store i16 %5747, ptr %2367, align 2, !tbaa !30
  %5748 = getelementptr inbounds i16, ptr %5540, i64 %2369
  %5749 = load i16, ptr %5748, align 2, !tbaa !30
  store i16 %5749, ptr %2375, align 2, !tbaa !30
  %5750 = getelementptr inbounds i16, ptr %5540, i64 %2377
  %5751 = load i16, ptr %5750, align 2, !tbaa !30
  store i16 %5751, ptr %2383, align 2, !tbaa !30
  %5752 = getelementptr inbounds i16, ptr %5540, i64 %2385
  %5753 = load i16, ptr %5752, align 2, !tbaa !30
  store i16 %5753, ptr %2391, align 2, !tbaa !30
  %5754 = getelementptr inbounds i16, ptr %5540, i64 %2393
  %5755 = load i16, ptr %5754, align 2, !tbaa !30
  store i16 %5755, ptr %2399, align 2, !tbaa !30
  %5756 = getelementptr inbounds i16, ptr %5540, i64 %2401
  %5757 = load i16, ptr %5756, align 2, !tbaa !30
  store i16 %5757, ptr %2407, align 2, !tbaa !30
  %5758 = getelementptr inbounds i16, ptr %5540, i64 %2409
  %5759 = load i16, ptr %5758, align 2, !tbaa !30
  store i16 %5759, ptr %2415, align 2, !tbaa !30
  %5760 = getelementptr inbounds i16, ptr %5540, i64 %2417
  %5761 = load i16, ptr %5760, align 2, !tbaa !30
  store i16 %5761, ptr %2423, align 2, !tbaa !30
  %5762 = getelementptr inbounds i16, ptr %5540, i64 %2425
  %5763 = load i16, ptr %5762, align 2, !tbaa !30
  store i16 %5763, ptr %2431, align 2, !tbaa !30
  %5764 = getelementptr inbounds i16, ptr %5540, i64 %2433
  %5765 = load i16, ptr %5764, align 2, !tbaa !30
  store i16 %5765, ptr %2439, align 2, !tbaa !30
  %5766 = getelementptr inbounds i16, ptr %5540, i64 %2441
  %5767 = load i16, ptr %5766, align 2, !tbaa !30
  store i16 %5767, ptr %2447, align 2, !tbaa !30
  %5768 = getelementptr inbounds i16, ptr %5540, i64 %2449
  %5769 = load i16, ptr %5768, align 2, !tbaa !30
  store i16 %5769, ptr %2455, align 2, !tbaa !30
  %5770 = getelementptr inbounds i16, ptr %5540, i64 %2457
  %5771 = load i16, ptr %5770, align 2, !tbaa !30
  store i16 %5771, ptr %2463, align 2, !tbaa !30
  %5772 = getelementptr inbounds i16, ptr %5540, i64 %2465
  %5773 = load i16, ptr %5772, align 2, !tbaa !30
  store i16 %5773, ptr %2471, align 2, !tbaa !30
  %5774 = getelementptr inbounds i16, ptr %5540, i64 %2473
  %5775 = load i16, ptr %5774, align 2, !tbaa !30
  store i16 %5775, ptr %2479, align 2, !tbaa !30
  %5776 = getelementptr inbounds i16, ptr %5540, i64 %2481
  %5777 = load i16, ptr %5776, align 2, !tbaa !30
  store i16 %5777, ptr %2487, align 2, !tbaa !30
  %5778 = getelementptr inbounds i16, ptr %5540, i64 %2489
  %5779 = load i16, ptr %5778, align 2, !tbaa !30
  store i16 %5779, ptr %2495, align 2, !tbaa !30
  %5780 = getelementptr inbounds i16, ptr %5540, i64 %2497
  %5781 = load i16, ptr %5780, align 2, !tbaa !30
  store i16 %5781, ptr %2503, align 2, !tbaa !30
  %5782 = getelementptr inbounds i16, ptr %5540, i64 %2505
  %5783 = load i16, ptr %5782, align 2, !tbaa !30
  store i16 %5783, ptr %2511, align 2, !tbaa !30
  %5784 = getelementptr inbounds i16, ptr %5540, i64 %2513
  %5785 = load i16, ptr %5784, align 2, !tbaa !30
  store i16 %5785, ptr %2519, align 2, !tbaa !30
  %5786 = getelementptr inbounds i16, ptr %5540, i64 %2521
  %5787 = load i16, ptr %5786, align 2, !tbaa !30
  store i16 %5787, ptr %2527, align 2, !tbaa !30
  %5788 = getelementptr inbounds i16, ptr %5540, i64 %2529
  %5789 = load i16, ptr %5788, align 2, !tbaa !30
  store i16 %5789, ptr %2535, align 2, !tbaa !30
  %5790 = getelementptr inbounds i16, ptr %5540, i64 %2537
  %5791 = load i16, ptr %5790, align 2, !tbaa !30
  store i16 %5791, ptr %2543, align 2, !tbaa !30
  %5792 = getelementptr inbounds i16, ptr %5540, i64 %2545
  %5793 = load i16, ptr %5792, align 2, !tbaa !30
  store i16 %5793, ptr %2551, align 2, !tbaa !30
  %5794 = getelementptr inbounds i16, ptr %5540, i64 %2553
  %5795 = load i16, ptr %5794, align 2, !tbaa !30
  store i16 %5795, ptr %2559, align 2, !tbaa !30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %819, label %5796, label %5822

5796:                                             ; preds = %5406
  %5797 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %5798 = extractvalue { i32, i32 } %5797, 1
  %5799 = icmp eq i32 %5798, 0
  br i1 %5799, label %5803, label %5801

5800:                                             ; preds = %5818
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32)) #8, !srcloc !32
  br label %5822

5801:                                             ; preds = %5796
  %5802 = zext nneg i8 %5409 to i32
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %822, i64 %2561, i64 %2563, i32 %1030, i32 %5802, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !33
  br label %5803

5803:                                             ; preds = %5801, %5796
  %5804 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %5805 = extractvalue { i32, i32 } %5804, 1
  %5806 = icmp eq i32 %5805, 0
  br i1 %5806, label %5808, label %5807

5807:                                             ; preds = %5803
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %822, i64 %2566, i64 %2569, i32 %1030, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !33
  br label %5808

5808:                                             ; preds = %5807, %5803
  %5809 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %5810 = extractvalue { i32, i32 } %5809, 1
  %5811 = icmp eq i32 %5810, 0
  br i1 %5811, label %5813, label %5812

5812:                                             ; preds = %5808
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %822, i64 %2572, i64 %2575, i32 %1030, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !33
  br label %5813

5813:                                             ; preds = %5812, %5808
  %5814 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %5815 = extractvalue { i32, i32 } %5814, 1
  %5816 = icmp eq i32 %5815, 0
  br i1 %5816, label %5818, label %5817

5817:                                             ; preds = %5813
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, {$5, $6, $7, $8}, p; \0A\09}\0A", "r,l,l,r,r,r,r,r,r"(i32 %822, i64 %2578, i64 %2581, i32 %1030, i32 1, i32 0, i32 0, i32 0, i32 0) #8, !srcloc !33
  br label %5818

5818:                                             ; preds = %5817, %5813
  %5819 = call { i32, i32 } asm sideeffect "{\0A.reg .b32 %rx;\0A.reg .pred %px;\0A     elect.sync %rx|%px, $2;\0A@%px mov.s32 $1, 1;\0A     mov.s32 $0, %rx;\0A}\0A", "=r,=r,r,0,1"(i32 -1, i32 0, i32 0) #8, !srcloc !13
  %5820 = extractvalue { i32, i32 } %5819, 1
  %5821 = icmp eq i32 %5820, 0
  br i1 %5821, label %5822, label %5800

5822:                                             ; preds = %5800, %5818, %5406
  %5823 = phi i8 [ 1, %5800 ], [ 1, %5818 ], [ %5409, %5406 ]
  call void asm sideeffect "{\0A.reg .pred                P1;\0ALAB_WAIT:\0Ambarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A@P1                       bra DONE;\0Abra                   LAB_WAIT;\0ADONE:\0A}\0A", "r,r"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49152) to ptr addrspace(3)) to i32), i32 %5407) #8, !srcloc !34
  %5824 = xor i32 %5407, 1
  %5825 = add nuw nsw i32 %5408, 1
  %5826 = icmp eq i32 %5825, %1031
  br i1 %5826, label %2582, label %5406, !llvm.loop !35

5827:                                             ; preds = %2582
  call void asm sideeffect "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", ""() #8, !srcloc !37
  %5828 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @shared_memory to ptr), i64 49168), align 16, !tbaa !15
  call void asm sideeffect "{\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32  $0, $1; \0A\09}", "r,r"(i32 %5828, i32 512) #8, !srcloc !38
  br label %5829

5829:                                             ; preds = %5827, %2582
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

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

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

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
!13 = !{i64 46221069, i64 46221080, i64 46221104, i64 46221129, i64 46221168, i64 46221197, i64 46221228}
!14 = !{i64 46239000}
!15 = !{!16, !7, i64 49168}
!16 = !{!"_ZTS13SharedStorageIN7cutlass6half_tES1_N4cute14ComposedLayoutINS2_7SwizzleILi3ELi4ELi3EEENS2_18smem_ptr_flag_bitsILi16EEENS2_6LayoutINS2_5tupleIJNS9_IJNS2_1CILi128EEENSA_ILi16EEEEEENSA_ILi1EEENSA_ILi4EEEEEENS9_IJNS9_IJNSA_ILi64EEESE_EEENSA_ILi0EEESC_EEEEEEENS3_IS5_S7_NS8_INS9_IJNS9_IJNSA_ILi256EEESC_EEESE_SF_EEESK_EEEEE", !17, i64 0, !20, i64 16384, !23, i64 49152, !7, i64 49168}
!17 = !{!"_ZTSN4cute11ArrayEngineIN7cutlass6half_tELm8192EEE", !18, i64 0}
!18 = !{!"_ZTSN4cute13array_alignedIN7cutlass6half_tELm8192ELm16EEE", !19, i64 0}
!19 = !{!"_ZTSN4cute5arrayIN7cutlass6half_tELm8192EEE", !8, i64 0}
!20 = !{!"_ZTSN4cute11ArrayEngineIN7cutlass6half_tELm16384EEE", !21, i64 0}
!21 = !{!"_ZTSN4cute13array_alignedIN7cutlass6half_tELm16384ELm16EEE", !22, i64 0}
!22 = !{!"_ZTSN4cute5arrayIN7cutlass6half_tELm16384EEE", !8, i64 0}
!23 = !{!"long", !8, i64 0}
!24 = !{i64 47544478}
!25 = !{!26, !27, i64 4}
!26 = !{!"_ZTSN4cute10MMA_TraitsINS_20SM100_MMA_F16BF16_SSIN7cutlass6half_tES3_fLi128ELi256ELNS_4UMMA5MajorE0ELS5_0ELNS4_7ScaleInE0ELS6_0EEEJEEE", !8, i64 0, !27, i64 4}
!27 = !{!"_ZTSN4cute4UMMA8ScaleOutE", !8, i64 0}
!28 = !{i64 46811697}
!29 = !{!8, !8, i64 0}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !8, i64 0}
!32 = !{i64 48324882}
!33 = !{i64 46137367, i64 46137371, i64 46137399, i64 46137435, i64 46137524}
!34 = !{i64 47545518, i64 47545529, i64 47545567, i64 47545585, i64 47545648, i64 47545692, i64 47545732, i64 47545746}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{i64 46239768}
!38 = !{i64 46239388, i64 46239392, i64 46239460}
