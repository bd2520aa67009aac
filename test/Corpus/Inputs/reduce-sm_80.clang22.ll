; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: examples/cuda/reduce-sm_80.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm examples/cuda/reduce-sm_80.cu -o reduce-sm_80.clang22.ll
; ModuleID = 'examples/cuda/reduce-sm_80.cu'
source_filename = "examples/cuda/reduce-sm_80.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ6reducePKfPfPjS1_iE4sums = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reducePKfPfPjS1_i(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %13 = mul nuw nsw i32 %9, %11
  %14 = add nuw nsw i32 %13, %8
  %15 = mul nuw nsw i32 %14, %10
  %16 = add nuw nsw i32 %15, %7
  %17 = mul nuw nsw i32 %10, %11
  %18 = mul nuw nsw i32 %17, %12
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %10
  %21 = add i32 %20, %7
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %26

23:                                               ; preds = %5
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
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
  %44 = load float, ptr %43, align 4, !tbaa !12
  %45 = fadd contract float %41, %44
  %46 = add i32 %40, %25
  %47 = icmp slt i32 %46, %4
  br i1 %47, label %39, label %26, !llvm.loop !14

48:                                               ; preds = %26
  %49 = fadd contract float %35, %36
  %50 = lshr exact i32 %16, 5
  %51 = and i32 %50, 65535
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %52
  store float %49, ptr %53, align 4, !tbaa !12
  br label %54

54:                                               ; preds = %48, %26
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %55 = icmp eq i32 %7, 0
  br i1 %55, label %56, label %165

56:                                               ; preds = %54
  %57 = lshr i32 %18, 5
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %81, label %59

59:                                               ; preds = %56
  %60 = and i32 %57, 3
  %61 = icmp samesign ult i32 %18, 128
  br i1 %61, label %66, label %62

62:                                               ; preds = %59
  %63 = and i32 %57, 16777212
  br label %89

64:                                               ; preds = %89
  %65 = icmp eq i32 %60, 0
  br i1 %65, label %81, label %66

66:                                               ; preds = %64, %59
  %67 = phi float [ 0.000000e+00, %59 ], [ %111, %64 ]
  %68 = phi i32 [ 0, %59 ], [ %112, %64 ]
  %69 = icmp ne i32 %60, 0
  tail call void @llvm.assume(i1 %69)
  br label %70

70:                                               ; preds = %70, %66
  %71 = phi float [ %77, %70 ], [ %67, %66 ]
  %72 = phi i32 [ %78, %70 ], [ %68, %66 ]
  %73 = phi i32 [ %79, %70 ], [ 0, %66 ]
  %74 = zext nneg i32 %72 to i64
  %75 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !12
  %77 = fadd contract float %71, %76
  %78 = add nuw nsw i32 %72, 1
  %79 = add i32 %73, 1
  %80 = icmp eq i32 %79, %60
  br i1 %80, label %81, label %70, !llvm.loop !16

81:                                               ; preds = %64, %70, %56
  %82 = phi float [ 0.000000e+00, %56 ], [ %111, %64 ], [ %77, %70 ]
  %83 = zext nneg i32 %19 to i64
  %84 = getelementptr inbounds nuw float, ptr %1, i64 %83
  store float %82, ptr %84, align 4, !tbaa !12
  fence release
  %85 = atomicrmw add ptr %2, i32 1 monotonic, align 4
  %86 = add i32 %85, 1
  %87 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %115, label %165

89:                                               ; preds = %89, %62
  %90 = phi float [ 0.000000e+00, %62 ], [ %111, %89 ]
  %91 = phi i32 [ 0, %62 ], [ %112, %89 ]
  %92 = phi i32 [ 0, %62 ], [ %113, %89 ]
  %93 = zext nneg i32 %91 to i64
  %94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !12
  %96 = fadd contract float %90, %95
  %97 = zext nneg i32 %91 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 4
  %100 = load float, ptr %99, align 4, !tbaa !12
  %101 = fadd contract float %96, %100
  %102 = zext nneg i32 %91 to i64
  %103 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 8
  %105 = load float, ptr %104, align 4, !tbaa !12
  %106 = fadd contract float %101, %105
  %107 = zext nneg i32 %91 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfPjS1_iE4sums to ptr), i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 12
  %110 = load float, ptr %109, align 4, !tbaa !12
  %111 = fadd contract float %106, %110
  %112 = add nuw nsw i32 %91, 4
  %113 = add i32 %92, 4
  %114 = icmp eq i32 %113, %63
  br i1 %114, label %64, label %89, !llvm.loop !18

115:                                              ; preds = %81
  fence acquire
  %116 = and i32 %87, 3
  %117 = icmp samesign ult i32 %87, 4
  br i1 %117, label %122, label %118

118:                                              ; preds = %115
  %119 = and i32 %87, 2147483644
  br label %139

120:                                              ; preds = %139
  %121 = icmp eq i32 %116, 0
  br i1 %121, label %137, label %122

122:                                              ; preds = %120, %115
  %123 = phi i32 [ 0, %115 ], [ %162, %120 ]
  %124 = phi float [ 0.000000e+00, %115 ], [ %161, %120 ]
  %125 = icmp ne i32 %116, 0
  tail call void @llvm.assume(i1 %125)
  br label %126

126:                                              ; preds = %126, %122
  %127 = phi i32 [ %123, %122 ], [ %134, %126 ]
  %128 = phi float [ %124, %122 ], [ %133, %126 ]
  %129 = phi i32 [ 0, %122 ], [ %135, %126 ]
  %130 = zext nneg i32 %127 to i64
  %131 = getelementptr inbounds nuw float, ptr %1, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !12
  %133 = fadd contract float %128, %132
  %134 = add nuw nsw i32 %127, 1
  %135 = add i32 %129, 1
  %136 = icmp eq i32 %135, %116
  br i1 %136, label %137, label %126, !llvm.loop !19

137:                                              ; preds = %126, %120
  %138 = phi float [ %161, %120 ], [ %133, %126 ]
  store float %138, ptr %3, align 4, !tbaa !12
  br label %165

139:                                              ; preds = %139, %118
  %140 = phi i32 [ 0, %118 ], [ %162, %139 ]
  %141 = phi float [ 0.000000e+00, %118 ], [ %161, %139 ]
  %142 = phi i32 [ 0, %118 ], [ %163, %139 ]
  %143 = zext nneg i32 %140 to i64
  %144 = getelementptr inbounds nuw float, ptr %1, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !12
  %146 = fadd contract float %141, %145
  %147 = zext nneg i32 %140 to i64
  %148 = getelementptr inbounds nuw float, ptr %1, i64 %147
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 4
  %150 = load float, ptr %149, align 4, !tbaa !12
  %151 = fadd contract float %146, %150
  %152 = zext nneg i32 %140 to i64
  %153 = getelementptr inbounds nuw float, ptr %1, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 8
  %155 = load float, ptr %154, align 4, !tbaa !12
  %156 = fadd contract float %151, %155
  %157 = zext nneg i32 %140 to i64
  %158 = getelementptr inbounds nuw float, ptr %1, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 12
  %160 = load float, ptr %159, align 4, !tbaa !12
  %161 = fadd contract float %156, %160
  %162 = add nuw nsw i32 %140, 4
  %163 = add i32 %142, 4
  %164 = icmp eq i32 %163, %119
  br i1 %164, label %120, label %139, !llvm.loop !20

165:                                              ; preds = %81, %137, %54
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10scale_halfP6__halfS_i(ptr noundef captures(none) %0, ptr noundef readonly byval(%struct.__half) align 2 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !21
  %14 = load i16, ptr %1, align 2, !tbaa !21
  %15 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %14) #6, !srcloc !23
  store i16 %15, ptr %12, align 2, !tbaa !21
  br label %16

16:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!11 = !{i64 2164952526, i64 2164952530, i64 2164952567, i64 2164952607, i64 2164952668, i64 2164952704, i64 2164952754}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !15}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = !{i64 2159317303, i64 2159317330}
