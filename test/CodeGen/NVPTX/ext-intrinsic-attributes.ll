; Declarations of extended intrinsics get LLVM 22's attributes (immarg on
; the operand, convergent nounwind on the function) before any other pass,
; in opt's pipelines, with the pass alone, and in llc.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -S -passes=nvptx-ext-intrinsic-checks %s | FileCheck %s
; RUN: opt -S -O3 %s | FileCheck %s --check-prefixes=CHECK,O3
; llc runs the same pass first in its IR pipeline:
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null \
; RUN:   -print-after=nvptx-ext-intrinsic-checks 2>&1 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK: declare void @llvm.nvvm.wgmma.fence.sync.aligned() #[[ATTR:[0-9]+]]
; CHECK: declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg) #[[ATTR]]
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)

; Convergent calls are not duplicated into, or hoisted out of, the branches
; that depend on a thread-varying condition: -O3 keeps one call of each
; after the join and one before the branch.
; O3-LABEL: define ptx_kernel void @k(
; O3:       call void @llvm.nvvm.wgmma.fence.sync.aligned()
; O3-NOT:   call void @llvm.nvvm.wgmma.fence.sync.aligned()
; O3:       call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; O3-NOT:   call void @llvm.nvvm.wgmma
define ptx_kernel void @k(ptr addrspace(1) %p, i1 %c) {
entry:
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %p
  br label %join
else:
  store i32 2, ptr addrspace(1) %p
  br label %join
join:
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

; CHECK: attributes #[[ATTR]] = { convergent nounwind }
