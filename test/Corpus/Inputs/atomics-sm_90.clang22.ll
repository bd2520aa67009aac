; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/atomics-sm_90.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm test/Corpus/cuda/atomics-sm_90.cu -o atomics-sm_90.clang22.ll
; ModuleID = 'test/Corpus/cuda/atomics-sm_90.cu'
source_filename = "test/Corpus/cuda/atomics-sm_90.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cuda::std::__4::__atomic_storage" = type { i32 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ9histogramPKfPjPfPdiiE5local = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ7handoffPiS_S_PyE11block_count = internal addrspace(3) global i32 undef, align 4
@next_tile = dso_local addrspace(1) externally_initialized global { %"struct.cuda::std::__4::__atomic_storage" } zeroinitializer, align 4
@_ZZ10work_queuePKfPfjjE4tile = internal unnamed_addr addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @next_tile to ptr)], section "llvm.metadata"

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z16atomic_max_floatPff(ptr noundef captures(none) %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = bitcast float %1 to i32
  br label %5

5:                                                ; preds = %9, %2
  %6 = phi i32 [ %3, %2 ], [ %11, %9 ]
  %7 = bitcast i32 %6 to float
  %8 = fcmp contract ogt float %1, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  br i1 %12, label %13, label %5

13:                                               ; preds = %9
  %14 = bitcast i32 %11 to float
  br label %15

15:                                               ; preds = %5, %13
  %16 = phi float [ %14, %13 ], [ %7, %5 ]
  ret float %16
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9histogramPKfPjPfPdii(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %20, label %10

10:                                               ; preds = %20, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %9
  %13 = add i32 %12, %7
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %26

15:                                               ; preds = %10
  %16 = add nsw i32 %5, -1
  %17 = sitofp i32 %5 to float
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %9
  br label %29

20:                                               ; preds = %6, %20
  %21 = phi i32 [ %24, %20 ], [ %7, %6 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKfPjPfPdiiE5local to ptr), i64 %22
  store i32 0, ptr %23, align 4, !tbaa !6
  %24 = add i32 %21, %9
  %25 = icmp slt i32 %24, %5
  br i1 %25, label %20, label %10, !llvm.loop !11

26:                                               ; preds = %52, %10
  %27 = phi double [ 0.000000e+00, %10 ], [ %54, %52 ]
  %28 = atomicrmw fadd ptr %3, double %27 seq_cst, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %58, label %57

29:                                               ; preds = %15, %52
  %30 = phi double [ 0.000000e+00, %15 ], [ %54, %52 ]
  %31 = phi i32 [ %13, %15 ], [ %55, %52 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !13
  %35 = fmul contract float %34, %17
  %36 = fptosi float %35 to i32
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 -2147483648, 2147483647) %16, i32 range(i32 0, -2147483648) %37)
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKfPjPfPdiiE5local to ptr), i64 %39
  %41 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %40, i32 1)
  %42 = load i32, ptr %2, align 4, !tbaa !6
  %43 = bitcast float %34 to i32
  br label %44

44:                                               ; preds = %48, %29
  %45 = phi i32 [ %42, %29 ], [ %50, %48 ]
  %46 = bitcast i32 %45 to float
  %47 = fcmp contract ogt float %34, %46
  br i1 %47, label %48, label %52

48:                                               ; preds = %44
  %49 = cmpxchg ptr %2, i32 %45, i32 %43 seq_cst seq_cst, align 4
  %50 = extractvalue { i32, i1 } %49, 0
  %51 = extractvalue { i32, i1 } %49, 1
  br i1 %51, label %52, label %44

52:                                               ; preds = %48, %44
  %53 = fpext contract float %34 to double
  %54 = fadd contract double %30, %53
  %55 = add i32 %31, %19
  %56 = icmp slt i32 %55, %4
  br i1 %56, label %29, label %26, !llvm.loop !15

57:                                               ; preds = %58, %26
  ret void

58:                                               ; preds = %26, %58
  %59 = phi i32 [ %65, %58 ], [ %7, %26 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %1, i64 %60
  %62 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramPKfPjPfPdiiE5local to ptr), i64 %60
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = atomicrmw add ptr %61, i32 %63 seq_cst, align 4
  %65 = add i32 %59, %9
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %58, label %57, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16scatter_add_halfPKiPK7__half2PS1_PK14__nv_bfloat162PS5_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef %2, ptr noundef readonly captures(none) %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %28

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.__half2, ptr %2, i64 %17
  %19 = getelementptr inbounds %struct.__half2, ptr %1, i64 %14
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call i32 asm sideeffect "{ atom.add.noftz.f16x2 $0,[$1],$2; }\0A", "=r,l,r,~{memory}"(ptr %18, i32 %20) #8, !noalias !17, !srcloc !20
  %22 = load i32, ptr %15, align 4, !tbaa !6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.__nv_bfloat162, ptr %4, i64 %23
  %25 = getelementptr inbounds %struct.__nv_bfloat162, ptr %3, i64 %14
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = tail call i32 asm sideeffect "{ atom.add.noftz.bf16x2 $0,[$1],$2; }\0A", "=r,l,r,~{memory}"(ptr %24, i32 %26) #8, !noalias !21, !srcloc !24
  br label %28

28:                                               ; preds = %13, %6
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z8countersPjPyPiS_S1_(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4) local_unnamed_addr #4 {
  %6 = atomicrmw uinc_wrap ptr %3, i32 1023 seq_cst, align 4
  %7 = and i32 %6, 7
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i64, ptr %1, i64 %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 63
  %12 = zext nneg i32 %11 to i64
  %13 = shl nuw i64 1, %12
  %14 = atomicrmw or ptr %9, i64 %13 seq_cst, align 8
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %16 = and i32 %6, 63
  %17 = zext nneg i32 %16 to i64
  %18 = shl nuw i64 1, %17
  %19 = xor i64 %18, -1
  %20 = atomicrmw and ptr %15, i64 %19 seq_cst, align 8
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 72
  %22 = zext i32 %6 to i64
  %23 = atomicrmw xor ptr %21, i64 %22 seq_cst, align 8
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %25 = atomicrmw min ptr %24, i32 %6 seq_cst, align 4
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %27 = atomicrmw udec_wrap ptr %26, i32 100 seq_cst, align 4
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = atomicrmw xchg ptr %28, i32 %29 seq_cst, align 4
  %31 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %4, i32 1)
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %33 = tail call noundef i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr nonnull %32, i32 0, i32 1)
  %34 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, -1
  %39 = icmp eq i32 %34, %38
  br i1 %39, label %40, label %42

40:                                               ; preds = %5
  %41 = atomicrmw xchg ptr %2, i32 1 seq_cst, align 4
  br label %42

42:                                               ; preds = %40, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7handoffPiS_S_Py(ptr noundef captures(none) %0, ptr noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffPiS_S_PyE11block_count to ptr), align 4, !tbaa !6
  br label %8

8:                                                ; preds = %7, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call i32 asm sideeffect "atom.add.relaxed.cta.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffPiS_S_PyE11block_count to ptr), i32 1) #8, !srcloc !25
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = or i32 %10, %5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store i32 42, ptr %0, align 4, !tbaa !6
  tail call void asm sideeffect "st.release.gpu.b32 [$0],$1;", "l,r,~{memory}"(ptr %1, i32 1) #8, !srcloc !26
  br label %22

14:                                               ; preds = %8
  br i1 %6, label %15, label %22

15:                                               ; preds = %14, %15
  %16 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %1) #8, !srcloc !27
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %15, label %18, !llvm.loop !28

18:                                               ; preds = %15
  %19 = load i32, ptr %0, align 4, !tbaa !6
  %20 = zext nneg i32 %10 to i64
  %21 = getelementptr inbounds nuw i32, ptr %2, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %14, %18, %13
  tail call void asm sideeffect "fence.sc.sys;", "~{memory}"() #8, !srcloc !29
  %23 = tail call i64 asm sideeffect "atom.add.acquire.sys.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr %3, i64 1) #8, !srcloc !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %6, label %24, label %31

24:                                               ; preds = %22
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %26 = add nuw i32 %25, %10
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %2, i64 %27
  %29 = tail call i32 asm sideeffect "atom.cas.acq_rel.gpu.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %1, i32 0, i32 2) #8, !srcloc !31
  %30 = tail call i32 asm sideeffect "ld.relaxed.cta.b32 $0,[$1];", "=r,l,~{memory}"(ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffPiS_S_PyE11block_count to ptr)) #8, !srcloc !32
  store i32 %30, ptr %28, align 4, !tbaa !6
  tail call void asm sideeffect "fence.sc.gpu;", "~{memory}"() #8, !srcloc !33
  br label %31

31:                                               ; preds = %24, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10work_queuePKfPfjj(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp eq i32 %5, 0
  %7 = icmp ult i32 %5, %3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %16, %4
  br i1 %6, label %10, label %12

10:                                               ; preds = %9
  %11 = tail call i32 asm sideeffect "atom.add.relaxed.sys.u32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull align 4 dereferenceable(4) addrspacecast (ptr addrspace(1) @next_tile to ptr), i32 1) #8, !srcloc !34
  store i32 %11, ptr addrspacecast (ptr addrspace(3) @_ZZ10work_queuePKfPfjjE4tile to ptr), align 4, !tbaa !6
  br label %12

12:                                               ; preds = %10, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10work_queuePKfPfjjE4tile to ptr), align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp ult i32 %13, %2
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  br i1 %7, label %17, label %16

16:                                               ; preds = %19, %15
  br label %9

17:                                               ; preds = %15
  %18 = mul i32 %13, %3
  br label %19

19:                                               ; preds = %17, %19
  %20 = phi i32 [ %5, %17 ], [ %27, %19 ]
  %21 = add i32 %20, %18
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = fmul contract float %24, 2.000000e+00
  %26 = getelementptr inbounds nuw float, ptr %1, i64 %22
  store float %25, ptr %26, align 4, !tbaa !13
  %27 = add i32 %20, %8
  %28 = icmp ult i32 %27, %3
  br i1 %28, label %19, label %16, !llvm.loop !35

29:                                               ; preds = %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr captures(none), i32) #6

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr captures(none), i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nounwind memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZL9atomicAddP7__half2S_: argument 0"}
!19 = distinct !{!19, !"_ZL9atomicAddP7__half2S_"}
!20 = !{i64 2161049250}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZL9atomicAddP14__nv_bfloat162S_: argument 0"}
!23 = distinct !{!23, !"_ZL9atomicAddP14__nv_bfloat162S_"}
!24 = !{i64 2164491411}
!25 = !{i64 9296495}
!26 = !{i64 9202251}
!27 = !{i64 9159105}
!28 = distinct !{!28, !12}
!29 = !{i64 9144395}
!30 = !{i64 9294668}
!31 = !{i64 9222805}
!32 = !{i64 9159710}
!33 = !{i64 9144090}
!34 = !{i64 9288862}
!35 = distinct !{!35, !12}
