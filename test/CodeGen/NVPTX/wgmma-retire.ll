; Reads of wgmma accumulators after a wait_group are made to depend on that
; wait: they use the value "retired" right after it. Reads with no wait in
; between (chaining into the next mma_async) are left alone.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -S -passes=nvptx-retire-async-results %s | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}

target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
declare {<2 x half>, <2 x half>} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(i64, i64, <2 x half>, <2 x half>, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)

; Elements extracted before the wait, read after it.
; CHECK-LABEL: define void @extract_before_wait(
; CHECK:         [[R:%.*]] = call { float, float, float, float } @llvm.nvvm.wgmma.mma_async
; CHECK-NEXT:    [[D0:%.*]] = extractvalue { float, float, float, float } [[R]], 0
; CHECK-NEXT:    [[D3:%.*]] = extractvalue { float, float, float, float } [[R]], 3
; CHECK-NEXT:    call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
; CHECK-NEXT:    call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; CHECK-DAG:     [[X0:%.*]] = call float @llvm.nvvm.ext.wgmma.retire.f32(float [[D0]])
; CHECK-DAG:     [[X3:%.*]] = call float @llvm.nvvm.ext.wgmma.retire.f32(float [[D3]])
; CHECK:         fadd float [[X0]], [[X3]]
; PTX-LABEL: extract_before_wait(
; PTX:       wgmma.wait_group.sync.aligned 0;
; PTX-NEXT:  add.rn.f32
; O0-LABEL: extract_before_wait(
; O0:       wgmma.wait_group.sync.aligned 0;
; O0-NOT:   wgmma
; O0:       add.rn.f32
define void @extract_before_wait(i64 %a, i64 %b, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float 0.0, float 0.0, float 0.0, float 0.0, i1 false, i32 1, i32 1, i32 0, i32 0)
  %d0 = extractvalue {float, float, float, float} %r, 0
  %d3 = extractvalue {float, float, float, float} %r, 3
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %s = fadd float %d0, %d3
  store float %s, ptr %out
  ret void
}

; The whole struct read after the wait: every element is retired.
; CHECK-LABEL: define void @struct_after_wait(
; CHECK:         call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
; CHECK-NEXT:    [[E0:%.*]] = extractvalue { <2 x half>, <2 x half> } %r, 0
; CHECK-NEXT:    [[X0:%.*]] = call <2 x half> @llvm.nvvm.ext.wgmma.retire.f16x2(<2 x half> [[E0]])
; CHECK-NEXT:    [[E1:%.*]] = extractvalue { <2 x half>, <2 x half> } %r, 1
; CHECK-NEXT:    [[X1:%.*]] = call <2 x half> @llvm.nvvm.ext.wgmma.retire.f16x2(<2 x half> [[E1]])
; CHECK-NEXT:    [[S0:%.*]] = insertvalue { <2 x half>, <2 x half> } poison, <2 x half> [[X0]], 0
; CHECK-NEXT:    [[S1:%.*]] = insertvalue { <2 x half>, <2 x half> } [[S0]], <2 x half> [[X1]], 1
; CHECK-NEXT:    store { <2 x half>, <2 x half> } [[S1]], ptr %out
define void @struct_after_wait(i64 %a, i64 %b, ptr %out) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(i64 %a, i64 %b, <2 x half> zeroinitializer, <2 x half> zeroinitializer, i1 false, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  store {<2 x half>, <2 x half>} %r, ptr %out
  ret void
}

; Chaining into the next mma_async without a wait is not a read; a read
; after two waits depends on the later one.
; CHECK-LABEL: define void @chain_then_two_waits(
; CHECK:         [[R1:%.*]] = call { float, float, float, float } @llvm.nvvm.wgmma.mma_async
; CHECK-NEXT:    [[C0:%.*]] = extractvalue { float, float, float, float } [[R1]], 0
; CHECK-NEXT:    [[R2:%.*]] = call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float [[C0]],
; CHECK:         call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
; CHECK-NEXT:    call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; CHECK-NEXT:    [[E:%.*]] = extractvalue { float, float, float, float } [[R2]], 0
; CHECK-NEXT:    [[X:%.*]] = call float @llvm.nvvm.ext.wgmma.retire.f32(float [[E]])
; CHECK-NEXT:    store float [[X]], ptr %out
define void @chain_then_two_waits(i64 %a, i64 %b, ptr %out) {
  %r1 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float 0.0, float 0.0, float 0.0, float 0.0, i1 false, i32 1, i32 1, i32 0, i32 0)
  %c0 = extractvalue {float, float, float, float} %r1, 0
  %r2 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c0, float 0.0, float 0.0, float 0.0, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %e = extractvalue {float, float, float, float} %r2, 0
  store float %e, ptr %out
  ret void
}

; Loop-carried accumulators: the back edge carries the retired value, and
; the loop body neither copies nor reads them between mma_async and wait.
; CHECK-LABEL: define void @loop(
; CHECK:       loop:
; CHECK:         [[C0:%.*]] = phi float [ 0.000000e+00, %entry ], [ [[X0:%.*]], %loop ]
; CHECK:         call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; CHECK-DAG:     [[E0:%.*]] = extractvalue { float, float, float, float } %r, 0
; CHECK-DAG:     [[X0]] = call float @llvm.nvvm.ext.wgmma.retire.f32(float [[E0]])
; CHECK:         br i1
; PTX-LABEL: loop(
; PTX:       $L__BB3_1:
; PTX-NOT:   mov
; PTX:       wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0:%f[0-9]+]], [[D1:%f[0-9]+]], [[D2:%f[0-9]+]], [[D3:%f[0-9]+]]}
; PTX-NOT:   mov
; PTX:       wgmma.wait_group.sync.aligned 0;
; PTX-NOT:   mov
; PTX:       bra
; PTX:       add.rn.f32 {{%f[0-9]+}}, [[D0]], [[D3]];
; Without optimization the copies are there, but none between the
; mma_async and its wait.
; O0-LABEL: loop(
; O0:       wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; O0-NEXT:  wgmma.commit_group.sync.aligned;
; O0-NEXT:  wgmma.wait_group.sync.aligned 0;
define void @loop(i64 %a, i64 %b, i32 %n, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %d0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %d1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %d2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %d3, %loop ]
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c0, float %c1, float %c2, float %c3, i1 true, i32 1, i32 1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %d0 = extractvalue {float, float, float, float} %r, 0
  %d1 = extractvalue {float, float, float, float} %r, 1
  %d2 = extractvalue {float, float, float, float} %r, 2
  %d3 = extractvalue {float, float, float, float} %r, 3
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s = fadd float %d0, %d3
  store float %s, ptr %out
  ret void
}
