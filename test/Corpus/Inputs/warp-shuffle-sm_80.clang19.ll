; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/warp-shuffle-sm_80.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 test/Corpus/cuda/warp-shuffle-sm_80.cu -o warp-shuffle-sm_80.clang19.ll
; ModuleID = 'test/Corpus/cuda/warp-shuffle-sm_80.cu'
source_filename = "test/Corpus/cuda/warp-shuffle-sm_80.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7max_absPKdPdiE7partial = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ10block_scanPKiPiiE11warp_totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8row_sumsPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = and i32 %8, 31
  %12 = icmp slt i32 %10, %2
  br i1 %12, label %13, label %45

13:                                               ; preds = %4
  %14 = icmp slt i32 %11, %3
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = zext nneg i32 %10 to i64
  %17 = zext nneg i32 %3 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = getelementptr float, ptr %0, i64 %18
  br label %32

20:                                               ; preds = %32, %13
  %21 = phi float [ 0.000000e+00, %13 ], [ %38, %32 ]
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 16, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 8, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %25, i32 4, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %27, i32 2, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %29, i32 1, i32 31)
  %31 = icmp eq i32 %11, 0
  br i1 %31, label %41, label %45

32:                                               ; preds = %15, %32
  %33 = phi i32 [ %11, %15 ], [ %39, %32 ]
  %34 = phi float [ 0.000000e+00, %15 ], [ %38, %32 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr float, ptr %19, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !12
  %38 = fadd contract float %34, %37
  %39 = add nuw nsw i32 %33, 32
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %32, label %20, !llvm.loop !16

41:                                               ; preds = %20
  %42 = fadd contract float %29, %30
  %43 = zext nneg i32 %10 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  store float %42, ptr %44, align 4, !tbaa !12
  br label %45

45:                                               ; preds = %20, %41, %4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7max_absPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %71

13:                                               ; preds = %71, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %78, %71 ]
  %15 = bitcast double %14 to i64
  %16 = trunc i64 %15 to i32
  %17 = lshr i64 %15, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 16, i32 31)
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 16, i32 31)
  %21 = zext i32 %20 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %19 to i64
  %24 = or disjoint i64 %22, %23
  %25 = bitcast i64 %24 to double
  %26 = tail call noundef double @llvm.maxnum.f64(double %14, double %25)
  %27 = bitcast double %26 to i64
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 8, i32 31)
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 8, i32 31)
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = zext i32 %31 to i64
  %36 = or disjoint i64 %34, %35
  %37 = bitcast i64 %36 to double
  %38 = tail call noundef double @llvm.maxnum.f64(double %26, double %37)
  %39 = bitcast double %38 to i64
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 4, i32 31)
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 4, i32 31)
  %45 = zext i32 %44 to i64
  %46 = shl nuw i64 %45, 32
  %47 = zext i32 %43 to i64
  %48 = or disjoint i64 %46, %47
  %49 = bitcast i64 %48 to double
  %50 = tail call noundef double @llvm.maxnum.f64(double %38, double %49)
  %51 = bitcast double %50 to i64
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %51, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 2, i32 31)
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 2, i32 31)
  %57 = zext i32 %56 to i64
  %58 = shl nuw i64 %57, 32
  %59 = zext i32 %55 to i64
  %60 = or disjoint i64 %58, %59
  %61 = bitcast i64 %60 to double
  %62 = tail call noundef double @llvm.maxnum.f64(double %50, double %61)
  %63 = bitcast double %62 to i64
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 1, i32 31)
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 1, i32 31)
  %69 = and i32 %7, 31
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %81, label %91

71:                                               ; preds = %10, %71
  %72 = phi i32 [ %8, %10 ], [ %79, %71 ]
  %73 = phi double [ 0.000000e+00, %10 ], [ %78, %71 ]
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !18
  %77 = tail call noundef double @llvm.fabs.f64(double %76)
  %78 = tail call noundef double @llvm.maxnum.f64(double %73, double %77)
  %79 = add i32 %72, %12
  %80 = icmp slt i32 %79, %2
  br i1 %80, label %71, label %13, !llvm.loop !20

81:                                               ; preds = %13
  %82 = zext i32 %68 to i64
  %83 = shl nuw i64 %82, 32
  %84 = zext i32 %67 to i64
  %85 = or disjoint i64 %83, %84
  %86 = bitcast i64 %85 to double
  %87 = tail call noundef double @llvm.maxnum.f64(double %62, double %86)
  %88 = lshr exact i32 %7, 5
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7max_absPKdPdiE7partial to ptr), i64 0, i64 %89
  store double %87, ptr %90, align 8, !tbaa !18
  br label %91

91:                                               ; preds = %81, %13
  tail call void @llvm.nvvm.barrier0()
  %92 = icmp ult i32 %7, 32
  br i1 %92, label %93, label %166

93:                                               ; preds = %91
  %94 = lshr i32 %5, 5
  %95 = icmp ult i32 %7, %94
  br i1 %95, label %96, label %100

96:                                               ; preds = %93
  %97 = zext nneg i32 %7 to i64
  %98 = getelementptr inbounds [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ7max_absPKdPdiE7partial to ptr), i64 0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !18
  br label %100

100:                                              ; preds = %93, %96
  %101 = phi contract double [ %99, %96 ], [ 0.000000e+00, %93 ]
  %102 = bitcast double %101 to i64
  %103 = trunc i64 %102 to i32
  %104 = lshr i64 %102, 32
  %105 = trunc nuw i64 %104 to i32
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 16, i32 31)
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 16, i32 31)
  %108 = zext i32 %107 to i64
  %109 = shl nuw i64 %108, 32
  %110 = zext i32 %106 to i64
  %111 = or disjoint i64 %109, %110
  %112 = bitcast i64 %111 to double
  %113 = tail call noundef double @llvm.maxnum.f64(double %101, double %112)
  %114 = bitcast double %113 to i64
  %115 = trunc i64 %114 to i32
  %116 = lshr i64 %114, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %115, i32 8, i32 31)
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 8, i32 31)
  %120 = zext i32 %119 to i64
  %121 = shl nuw i64 %120, 32
  %122 = zext i32 %118 to i64
  %123 = or disjoint i64 %121, %122
  %124 = bitcast i64 %123 to double
  %125 = tail call noundef double @llvm.maxnum.f64(double %113, double %124)
  %126 = bitcast double %125 to i64
  %127 = trunc i64 %126 to i32
  %128 = lshr i64 %126, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 4, i32 31)
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 4, i32 31)
  %132 = zext i32 %131 to i64
  %133 = shl nuw i64 %132, 32
  %134 = zext i32 %130 to i64
  %135 = or disjoint i64 %133, %134
  %136 = bitcast i64 %135 to double
  %137 = tail call noundef double @llvm.maxnum.f64(double %125, double %136)
  %138 = bitcast double %137 to i64
  %139 = trunc i64 %138 to i32
  %140 = lshr i64 %138, 32
  %141 = trunc nuw i64 %140 to i32
  %142 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 2, i32 31)
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 2, i32 31)
  %144 = zext i32 %143 to i64
  %145 = shl nuw i64 %144, 32
  %146 = zext i32 %142 to i64
  %147 = or disjoint i64 %145, %146
  %148 = bitcast i64 %147 to double
  %149 = tail call noundef double @llvm.maxnum.f64(double %137, double %148)
  %150 = bitcast double %149 to i64
  %151 = trunc i64 %150 to i32
  %152 = lshr i64 %150, 32
  %153 = trunc nuw i64 %152 to i32
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 1, i32 31)
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 1, i32 31)
  %156 = icmp eq i32 %7, 0
  br i1 %156, label %157, label %166

157:                                              ; preds = %100
  %158 = zext i32 %155 to i64
  %159 = shl nuw i64 %158, 32
  %160 = zext i32 %154 to i64
  %161 = or disjoint i64 %159, %160
  %162 = bitcast i64 %161 to double
  %163 = tail call noundef double @llvm.maxnum.f64(double %149, double %162)
  %164 = zext nneg i32 %4 to i64
  %165 = getelementptr inbounds double, ptr %1, i64 %164
  store double %163, ptr %165, align 8, !tbaa !18
  br label %166

166:                                              ; preds = %100, %157, %91
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z7compactPKiPiPji(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !21
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = icmp sgt i32 %16, 0
  %18 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %17)
  %19 = and i32 %8, 31
  %20 = shl nsw i32 -1, %19
  %21 = xor i32 %20, -1
  %22 = and i32 %18, %21
  %23 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %22)
  %24 = icmp eq i32 %19, 0
  %25 = icmp ne i32 %18, 0
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %15
  %28 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18)
  %29 = atomicrmw add ptr %2, i32 %28 seq_cst, align 4
  br label %30

30:                                               ; preds = %27, %15
  %31 = phi i32 [ %29, %27 ], [ 0, %15 ]
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %31, i32 0, i32 31)
  br i1 %17, label %33, label %37

33:                                               ; preds = %30
  %34 = add i32 %32, %23
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %1, i64 %35
  store i32 %16, ptr %36, align 4, !tbaa !21
  br label %37

37:                                               ; preds = %33, %30
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_scanPKiPii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !21
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %3 ]
  %16 = and i32 %7, 31
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %15, i32 1, i32 0)
  %18 = icmp eq i32 %16, 0
  %19 = select i1 %18, i32 0, i32 %17
  %20 = add nsw i32 %19, %15
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %20, i32 2, i32 0)
  %22 = icmp ult i32 %16, 2
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %20
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 4, i32 0)
  %26 = icmp ult i32 %16, 4
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %24
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %28, i32 8, i32 0)
  %30 = icmp ult i32 %16, 8
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %28
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %32, i32 16, i32 0)
  %34 = icmp ult i32 %16, 16
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %32
  %37 = lshr i32 %7, 5
  %38 = icmp eq i32 %16, 31
  br i1 %38, label %39, label %42

39:                                               ; preds = %14
  %40 = zext nneg i32 %37 to i64
  %41 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiiE11warp_totals to ptr), i64 0, i64 %40
  store i32 %36, ptr %41, align 4, !tbaa !21
  br label %42

42:                                               ; preds = %39, %14
  tail call void @llvm.nvvm.barrier0()
  %43 = icmp ult i32 %7, 32
  br i1 %43, label %44, label %70

44:                                               ; preds = %42
  %45 = lshr i32 %5, 5
  %46 = icmp ult i32 %16, %45
  %47 = zext nneg i32 %16 to i64
  br i1 %46, label %48, label %51

48:                                               ; preds = %44
  %49 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiiE11warp_totals to ptr), i64 0, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !21
  br label %51

51:                                               ; preds = %44, %48
  %52 = phi i32 [ %50, %48 ], [ 0, %44 ]
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 1, i32 0)
  %54 = select i1 %18, i32 0, i32 %53
  %55 = add nsw i32 %54, %52
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 2, i32 0)
  %57 = select i1 %22, i32 0, i32 %56
  %58 = add nsw i32 %57, %55
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 4, i32 0)
  %60 = select i1 %26, i32 0, i32 %59
  %61 = add nsw i32 %60, %58
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 8, i32 0)
  %63 = select i1 %30, i32 0, i32 %62
  %64 = add nsw i32 %63, %61
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 16, i32 0)
  %66 = select i1 %34, i32 0, i32 %65
  %67 = add nsw i32 %66, %64
  %68 = sub nsw i32 %67, %52
  %69 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiiE11warp_totals to ptr), i64 0, i64 %47
  store i32 %68, ptr %69, align 4, !tbaa !21
  br label %70

70:                                               ; preds = %51, %42
  tail call void @llvm.nvvm.barrier0()
  br i1 %9, label %71, label %78

71:                                               ; preds = %70
  %72 = sext i32 %8 to i64
  %73 = getelementptr inbounds i32, ptr %1, i64 %72
  %74 = zext nneg i32 %37 to i64
  %75 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiiE11warp_totals to ptr), i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !21
  %77 = add nsw i32 %76, %36
  store i32 %77, ptr %73, align 4, !tbaa !21
  br label %78

78:                                               ; preds = %71, %70
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13key_histogramPKjPjiS1_(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  %11 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10)
  br i1 %10, label %12, label %39

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !21
  %16 = and i32 %15, 1023
  %17 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %11, i32 %16)
  %18 = tail call i32 @llvm.bitreverse.i32(i32 %17)
  %19 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %18) #8, !srcloc !23
  %20 = and i32 %8, 31
  %21 = icmp eq i32 %20, %19
  br i1 %21, label %22, label %27

22:                                               ; preds = %12
  %23 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %24 = zext nneg i32 %16 to i64
  %25 = getelementptr inbounds i32, ptr %1, i64 %24
  %26 = atomicrmw add ptr %25, i32 %23 seq_cst, align 4
  br label %27

27:                                               ; preds = %22, %12
  %28 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %11, i32 %16)
  %29 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %11, i32 %16)
  %30 = and i32 %15, 1
  %31 = tail call noundef i32 @llvm.nvvm.redux.sync.or(i32 %11, i32 %30)
  %32 = icmp eq i32 %20, 0
  br i1 %32, label %33, label %39

33:                                               ; preds = %27
  %34 = getelementptr inbounds i8, ptr %3, i64 8
  %35 = getelementptr inbounds i8, ptr %3, i64 4
  %36 = atomicrmw add ptr %3, i32 %28 seq_cst, align 4
  %37 = atomicrmw umax ptr %35, i32 %29 seq_cst, align 4
  %38 = atomicrmw or ptr %34, i32 %31 seq_cst, align 4
  br label %39

39:                                               ; preds = %27, %33, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z8row_sumsPKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z7max_absPKdPdi, !"kernel", i32 1}
!6 = !{ptr @_Z7compactPKiPiPji, !"kernel", i32 1}
!7 = !{ptr @_Z10block_scanPKiPii, !"kernel", i32 1}
!8 = !{ptr @_Z13key_histogramPKjPjiS1_, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !14, i64 0}
!20 = distinct !{!20, !17}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !14, i64 0}
!23 = !{i32 12369}
