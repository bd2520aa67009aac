; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/coop-groups-sm_80.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 test/Corpus/cuda/coop-groups-sm_80.cu -o coop-groups-sm_80.clang19.ll
; ModuleID = 'test/Corpus/cuda/coop-groups-sm_80.cu'
source_filename = "test/Corpus/cuda/coop-groups-sm_80.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@tile = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z11tile_reducePKiPii(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !12
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %14, %18
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %25

21:                                               ; preds = %3
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !13
  br label %25

25:                                               ; preds = %3, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %3 ]
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %28 = and i32 %27, -4
  %29 = shl i32 15, %28
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %29, i32 %26, i32 2, i32 7199)
  %31 = add nsw i32 %30, %26
  %32 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %33 = and i32 %32, -4
  %34 = shl i32 15, %33
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %34, i32 %31, i32 1, i32 7199)
  %36 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %37 = and i32 %36, -16
  %38 = shl i32 65535, %37
  %39 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %38, i32 %26)
  %40 = tail call noundef i32 @llvm.nvvm.redux.sync.xor(i32 %38, i32 %26)
  %41 = and i32 %14, 3
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %25
  %44 = add nsw i32 %35, %31
  %45 = atomicrmw add ptr %1, i32 %44 seq_cst, align 4
  br label %46

46:                                               ; preds = %43, %25
  %47 = and i32 %14, 15
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %1, i64 8
  %51 = getelementptr inbounds i8, ptr %1, i64 4
  %52 = atomicrmw max ptr %51, i32 %39 seq_cst, align 4
  %53 = atomicrmw xor ptr %50, i32 %40 seq_cst, align 4
  br label %54

54:                                               ; preds = %49, %46
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9tile_scanPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !18
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %19 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %20 = mul nuw nsw i32 %18, %19
  %21 = add nuw nsw i32 %20, %17
  %22 = mul nuw nsw i32 %21, %6
  %23 = add nuw nsw i32 %22, %8
  %24 = and i32 %23, 31
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %16, i32 1, i32 0)
  %26 = icmp eq i32 %24, 0
  %27 = fadd contract float %16, %25
  %28 = select i1 %26, float %16, float %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %28, i32 2, i32 0)
  %30 = icmp ult i32 %24, 2
  %31 = fadd contract float %28, %29
  %32 = select i1 %30, float %28, float %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %32, i32 4, i32 0)
  %34 = icmp ult i32 %24, 4
  %35 = fadd contract float %32, %33
  %36 = select i1 %34, float %32, float %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %36, i32 8, i32 0)
  %38 = icmp ult i32 %24, 8
  %39 = fadd contract float %36, %37
  %40 = select i1 %38, float %36, float %39
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %40, i32 16, i32 0)
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %16, i32 1, i32 0)
  %43 = fadd contract float %16, %42
  %44 = select i1 %26, float %16, float %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %44, i32 2, i32 0)
  %46 = fadd contract float %44, %45
  %47 = select i1 %30, float %44, float %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %47, i32 4, i32 0)
  %49 = fadd contract float %47, %48
  %50 = select i1 %34, float %47, float %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %50, i32 8, i32 0)
  %52 = fadd contract float %50, %51
  %53 = select i1 %38, float %50, float %52
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %53, i32 16, i32 0)
  %55 = icmp ult i32 %24, 16
  %56 = fadd contract float %53, %54
  %57 = select i1 %55, float %53, float %56
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %57, i32 1, i32 0)
  br i1 %10, label %59, label %67

59:                                               ; preds = %15
  %60 = fadd contract float %40, %41
  %61 = select i1 %55, float %40, float %60
  %62 = sext i32 %9 to i64
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = icmp eq i32 %24, 0
  %65 = select i1 %64, float 0.000000e+00, float %58
  %66 = fadd contract float %61, %65
  store float %66, ptr %63, align 4, !tbaa !18
  br label %67

67:                                               ; preds = %59, %15
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9coalescedPKiPiS1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %44

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !13
  %15 = icmp sgt i32 %14, -1
  br i1 %15, label %16, label %44

16:                                               ; preds = %11
  %17 = tail call noundef i32 @llvm.nvvm.activemask()
  %18 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !20
  %19 = and i32 %18, %17
  %20 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %17, i32 1)
  %21 = icmp eq i32 %19, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %16
  %23 = atomicrmw add ptr %1, i32 %20 seq_cst, align 4
  br label %24

24:                                               ; preds = %22, %16
  %25 = and i32 %14, 15
  %26 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %17, i32 %25)
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %28 = tail call i32 @llvm.bitreverse.i32(i32 %26)
  %29 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %28) #9
  %30 = icmp eq i32 %29, %27
  %31 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %17, i1 %30)
  %32 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !20
  %33 = and i32 %32, %26
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %24
  %36 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %26)
  %37 = zext nneg i32 %25 to i64
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 4
  %40 = atomicrmw add ptr %39, i32 %36 seq_cst, align 4
  br label %41

41:                                               ; preds = %35, %24
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %26, i32 %9, i32 %29, i32 31)
  %43 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %42, ptr %43, align 4, !tbaa !13
  br label %44

44:                                               ; preds = %11, %41, %4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7stencilPKfPfi(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add nuw nsw i32 %6, 2
  %9 = sub nsw i32 %2, %7
  %10 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 %9)
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %91, label %12

12:                                               ; preds = %3
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = zext nneg i32 %10 to i64
  %16 = tail call i1 @llvm.nvvm.isspacep.shared(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %17 = tail call i1 @llvm.nvvm.isspacep.global(ptr %14)
  %18 = and i1 %16, %17
  br i1 %18, label %42, label %19

19:                                               ; preds = %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %22 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %23 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %24 = mul nuw nsw i32 %22, %23
  %25 = add nuw nsw i32 %24, %21
  %26 = mul nuw nsw i32 %25, %6
  %27 = add nuw nsw i32 %26, %20
  %28 = icmp ult i32 %27, %10
  br i1 %28, label %29, label %67

29:                                               ; preds = %19
  %30 = zext nneg i32 %27 to i64
  %31 = mul nuw nsw i32 %6, %23
  %32 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %33 = mul nuw nsw i32 %31, %32
  %34 = zext nneg i32 %33 to i64
  br label %35

35:                                               ; preds = %29, %35
  %36 = phi i64 [ %30, %29 ], [ %40, %35 ]
  %37 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %14, i64 %36
  %38 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %36
  %39 = load i32, ptr %37, align 4, !alias.scope !24, !noalias !21
  store i32 %39, ptr %38, align 4, !alias.scope !21, !noalias !24
  %40 = add nuw nsw i64 %36, %34
  %41 = icmp ult i64 %40, %15
  br i1 %41, label %35, label %67, !llvm.loop !26

42:                                               ; preds = %12
  %43 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %44 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %45 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %46 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %47 = mul nuw nsw i32 %46, %43
  %48 = add nuw nsw i32 %47, %45
  %49 = mul nuw nsw i32 %48, %6
  %50 = add nuw nsw i32 %49, %44
  %51 = icmp ult i32 %50, %10
  br i1 %51, label %52, label %67

52:                                               ; preds = %42
  %53 = zext nneg i32 %50 to i64
  %54 = mul nuw nsw i32 %6, %43
  %55 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %56 = mul nuw nsw i32 %54, %55
  %57 = zext nneg i32 %56 to i64
  br label %58

58:                                               ; preds = %52, %58
  %59 = phi i64 [ %53, %52 ], [ %65, %58 ]
  %60 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %59
  %61 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %14, i64 %59
  %62 = addrspacecast ptr %60 to ptr addrspace(3)
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %64, ptr %61, i64 4, i64 4) #10, !srcloc !28
  %65 = add nuw nsw i64 %59, %57
  %66 = icmp ult i64 %65, %15
  br i1 %66, label %58, label %67, !llvm.loop !29

67:                                               ; preds = %35, %58, %19, %42
  %68 = phi i32 [ %20, %19 ], [ %44, %42 ], [ %44, %58 ], [ %20, %35 ]
  tail call void asm sideeffect "cp.async.commit_group;", ""() #10, !srcloc !30
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #10, !srcloc !31
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %69 = add nuw nsw i32 %68, 2
  %70 = icmp slt i32 %69, %10
  br i1 %70, label %71, label %90

71:                                               ; preds = %67
  %72 = zext nneg i32 %68 to i64
  %73 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !18
  %75 = fmul contract float %74, 2.500000e-01
  %76 = add nuw nsw i32 %68, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !18
  %80 = fmul contract float %79, 5.000000e-01
  %81 = fadd contract float %75, %80
  %82 = zext nneg i32 %69 to i64
  %83 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !18
  %85 = fmul contract float %84, 2.500000e-01
  %86 = fadd contract float %81, %85
  %87 = add nsw i32 %7, %68
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  store float %86, ptr %89, align 4, !tbaa !18
  br label %90

90:                                               ; preds = %71, %67
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %91

91:                                               ; preds = %3, %90
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9tile_votePKfPiS1_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !12
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %9, %11
  %13 = add nuw nsw i32 %12, %8
  %14 = mul nuw nsw i32 %13, %10
  %15 = add nuw nsw i32 %14, %7
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %10
  %18 = add i32 %17, %7
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %24

20:                                               ; preds = %5
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !18
  br label %24

24:                                               ; preds = %5, %20
  %25 = phi contract float [ %23, %20 ], [ 1.000000e+00, %5 ]
  %26 = fcmp contract olt float %25, 0.000000e+00
  %27 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %26)
  %28 = icmp ne i32 %27, 0
  %29 = and i32 %15, 31
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %28, i1 %30, i1 false
  br i1 %31, label %32, label %34

32:                                               ; preds = %24
  %33 = atomicrmw or ptr %1, i32 1 seq_cst, align 4
  br label %34

34:                                               ; preds = %32, %24
  %35 = fcmp contract ogt float %25, 0.000000e+00
  %36 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %37 = and i32 %36, -8
  %38 = shl i32 255, %37
  %39 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %38, i1 %35)
  %40 = icmp eq i32 %39, %38
  %41 = and i32 %15, 7
  %42 = icmp eq i32 %41, 0
  %43 = select i1 %40, i1 %42, i1 false
  br i1 %43, label %44, label %46

44:                                               ; preds = %34
  %45 = atomicrmw add ptr %2, i32 1 seq_cst, align 4
  br label %46

46:                                               ; preds = %44, %34
  %47 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %48 = and i32 %47, -8
  %49 = shl i32 255, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %49, float %25, i32 1, i32 6175)
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %49, float %25, i32 2, i32 6175)
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %25, i32 3, i32 0)
  br i1 %19, label %53, label %67

53:                                               ; preds = %46
  %54 = fadd contract float %50, %51
  %55 = fadd contract float %54, %52
  %56 = fcmp contract ogt float %25, 1.000000e+00
  %57 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !17
  %58 = and i32 %57, -8
  %59 = shl i32 255, %58
  %60 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %59, i1 %56)
  %61 = lshr i32 %60, %58
  %62 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %61)
  %63 = uitofp nneg i32 %62 to float
  %64 = fadd contract float %55, %63
  %65 = sext i32 %18 to i64
  %66 = getelementptr inbounds float, ptr %3, i64 %65
  store float %64, ptr %66, align 4, !tbaa !18
  br label %67

67:                                               ; preds = %53, %46
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { nounwind memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z11tile_reducePKiPii, !"kernel", i32 1}
!5 = !{ptr @_Z9tile_scanPKfPfi, !"kernel", i32 1}
!6 = !{ptr @_Z9coalescedPKiPiS1_i, !"kernel", i32 1}
!7 = !{ptr @_Z7stencilPKfPfi, !"kernel", i32 1}
!8 = !{ptr @_Z9tile_votePKfPiS1_Pfi, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = !{i64 2163004798, i64 2163004802, i64 2163004839, i64 2163004879, i64 2163004940, i64 2163004976, i64 2163005026}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{i64 15394119}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !15, i64 0}
!20 = !{i64 15394500}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 0"}
!23 = distinct !{!23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 1"}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{i64 18016948}
!29 = distinct !{!29, !27}
!30 = !{i64 18018500}
!31 = !{i64 18018654}
