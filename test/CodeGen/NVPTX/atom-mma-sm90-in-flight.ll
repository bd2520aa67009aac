; WGMMA groups kept in flight: a function that calls
; llvm.nvvm.wgmma.wait_group.sync.aligned itself decides how many groups may
; stay in flight (docs/AtomIR.md). The lowering still fences and commits each
; run of atoms as one group, keeps groups in flight across branches (an
; accumulator chains through a loop's phi without a wait), lets the memory
; operations after a front-end wait_group(N) run with N groups in flight,
; and still waits where a result is read, where memory is written after
; atoms with no front-end wait between, and before a return. Reads after a
; wait are retired, so no read is scheduled above it.
; CHECK lines are written by hand: the RUN lines mix llc and opt (and check ptxas -v)
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas-sm_90a %{ %ptxas -arch=sm_90a -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -S %s | FileCheck %s --check-prefix=OPT
; PTXAS-NOT: wgmma.mma_async instructions are serialized
; PTXAS: 0 bytes spill stores, 0 bytes spill loads
; PTXAS-NOT: wgmma.mma_async instructions are serialized

target triple = "nvptx64-nvidia-cuda"

declare <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata, metadata, i64, i64, <64 x float>, i1)
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))

; A CUTLASS mainloop: the first K tile's MMAs, wait_group(1); then per K
; tile a barrier wait, two chained MMAs on the loop-carried accumulator,
; wait_group(1) (the previous tile's group retires) and the release of the
; previous stage; after the loop wait_group(0) and the epilogue.
; CHECK-LABEL: .entry mainloop(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
; CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
; The loop header: %loop, or the barrier wait's spin loop where the
; parity is computed in it (MachineLICM weighs pressure as LLVM 22 does).
; CHECK: $L__BB0_[[LOOP:[0-9]+]]: // %{{loop|wait.full}}
; CHECK-NOT: wait_group
; CHECK: mbarrier.try_wait.parity.shared.b64
; CHECK-NOT: {{wait_group|mov.f32|mov.b32.*%f}}
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {[[ACC:%f[0-9]+, %f[0-9]+]],
; CHECK-NOT: {{wait_group|mov.f32|mov.b32.*%f}}
; CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {[[ACC]],
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
; CHECK-NEXT: mbarrier.arrive.shared.b64
; CHECK-NOT: {{wait_group|mov.f32|mov.b32.*%f}}
; CHECK: @%p{{[0-9]+}} bra $L__BB0_[[LOOP]];
; CHECK-NOT: mul.rn.f32
; CHECK: wgmma.wait_group.sync.aligned 0;
; CHECK-NOT: wait_group
; CHECK: mul.rn.f32
; CHECK: ret;
; OPT-LABEL: @mainloop(
; OPT: loop:
; OPT-NEXT: %k = phi i32
; OPT-NEXT: %acc = phi <64 x float>
; OPT: exit:
; OPT-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; OPT-NEXT: %h = fmul <64 x float>
define void @mainloop(i64 %a0, i64 %b0, i32 %n, ptr addrspace(3) %full, ptr addrspace(3) %empty, ptr %out) {
entry:
  %d0 = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a0, i64 %b0, <64 x float> zeroinitializer, i1 false)
  %a1 = add i64 %a0, 2
  %b1 = add i64 %b0, 2
  %d1 = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a1, i64 %b1, <64 x float> %d0, i1 true)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  br label %loop

loop:
  %k = phi i32 [ 1, %entry ], [ %k.next, %mma ]
  %acc = phi <64 x float> [ %d1, %entry ], [ %d3, %mma ]
  br label %wait.full

wait.full:
  %phase = and i32 %k, 1
  %ready = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) %full, i32 %phase)
  br i1 %ready, label %mma, label %wait.full

mma:
  %k64 = zext i32 %k to i64
  %step = shl i64 %k64, 6
  %a2 = add i64 %a0, %step
  %b2 = add i64 %b0, %step
  %d2 = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a2, i64 %b2, <64 x float> %acc, i1 true)
  %a3 = add i64 %a2, 2
  %b3 = add i64 %b2, 2
  %d3 = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a3, i64 %b3, <64 x float> %d2, i1 true)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %token = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %empty)
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %h = fmul <64 x float> %d3, %d3
  store <64 x float> %h, ptr %out, align 16
  ret void
}

; Two groups: wait_group(1) retires the older, whose result is then read
; without another wait; the newer one's read waits for it (wait_group 0).
; CHECK-LABEL: .entry older_group(
; CHECK: wgmma.mma_async
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK: wgmma.mma_async
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
; CHECK-NOT: wait_group
; CHECK: st.global.v4.f32 [%rd{{[0-9]+}}
; CHECK: wgmma.wait_group.sync.aligned 0;
; CHECK-NOT: wait_group
; CHECK: ret;
define void @older_group(i64 %a, i64 %b, ptr %x.out, ptr %y.out) {
  %x = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a, i64 %b, <64 x float> zeroinitializer, i1 false)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %y = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %b, i64 %a, <64 x float> zeroinitializer, i1 false)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  store <64 x float> %x, ptr %x.out, align 16
  store <64 x float> %y, ptr %y.out, align 16
  ret void
}

; Atoms followed by a memory write with no front-end wait between: the
; lowering waits for every group first (the write could be to the shared
; memory the MMAs read). A group still in flight at a return is waited for.
; CHECK-LABEL: .entry unwaited_write(
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
; CHECK-NOT: wgmma
; CHECK: st.global.u32
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
; CHECK-NEXT: ret;
define void @unwaited_write(i64 %a, i64 %b, ptr %flag, i1 %again) {
  %x = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %a, i64 %b, <64 x float> zeroinitializer, i1 false)
  store i32 1, ptr %flag, align 4
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  %y = call <64 x float> @llvm.nvvm.cute.atom.mma.wg(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}", i64 %b, i64 %a, <64 x float> %x, i1 true)
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @mainloop, !"kernel", i32 1}
!1 = !{ptr @older_group, !"kernel", i32 1}
!2 = !{ptr @unwaited_write, !"kernel", i32 1}
