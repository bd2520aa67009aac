; A chain of mma_async within one group: the second reads the first's
; accumulator in place. No mov between them, with or without optimization,
; so ptxas need not serialize the wgmma pipeline; an accumulator value
; shared by several slots (0.0) is copied into distinct registers first.
; CHECK lines are written by hand: one prefix covers -O0 and -O2, whose bodies differ; they check that no mov comes between the two mma_async
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a -O0 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a -O0 %s -o - | %ptxas-verify -arch=sm_90a %}

target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)

; CHECK-LABEL: .entry chain(
; CHECK:       wgmma.fence.sync.aligned;
; CHECK:       wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0:%f[0-9]+]], [[D1:%f[0-9]+]], [[D2:%f[0-9]+]], [[D3:%f[0-9]+]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0, 0;
; CHECK-NOT:   mov.f32
; CHECK:       wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0]], [[D1]], [[D2]], [[D3]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, -1, 0, 0;
; CHECK-NEXT:  wgmma.commit_group.sync.aligned;
; CHECK-NEXT:  wgmma.wait_group.sync.aligned 0;
define ptx_kernel void @chain(i64 %a, i64 %b, ptr addrspace(1) %out) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %r1 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float 0.0, float 0.0, float 0.0, float 0.0, i1 false, i32 1, i32 1, i32 0, i32 0)
  %c0 = extractvalue {float, float, float, float} %r1, 0
  %c1 = extractvalue {float, float, float, float} %r1, 1
  %c2 = extractvalue {float, float, float, float} %r1, 2
  %c3 = extractvalue {float, float, float, float} %r1, 3
  %r2 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c0, float %c1, float %c2, float %c3, i1 true, i32 1, i32 -1, i32 0, i32 0)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %d0 = extractvalue {float, float, float, float} %r2, 0
  %d3 = extractvalue {float, float, float, float} %r2, 3
  %s = fadd float %d0, %d3
  store float %s, ptr addrspace(1) %out
  ret void
}
