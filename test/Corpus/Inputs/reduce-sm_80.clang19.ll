; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: examples/cuda/reduce-sm_80.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 examples/cuda/reduce-sm_80.cu -o reduce-sm_80.clang19.ll
; ModuleID = 'examples/cuda/reduce-sm_80.cu'
source_filename = "examples/cuda/reduce-sm_80.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ6reducePKfPfPjS1_iE4sums = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfPjS1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #5, !srcloc !9
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %13 = mul nuw nsw i32 %9, %11
  %14 = add nuw nsw i32 %13, %8
  %15 = mul nuw nsw i32 %14, %10
  %16 = add nuw nsw i32 %15, %7
  %17 = mul nuw nsw i32 %10, %11
  %18 = mul nuw nsw i32 %17, %12
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %10
  %21 = add i32 %20, %7
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %26

23:                                               ; preds = %5
  %24 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = mul i32 %24, %10
  br label %39

26:                                               ; preds = %39, %5
  %27 = phi float [ 0.000000e+00, %5 ], [ %45, %39 ]
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 16, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 8, i32 31)
  %31 = fadd contract float %29, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 4, i32 31)
  %33 = fadd contract float %31, %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 2, i32 31)
  %35 = fadd contract float %33, %34
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 1, i32 31)
  %37 = and i32 %16, 31
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %48, label %54

39:                                               ; preds = %23, %39
  %40 = phi i32 [ %21, %23 ], [ %46, %39 ]
  %41 = phi float [ 0.000000e+00, %23 ], [ %45, %39 ]
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !10
  %45 = fadd contract float %41, %44
  %46 = add i32 %40, %25
  %47 = icmp slt i32 %46, %4
  br i1 %47, label %39, label %26, !llvm.loop !14

48:                                               ; preds = %26
  %49 = fadd contract float %35, %36
  %50 = lshr exact i32 %16, 5
  %51 = and i32 %50, 65535
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %52
  store float %49, ptr %53, align 4, !tbaa !10
  br label %54

54:                                               ; preds = %48, %26
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %55 = icmp eq i32 %7, 0
  br i1 %55, label %56, label %164

56:                                               ; preds = %54
  %57 = icmp ult i32 %18, 32
  br i1 %57, label %81, label %58

58:                                               ; preds = %56
  %59 = lshr i32 %18, 5
  %60 = add nsw i32 %59, -1
  %61 = and i32 %59, 3
  %62 = icmp ult i32 %60, 3
  br i1 %62, label %65, label %63

63:                                               ; preds = %58
  %64 = and i32 %59, 16777212
  br label %89

65:                                               ; preds = %89, %58
  %66 = phi float [ poison, %58 ], [ %111, %89 ]
  %67 = phi float [ 0.000000e+00, %58 ], [ %111, %89 ]
  %68 = phi i32 [ 0, %58 ], [ %112, %89 ]
  %69 = icmp eq i32 %61, 0
  br i1 %69, label %81, label %70

70:                                               ; preds = %65, %70
  %71 = phi float [ %77, %70 ], [ %67, %65 ]
  %72 = phi i32 [ %78, %70 ], [ %68, %65 ]
  %73 = phi i32 [ %79, %70 ], [ 0, %65 ]
  %74 = zext nneg i32 %72 to i64
  %75 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !10
  %77 = fadd contract float %71, %76
  %78 = add nuw nsw i32 %72, 1
  %79 = add i32 %73, 1
  %80 = icmp eq i32 %79, %61
  br i1 %80, label %81, label %70, !llvm.loop !16

81:                                               ; preds = %65, %70, %56
  %82 = phi float [ 0.000000e+00, %56 ], [ %66, %65 ], [ %77, %70 ]
  %83 = zext nneg i32 %19 to i64
  %84 = getelementptr inbounds float, ptr %1, i64 %83
  store float %82, ptr %84, align 4, !tbaa !10
  fence release
  %85 = atomicrmw add ptr %2, i32 1 monotonic, align 4
  %86 = add i32 %85, 1
  %87 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %115, label %164

89:                                               ; preds = %89, %63
  %90 = phi float [ 0.000000e+00, %63 ], [ %111, %89 ]
  %91 = phi i32 [ 0, %63 ], [ %112, %89 ]
  %92 = phi i32 [ 0, %63 ], [ %113, %89 ]
  %93 = zext nneg i32 %91 to i64
  %94 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !10
  %96 = fadd contract float %90, %95
  %97 = or disjoint i32 %91, 1
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !10
  %101 = fadd contract float %96, %100
  %102 = or disjoint i32 %91, 2
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !10
  %106 = fadd contract float %101, %105
  %107 = or disjoint i32 %91, 3
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 0, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !10
  %111 = fadd contract float %106, %110
  %112 = add nuw nsw i32 %91, 4
  %113 = add i32 %92, 4
  %114 = icmp eq i32 %113, %64
  br i1 %114, label %65, label %89, !llvm.loop !18

115:                                              ; preds = %81
  fence acquire
  %116 = and i32 %87, 3
  %117 = icmp ult i32 %87, 4
  br i1 %117, label %120, label %118

118:                                              ; preds = %115
  %119 = and i32 %87, 2147483644
  br label %138

120:                                              ; preds = %138, %115
  %121 = phi float [ poison, %115 ], [ %160, %138 ]
  %122 = phi i32 [ 0, %115 ], [ %161, %138 ]
  %123 = phi float [ 0.000000e+00, %115 ], [ %160, %138 ]
  %124 = icmp eq i32 %116, 0
  br i1 %124, label %136, label %125

125:                                              ; preds = %120, %125
  %126 = phi i32 [ %133, %125 ], [ %122, %120 ]
  %127 = phi float [ %132, %125 ], [ %123, %120 ]
  %128 = phi i32 [ %134, %125 ], [ 0, %120 ]
  %129 = zext nneg i32 %126 to i64
  %130 = getelementptr inbounds float, ptr %1, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !10
  %132 = fadd contract float %127, %131
  %133 = add nuw nsw i32 %126, 1
  %134 = add i32 %128, 1
  %135 = icmp eq i32 %134, %116
  br i1 %135, label %136, label %125, !llvm.loop !19

136:                                              ; preds = %125, %120
  %137 = phi float [ %121, %120 ], [ %132, %125 ]
  store float %137, ptr %3, align 4, !tbaa !10
  br label %164

138:                                              ; preds = %138, %118
  %139 = phi i32 [ 0, %118 ], [ %161, %138 ]
  %140 = phi float [ 0.000000e+00, %118 ], [ %160, %138 ]
  %141 = phi i32 [ 0, %118 ], [ %162, %138 ]
  %142 = zext nneg i32 %139 to i64
  %143 = getelementptr inbounds float, ptr %1, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !10
  %145 = fadd contract float %140, %144
  %146 = or disjoint i32 %139, 1
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds float, ptr %1, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !10
  %150 = fadd contract float %145, %149
  %151 = or disjoint i32 %139, 2
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds float, ptr %1, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !10
  %155 = fadd contract float %150, %154
  %156 = or disjoint i32 %139, 3
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds float, ptr %1, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !10
  %160 = fadd contract float %155, %159
  %161 = add nuw nsw i32 %139, 4
  %162 = add i32 %141, 4
  %163 = icmp eq i32 %162, %119
  br i1 %163, label %120, label %138, !llvm.loop !20

164:                                              ; preds = %81, %136, %54
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10scale_halfP6__halfS_i(ptr nocapture noundef %0, ptr nocapture noundef readonly byval(%struct.__half) align 2 %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !21
  %14 = load i16, ptr %1, align 2, !tbaa !21
  %15 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %14) #5, !srcloc !23
  store i16 %15, ptr %12, align 2, !tbaa !21
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z6reducePKfPfPjS1_i, !"kernel", i32 1}
!5 = !{ptr @_Z10scale_halfP6__halfS_i, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i64 2163003381, i64 2163003385, i64 2163003422, i64 2163003462, i64 2163003523, i64 2163003559, i64 2163003609}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !15}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !12, i64 0}
!23 = !{i64 2157368232, i64 2157368259}
