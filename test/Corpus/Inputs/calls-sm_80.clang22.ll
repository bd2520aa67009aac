; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/calls-sm_80.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm test/Corpus/cuda/calls-sm_80.cu -o calls-sm_80.clang22.ll
; ModuleID = 'test/Corpus/cuda/calls-sm_80.cu'
source_filename = "test/Corpus/cuda/calls-sm_80.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { float, float }
%"class.cooperative_groups::__v1::thread_block" = type { %"struct.cooperative_groups::__v1::thread_group_base", ptr }
%"struct.cooperative_groups::__v1::thread_group_base" = type { %"class.cooperative_groups::__v1::thread_group" }
%"class.cooperative_groups::__v1::thread_group" = type { %union.anon }
%union.anon = type { %"struct.cooperative_groups::__v1::thread_group::gg_data", [8 x i8] }
%"struct.cooperative_groups::__v1::thread_group::gg_data" = type { ptr }
%struct.Quad = type { [4 x i32] }
%struct.Tagged = type { ptr, [8 x i8], ptr }

@_ZZ11pair_reducePK4PairPfE7scratch = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Pair @_Z7combine4PairS_(ptr noundef readonly byval(%struct.Pair) align 4 captures(none) %0, ptr noundef readonly byval(%struct.Pair) align 4 captures(none) %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = load float, ptr %1, align 4, !tbaa !11
  %5 = fadd contract float %3, %4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !14
  %10 = fmul contract float %7, %9
  %11 = insertvalue %struct.Pair poison, float %5, 0
  %12 = insertvalue %struct.Pair %11, float %10, 1
  ret %struct.Pair %12
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z9block_sumfN18cooperative_groups4__v112thread_blockEPf(float noundef %0, ptr noundef readnone byval(%"class.cooperative_groups::__v1::thread_block") align 8 captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %10 = mul nuw nsw i32 %6, %8
  %11 = add nuw nsw i32 %10, %5
  %12 = mul nuw nsw i32 %11, %7
  %13 = add nuw nsw i32 %12, %4
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw float, ptr %2, i64 %14
  store float %0, ptr %15, align 4, !tbaa !15
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %16 = mul nuw nsw i32 %7, %8
  %17 = mul nuw nsw i32 %16, %9
  %18 = lshr i32 %17, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %32, %3
  %21 = load float, ptr %2, align 4, !tbaa !15
  ret float %21

22:                                               ; preds = %3, %32
  %23 = phi i32 [ %33, %32 ], [ %18, %3 ]
  %24 = icmp samesign ult i32 %13, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %22
  %26 = add nuw nsw i32 %23, %13
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !15
  %30 = load float, ptr %15, align 4, !tbaa !15
  %31 = fadd contract float %29, %30
  store float %31, ptr %15, align 4, !tbaa !15
  br label %32

32:                                               ; preds = %25, %22
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %33 = lshr i32 %23, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %20, label %22, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef float @_Z12reduce_pairsPK4PairN18cooperative_groups4__v112thread_blockEPf(ptr noundef readonly captures(none) %0, ptr noundef readonly byval(%"class.cooperative_groups::__v1::thread_block") align 8 captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #1 {
  %4 = alloca %struct.Pair, align 8
  %5 = alloca %struct.Pair, align 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = mul nuw nsw i32 %8, %10
  %12 = add nuw nsw i32 %11, %7
  %13 = mul nuw nsw i32 %12, %9
  %14 = add nuw nsw i32 %13, %6
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw %struct.Pair, ptr %0, i64 %15
  %17 = load i64, ptr %16, align 4
  store i64 %17, ptr %4, align 8
  store float 1.000000e+00, ptr %5, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float 2.000000e+00, ptr %18, align 4, !tbaa !14
  %19 = tail call %struct.Pair @_Z7combine4PairS_(ptr noundef nonnull byval(%struct.Pair) align 4 %4, ptr noundef nonnull byval(%struct.Pair) align 4 %5) #8
  %20 = extractvalue %struct.Pair %19, 0
  %21 = extractvalue %struct.Pair %19, 1
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @_Z9block_sumfN18cooperative_groups4__v112thread_blockEPf(float noundef %22, ptr noundef nonnull byval(%"class.cooperative_groups::__v1::thread_block") align 8 %1, ptr noundef %2) #9
  ret float %23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11pair_reducePK4PairPf(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca %"class.cooperative_groups::__v1::thread_block", align 8
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #10, !srcloc !18
  %5 = inttoptr i64 %4 to ptr
  store ptr inttoptr (i64 8 to ptr), ptr %3, align 8
  %6 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store ptr %5, ptr %6, align 8
  %7 = tail call contract noundef float @_Z12reduce_pairsPK4PairN18cooperative_groups4__v112thread_blockEPf(ptr noundef %0, ptr noundef nonnull byval(%"class.cooperative_groups::__v1::thread_block") align 8 %3, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ11pair_reducePK4PairPfE7scratch to ptr)) #9
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %10, %12
  %14 = add nuw nsw i32 %13, %9
  %15 = mul nuw nsw i32 %14, %11
  %16 = or i32 %15, %8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %1, i64 %20
  store float %7, ptr %21, align 4, !tbaa !15
  br label %22

22:                                               ; preds = %18, %2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z8quad_dot4QuadS_(ptr noundef readonly byval(%struct.Quad) align 16 captures(none) %0, ptr noundef readonly byval(%struct.Quad) align 16 captures(none) %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 16, !tbaa !6
  %4 = load i32, ptr %1, align 16, !tbaa !6
  %5 = mul nsw i32 %4, %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = mul nsw i32 %9, %7
  %11 = add nsw i32 %10, %5
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %15 = load i32, ptr %14, align 8, !tbaa !6
  %16 = mul nsw i32 %15, %13
  %17 = add nsw i32 %16, %11
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = mul nsw i32 %21, %19
  %23 = add nsw i32 %22, %17
  ret i32 %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z11tagged_read6Taggedi(ptr noundef readonly byval(%struct.Tagged) align 8 captures(none) %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = load ptr, ptr %0, align 8, !tbaa !19
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds float, ptr %3, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !15
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = and i32 %1, 7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 %9
  %11 = load i8, ptr %10, align 1, !tbaa !23
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %12, 1
  %14 = uitofp nneg i32 %13 to float
  %15 = fmul contract float %6, %14
  ret float %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z5retag6Taggedi(ptr noundef byval(%struct.Tagged) align 8 captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = trunc i32 %1 to i8
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %5 = and i32 %1, 7
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %4, i64 %6
  store i8 %3, ptr %7, align 1, !tbaa !23
  %8 = tail call contract noundef float @_Z11tagged_read6Taggedi(ptr noundef nonnull byval(%struct.Tagged) align 8 %0, i32 noundef %1) #8
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z8sum_tagsPK6Tagged(ptr noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %3 = load i8, ptr %2, align 1, !tbaa !23
  %4 = uitofp i8 %3 to float
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 9
  %6 = load i8, ptr %5, align 1, !tbaa !23
  %7 = uitofp i8 %6 to float
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 10
  %10 = load i8, ptr %9, align 1, !tbaa !23
  %11 = uitofp i8 %10 to float
  %12 = fadd contract float %8, %11
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 11
  %14 = load i8, ptr %13, align 1, !tbaa !23
  %15 = uitofp i8 %14 to float
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %18 = load i8, ptr %17, align 1, !tbaa !23
  %19 = uitofp i8 %18 to float
  %20 = fadd contract float %16, %19
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 13
  %22 = load i8, ptr %21, align 1, !tbaa !23
  %23 = uitofp i8 %22 to float
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 14
  %26 = load i8, ptr %25, align 1, !tbaa !23
  %27 = uitofp i8 %26 to float
  %28 = fadd contract float %24, %27
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 15
  %30 = load i8, ptr %29, align 1, !tbaa !23
  %31 = uitofp i8 %30 to float
  %32 = fadd contract float %28, %31
  ret float %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z9tag_total6Tagged(ptr noundef readonly byval(%struct.Tagged) align 8 captures(none) %0) local_unnamed_addr #0 {
  %2 = call contract noundef float @_Z8sum_tagsPK6Tagged(ptr noundef nonnull %0) #8
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z16structs_by_valuePK4QuadS1_6TaggedPii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.Tagged) align 8 captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %26

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.Quad, ptr %0, i64 %13
  %15 = getelementptr inbounds %struct.Quad, ptr %1, i64 %13
  %16 = tail call noundef i32 @_Z8quad_dot4QuadS_(ptr noundef nonnull byval(%struct.Quad) align 16 %14, ptr noundef nonnull byval(%struct.Quad) align 16 %15) #8
  %17 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %16, ptr %17, align 4, !tbaa !6
  %18 = tail call contract noundef float @_Z11tagged_read6Taggedi(ptr noundef nonnull byval(%struct.Tagged) align 8 %2, i32 noundef %10) #8
  %19 = tail call contract noundef float @_Z5retag6Taggedi(ptr noundef nonnull byval(%struct.Tagged) align 8 %2, i32 noundef %10) #8
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @_Z9tag_total6Tagged(ptr noundef nonnull byval(%struct.Tagged) align 8 %2) #8
  %22 = fadd contract float %20, %21
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = getelementptr inbounds float, ptr %24, i64 %13
  store float %22, ptr %25, align 4, !tbaa !15
  br label %26

26:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind }
attributes #10 = { convergent nounwind memory(none) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS4Pair", !13, i64 0, !13, i64 4}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!13, !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{i64 2164953278, i64 2164953282, i64 2164953319, i64 2164953359, i64 2164953420, i64 2164953456, i64 2164953506}
!19 = !{!20, !21, i64 0}
!20 = !{!"_ZTS6Tagged", !21, i64 0, !8, i64 8, !21, i64 16}
!21 = !{!"p1 float", !22, i64 0}
!22 = !{!"any pointer", !8, i64 0}
!23 = !{!8, !8, i64 0}
!24 = !{!20, !21, i64 16}
