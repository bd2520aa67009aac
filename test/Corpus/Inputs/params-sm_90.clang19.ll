; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/params-sm_90.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 test/Corpus/cuda/params-sm_90.cu -o params-sm_90.clang19.ll
; ModuleID = 'test/Corpus/cuda/params-sm_90.cu'
source_filename = "test/Corpus/cuda/params-sm_90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Conv = type { ptr, ptr, [4 x i32], [4 x i32], [27 x float] }
%struct.Small = type { float, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @_Z10conv_byval4Convi(ptr nocapture noundef readonly byval(%struct.Conv) align 8 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %0, i64 20
  %11 = load i32, ptr %10, align 4, !tbaa !11
  %12 = mul nsw i32 %11, %9
  %13 = icmp slt i32 %7, %12
  br i1 %13, label %14, label %53

14:                                               ; preds = %2
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %23

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  %18 = load ptr, ptr %0, align 8, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %0, i64 32
  br label %20

20:                                               ; preds = %16, %29
  %21 = phi i32 [ 0, %16 ], [ %30, %29 ]
  %22 = phi float [ 0.000000e+00, %16 ], [ %50, %29 ]
  br label %32

23:                                               ; preds = %29, %14
  %24 = phi float [ 0.000000e+00, %14 ], [ %50, %29 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !18
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds float, ptr %26, i64 %27
  store float %24, ptr %28, align 4, !tbaa !19
  br label %53

29:                                               ; preds = %32
  %30 = add nuw nsw i32 %21, 1
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %23, label %20, !llvm.loop !21

32:                                               ; preds = %20, %32
  %33 = phi i32 [ 0, %20 ], [ %51, %32 ]
  %34 = phi float [ %22, %20 ], [ %50, %32 ]
  %35 = add nuw nsw i32 %33, %21
  %36 = urem i32 %35, 27
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [27 x float], ptr %17, i64 0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !19
  %40 = and i32 %33, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [4 x i32], ptr %19, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !11
  %44 = mul nsw i32 %43, %7
  %45 = add nsw i32 %44, %21
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %18, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !19
  %49 = fmul contract float %39, %48
  %50 = fadd contract float %34, %49
  %51 = add nuw nsw i32 %33, 1
  %52 = icmp eq i32 %51, 27
  br i1 %52, label %29, label %32, !llvm.loop !23

53:                                               ; preds = %2, %23
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11dot_weightsPK4ConvPKf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  br label %5

4:                                                ; preds = %5
  ret float %36

5:                                                ; preds = %5, %2
  %6 = phi i32 [ 0, %2 ], [ %37, %5 ]
  %7 = phi float [ 0.000000e+00, %2 ], [ %36, %5 ]
  %8 = zext nneg i32 %6 to i64
  %9 = getelementptr inbounds [27 x float], ptr %3, i64 0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !19
  %11 = and i32 %6, 3
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !19
  %15 = fmul contract float %10, %14
  %16 = fadd contract float %7, %15
  %17 = add nuw nsw i32 %6, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [27 x float], ptr %3, i64 0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !19
  %21 = and i32 %17, 3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !19
  %25 = fmul contract float %20, %24
  %26 = fadd contract float %16, %25
  %27 = add nuw nsw i32 %6, 2
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [27 x float], ptr %3, i64 0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !19
  %31 = and i32 %27, 3
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !19
  %35 = fmul contract float %30, %34
  %36 = fadd contract float %26, %35
  %37 = add nuw nsw i32 %6, 3
  %38 = icmp eq i32 %37, 27
  br i1 %38, label %4, label %5, !llvm.loop !24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @_Z18conv_grid_constant4Conv(ptr nocapture noundef readonly byval(%struct.Conv) align 8 %0) local_unnamed_addr #2 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul i32 %2, %3
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !11
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %25

10:                                               ; preds = %1
  %11 = load ptr, ptr %0, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = and i32 %6, 3
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !11
  %17 = mul nsw i32 %16, %6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %11, i64 %18
  %20 = call contract noundef float @_Z11dot_weightsPK4ConvPKf(ptr noundef nonnull %0, ptr noundef %19) #5
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !18
  %23 = sext i32 %6 to i64
  %24 = getelementptr inbounds float, ptr %22, i64 %23
  store float %20, ptr %24, align 4, !tbaa !19
  br label %25

25:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12many_scalarsPfPKfffffffddiixcsbi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, double noundef %8, double noundef %9, i32 noundef %10, i32 noundef %11, i64 noundef %12, i8 noundef signext %13, i16 noundef signext %14, i1 noundef zeroext %15, i32 noundef %16) local_unnamed_addr #3 {
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %16
  br i1 %23, label %24, label %55

24:                                               ; preds = %17
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !19
  %28 = fmul contract float %27, %7
  %29 = fadd contract float %28, %6
  %30 = fmul contract float %27, %29
  %31 = fadd contract float %30, %5
  %32 = fmul contract float %27, %31
  %33 = fadd contract float %32, %4
  %34 = fmul contract float %27, %33
  %35 = fadd contract float %34, %3
  %36 = fmul contract float %27, %35
  %37 = fadd contract float %36, %2
  %38 = fpext float %27 to double
  %39 = fmul contract double %38, %8
  %40 = fadd contract double %39, %9
  %41 = fptrunc double %40 to float
  %42 = mul nsw i32 %11, %10
  %43 = sitofp i32 %42 to float
  %44 = fadd contract float %43, %41
  %45 = sitofp i64 %12 to float
  %46 = fadd contract float %44, %45
  %47 = sitofp i8 %13 to float
  %48 = fadd contract float %46, %47
  %49 = sitofp i16 %14 to float
  %50 = fadd contract float %48, %49
  %51 = fadd contract float %50, %37
  %52 = fneg contract float %51
  %53 = select contract i1 %15, float %51, float %52
  %54 = getelementptr inbounds float, ptr %0, i64 %25
  store float %53, ptr %54, align 4, !tbaa !19
  br label %55

55:                                               ; preds = %17, %24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12small_struct5SmallPfi(ptr nocapture noundef readonly byval(%struct.Small) align 4 %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !25
  %11 = add i32 %8, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %0, align 4, !tbaa !27
  %17 = load float, ptr %15, align 4, !tbaa !19
  %18 = fmul contract float %16, %17
  store float %18, ptr %15, align 4, !tbaa !19
  br label %19

19:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10conv_byval4Convi, !"kernel", i32 1}
!5 = !{ptr @_Z18conv_grid_constant4Conv, !"kernel", i32 1}
!6 = !{ptr @_Z12many_scalarsPfPKfffffffddiixcsbi, !"kernel", i32 1}
!7 = !{ptr @_Z12small_struct5SmallPfi, !"kernel", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS4Conv", !17, i64 0, !17, i64 8, !13, i64 16, !13, i64 32, !13, i64 48}
!17 = !{!"any pointer", !13, i64 0}
!18 = !{!16, !17, i64 8}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !13, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !22}
!25 = !{!26, !12, i64 4}
!26 = !{!"_ZTS5Small", !20, i64 0, !12, i64 4}
!27 = !{!26, !20, i64 0}
