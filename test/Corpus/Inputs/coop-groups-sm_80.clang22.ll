; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/coop-groups-sm_80.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm test/Corpus/cuda/coop-groups-sm_80.cu -o coop-groups-sm_80.clang22.ll
; ModuleID = 'test/Corpus/cuda/coop-groups-sm_80.cu'
source_filename = "test/Corpus/cuda/coop-groups-sm_80.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@tile = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z11tile_reducePKiPii(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %11 = mul nuw nsw i32 %7, %9
  %12 = add nuw nsw i32 %11, %6
  %13 = mul nuw nsw i32 %12, %8
  %14 = add nuw nsw i32 %13, %5
  %15 = mul nuw nsw i32 %8, %9
  %16 = mul nuw nsw i32 %15, %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %14, %18
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %25

21:                                               ; preds = %3
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %3, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %3 ]
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
  %28 = and i32 %27, -4
  %29 = shl i32 15, %28
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %29, i32 %26, i32 2, i32 7199)
  %31 = add nsw i32 %30, %26
  %32 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
  %33 = and i32 %32, -4
  %34 = shl i32 15, %33
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %34, i32 %31, i32 1, i32 7199)
  %36 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
  %37 = and i32 %36, -16
  %38 = shl i32 65535, %37
  %39 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %26, i32 %38)
  %40 = tail call noundef i32 @llvm.nvvm.redux.sync.xor(i32 %26, i32 %38)
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
  %50 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %52 = atomicrmw max ptr %51, i32 %39 seq_cst, align 4
  %53 = atomicrmw xor ptr %50, i32 %40 seq_cst, align 4
  br label %54

54:                                               ; preds = %49, %46
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z9tile_scanPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !13
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %3 ]
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
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
  %30 = icmp samesign ult i32 %24, 2
  %31 = fadd contract float %28, %29
  %32 = select i1 %30, float %28, float %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %32, i32 4, i32 0)
  %34 = icmp samesign ult i32 %24, 4
  %35 = fadd contract float %32, %33
  %36 = select i1 %34, float %32, float %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %36, i32 8, i32 0)
  %38 = icmp samesign ult i32 %24, 8
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
  %55 = icmp samesign ult i32 %24, 16
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
  store float %66, ptr %63, align 4, !tbaa !13
  br label %67

67:                                               ; preds = %59, %15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z9coalescedPKiPiS1_i(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %44

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp sgt i32 %14, -1
  br i1 %15, label %16, label %44

16:                                               ; preds = %11
  %17 = tail call noundef i32 @llvm.nvvm.activemask()
  %18 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !15
  %19 = and i32 %18, %17
  %20 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 1, i32 %17)
  %21 = icmp eq i32 %19, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %16
  %23 = atomicrmw add ptr %1, i32 %20 seq_cst, align 4
  br label %24

24:                                               ; preds = %22, %16
  %25 = and i32 %14, 15
  %26 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %17, i32 range(i32 0, 16) %25)
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
  %28 = tail call i32 @llvm.bitreverse.i32(i32 %26)
  %29 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %28) #9
  %30 = icmp eq i32 %29, %27
  %31 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %17, i1 %30)
  %32 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !15
  %33 = and i32 %32, %26
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %24
  %36 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %26)
  %37 = zext nneg i32 %25 to i64
  %38 = getelementptr inbounds nuw i32, ptr %1, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %40 = atomicrmw add ptr %39, i32 %36 seq_cst, align 4
  br label %41

41:                                               ; preds = %35, %24
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %26, i32 %9, i32 %29, i32 31)
  %43 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %42, ptr %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %11, %41, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7stencilPKfPfi(ptr noundef %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add nuw nsw i32 %6, 2
  %9 = sub nsw i32 %2, %7
  %10 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 -2147483646, -2147483648) %8, i32 %9)
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %87, label %12

12:                                               ; preds = %3
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = zext nneg i32 %10 to i64
  %16 = tail call i1 @llvm.nvvm.isspacep.global(ptr %14)
  br i1 %16, label %40, label %17

17:                                               ; preds = %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %22 = mul nuw nsw i32 %20, %21
  %23 = add nuw nsw i32 %22, %19
  %24 = mul nuw nsw i32 %23, %6
  %25 = add nuw nsw i32 %24, %18
  %26 = icmp samesign ult i32 %25, %10
  br i1 %26, label %27, label %65

27:                                               ; preds = %17
  %28 = zext nneg i32 %25 to i64
  %29 = mul nuw nsw i32 %6, %21
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %31 = mul nuw nsw i32 %29, %30
  %32 = zext nneg i32 %31 to i64
  br label %33

33:                                               ; preds = %27, %33
  %34 = phi i64 [ %28, %27 ], [ %38, %33 ]
  %35 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr %14, i64 %34
  %36 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %34
  %37 = load i32, ptr %35, align 4, !alias.scope !19, !noalias !16
  store i32 %37, ptr %36, align 4, !alias.scope !16, !noalias !19
  %38 = add nuw nsw i64 %34, %32
  %39 = icmp samesign ult i64 %38, %15
  br i1 %39, label %33, label %65, !llvm.loop !21

40:                                               ; preds = %12
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %45 = mul nuw nsw i32 %44, %41
  %46 = add nuw nsw i32 %45, %43
  %47 = mul nuw nsw i32 %46, %6
  %48 = add nuw nsw i32 %47, %42
  %49 = icmp samesign ult i32 %48, %10
  br i1 %49, label %50, label %65

50:                                               ; preds = %40
  %51 = zext nneg i32 %48 to i64
  %52 = mul nuw nsw i32 %6, %41
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %54 = mul nuw nsw i32 %52, %53
  %55 = zext nneg i32 %54 to i64
  br label %56

56:                                               ; preds = %50, %56
  %57 = phi i64 [ %51, %50 ], [ %63, %56 ]
  %58 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %57
  %59 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr %14, i64 %57
  %60 = addrspacecast ptr %58 to ptr addrspace(3)
  %61 = ptrtoint ptr addrspace(3) %60 to i64
  %62 = trunc i64 %61 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %62, ptr %59, i64 4, i64 4) #10, !srcloc !23
  %63 = add nuw nsw i64 %57, %55
  %64 = icmp samesign ult i64 %63, %15
  br i1 %64, label %56, label %65, !llvm.loop !24

65:                                               ; preds = %33, %56, %17, %40
  %66 = phi i32 [ %42, %56 ], [ %42, %40 ], [ %18, %17 ], [ %18, %33 ]
  tail call void asm sideeffect "cp.async.commit_group;", ""() #10, !srcloc !25
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #10, !srcloc !26
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %67 = add nuw nsw i32 %66, 2
  %68 = icmp samesign ult i32 %67, %10
  br i1 %68, label %69, label %86

69:                                               ; preds = %65
  %70 = zext nneg i32 %66 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !13
  %73 = fmul contract float %72, 2.500000e-01
  %74 = getelementptr i8, ptr %71, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !13
  %76 = fmul contract float %75, 5.000000e-01
  %77 = fadd contract float %73, %76
  %78 = zext nneg i32 %67 to i64
  %79 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !13
  %81 = fmul contract float %80, 2.500000e-01
  %82 = fadd contract float %77, %81
  %83 = add nsw i32 %7, %66
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  store float %82, ptr %85, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %69, %65
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  br label %87

87:                                               ; preds = %3, %86
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z9tile_votePKfPiS1_Pfi(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %9, %11
  %13 = add nuw nsw i32 %12, %8
  %14 = mul nuw nsw i32 %13, %10
  %15 = add nuw nsw i32 %14, %7
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %10
  %18 = add i32 %17, %7
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %24

20:                                               ; preds = %5
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !13
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
  %36 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
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
  %47 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
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
  %57 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !12
  %58 = and i32 %57, -8
  %59 = shl i32 255, %58
  %60 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %59, i1 %56)
  %61 = lshr i32 %60, %58
  %62 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %61)
  %63 = uitofp nneg i32 %62 to float
  %64 = fadd contract float %55, %63
  %65 = sext i32 %18 to i64
  %66 = getelementptr inbounds float, ptr %3, i64 %65
  store float %64, ptr %66, align 4, !tbaa !13
  br label %67

67:                                               ; preds = %53, %46
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #5

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
declare i1 @llvm.nvvm.isspacep.global(ptr captures(none)) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { nounwind memory(none) }
attributes #10 = { convergent nounwind }

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
!11 = !{i64 2164953943, i64 2164953947, i64 2164953984, i64 2164954024, i64 2164954085, i64 2164954121, i64 2164954171}
!12 = !{i64 17343264}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 17343645}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 0"}
!18 = distinct !{!18, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m"}
!19 = !{!20}
!20 = distinct !{!20, !18, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 1"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{i64 19968838}
!24 = distinct !{!24, !22}
!25 = !{i64 19970390}
!26 = !{i64 19970544}
