; opt -O3 keeps the wgmma protocol as written: the calls are neither moved
; across each other, hoisted out of or sunk into the loop or the branches,
; nor merged.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -S -O3 %s | FileCheck %s
; RUN: opt -O3 %s | llc -mtriple=nvptx64 -mcpu=sm_90a | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_90a %{ opt -O3 %s | llc -mtriple=nvptx64 -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}

target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)

; CHECK-LABEL: define ptx_kernel void @mainloop(
; CHECK:       loop:
; CHECK:         call void @llvm.nvvm.wgmma.fence.sync.aligned()
; CHECK-NEXT:    [[R:%.*]] = {{(tail )?}}call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(
; CHECK-NEXT:    call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
; CHECK-NEXT:    call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; CHECK:         br i1 {{.*}}, label %exit, label %loop
; CHECK:       exit:
; CHECK-NOT:     call void @llvm.nvvm.wgmma
; CHECK:         ret void
; PTX-LABEL: .entry mainloop(
; PTX:       $L__BB0_1:
; PTX-NEXT:    // =>This Inner Loop Header
; PTX-NEXT:    wgmma.fence.sync.aligned;
; PTX-NEXT:    wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; PTX-NEXT:    wgmma.commit_group.sync.aligned;
; PTX-NEXT:    wgmma.wait_group.sync.aligned 0;
define ptx_kernel void @mainloop(i64 %a, i64 %b, i32 %n, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi float [ 0.0, %entry ], [ %d0, %loop ]
  %c1 = phi float [ 0.0, %entry ], [ %d1, %loop ]
  %c2 = phi float [ 0.0, %entry ], [ %d2, %loop ]
  %c3 = phi float [ 0.0, %entry ], [ %d3, %loop ]
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
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
  store float %s, ptr addrspace(1) %out
  ret void
}

; The same call in both arms of a branch on a thread-varying condition is
; not merged into one call before or after the branch.
; CHECK-LABEL: define ptx_kernel void @branches(
; CHECK:       call void @llvm.nvvm.wgmma.fence.sync.aligned()
; CHECK:       br i1
; CHECK:       call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a,
; CHECK:       call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a,
; CHECK:       call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
define ptx_kernel void @branches(i64 %a, i64 %b, i1 %p, ptr addrspace(1) %out) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  br i1 %p, label %then, label %else
then:
  %r1 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float 0.0, float 0.0, float 0.0, float 0.0, i1 false, i32 1, i32 1, i32 0, i32 0)
  br label %join
else:
  %r2 = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float 0.0, float 0.0, float 0.0, float 0.0, i1 false, i32 1, i32 1, i32 0, i32 0)
  br label %join
join:
  %r = phi {float, float, float, float} [ %r1, %then ], [ %r2, %else ]
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %d = extractvalue {float, float, float, float} %r, 2
  store float %d, ptr addrspace(1) %out
  ret void
}
