; A WGMMA whose A is in registers (a_residency = rmem) reads them
; asynchronously, until the wait that retires its group, like its
; accumulator. In a loop that computes the next A while the group is in
; flight (an attention kernel's P), the register coalescer could give the
; next A the registers of the one still being read, and ptxas would then
; serialize the WGMMAs (C7513: "non wgmma instructions defining input
; registers of a wgmma between start and end of the pipeline stage").
; NVPTXLowerAtoms keeps each in-flight A register live up to the wait that
; retires it (llvm.nvvm.ext.wgmma.keep.b32, no code), and after scheduling
; the fences inside a run that order nothing are dropped
; (NVPTX::dropRedundantWgmmaFences): one fence for the run of four.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_90a -S %s | FileCheck %s --check-prefix=OPT
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas -arch=sm_90a -v - -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

; OPT-LABEL: @rs_loop(
; OPT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; OPT-COUNT-16: call void @llvm.nvvm.ext.wgmma.keep.b32(i32 %{{.*}})
; OPT-NOT: keep
; OPT: br i1

; CHECK-LABEL: .entry rs_loop(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 1;
; CHECK-NOT: wgmma.fence
; CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}1;
; CHECK-NEXT: mul.rn.f32
; CHECK: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;

; PTXAS-NOT: (C75
; PTXAS: 0 bytes spill stores

define void @rs_loop(ptr addrspace(1) %out, i64 %b, <16 x float> %x0, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <32 x float> [ zeroinitializer, %entry ], [ %d3, %loop ]
  %x = phi <16 x float> [ %x0, %entry ], [ %y, %loop ]
  ; A fragments of this step, converted from 16 floats (as P from S).
  %h = fptrunc <16 x float> %x to <16 x bfloat>
  %a = bitcast <16 x bfloat> %h to <8 x i32>
  %a0 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a1 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %a2 = xor <4 x i32> %a0, <i32 1, i32 1, i32 1, i32 1>
  %a3 = xor <4 x i32> %a1, <i32 1, i32 1, i32 1, i32 1>
  %b1 = add i64 %b, 128
  %b2 = add i64 %b, 256
  %b3 = add i64 %b, 384
  %d0 = call <32 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32, a_residency = rmem, transpose_b}", <4 x i32> %a0, i64 %b, <32 x float> %acc, i1 true)
  %d1 = call <32 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32, a_residency = rmem, transpose_b}", <4 x i32> %a1, i64 %b1, <32 x float> %d0, i1 true)
  %d2 = call <32 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32, a_residency = rmem, transpose_b}", <4 x i32> %a2, i64 %b2, <32 x float> %d1, i1 true)
  %d3 = call <32 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32, a_residency = rmem, transpose_b}", <4 x i32> %a3, i64 %b3, <32 x float> %d2, i1 true)
  ; The next step's values, computed while the group is in flight.
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %y = fmul <16 x float> %x, %x
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store <32 x float> %d3, ptr addrspace(1) %out
  ret void
}

declare <32 x float> @llvm.nvvm.cute.atom.mma.rs(metadata, metadata, <4 x i32>, i64, <32 x float>, i1)
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)

!nvvm.annotations = !{!0}
!0 = !{ptr @rs_loop, !"kernel", i32 1}
