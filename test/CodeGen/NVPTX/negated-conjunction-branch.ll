; A branch on `select i1 %ok, i1 %in.bounds, i1 false` that falls through
; when it holds branches on the disjunction of the negations, the compare
; inverted (NVPTXExt::combineNegatedConjunctionBranch), as LLVM 22's DAG
; has it and as LLVM 19 already did for an `and`: the inverted compare is
; then the one a later block branches on (CodeGenPrepare copies the bounds
; check there) and MachineCSE merges the two. TransformerEngine's softmax
; warp kernels at sm_80 kept their 32 element indices live across the
; reductions: 255 registers, LLVM 22 168, now 168.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry load_then_store(
; CHECK: setp.le.s32 [[OUT:%p[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: or.pred [[SKIP:%p[0-9]+]], {{.*}}[[OUT]]
; CHECK-NEXT: @[[SKIP]] bra
; CHECK-NOT: setp
; CHECK: @[[OUT]] bra
; LLC22-LABEL: .entry load_then_store(
; LLC22: setp.le.s32 [[OUT:%p[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
; LLC22: or.pred [[SKIP:%p[0-9]+]], {{.*}}
; LLC22-NEXT: @[[SKIP]] bra
; LLC22-NOT: setp
; LLC22: @[[OUT]] bra
define ptx_kernel void @load_then_store(ptr addrspace(1) %p, i32 %n, i32 %idx, i1 %ok, ptr addrspace(1) %q) {
entry:
  %in.bounds = icmp sgt i32 %n, %idx
  %guard = select i1 %ok, i1 %in.bounds, i1 false
  br i1 %guard, label %load, label %mid
load:
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %q
  br label %mid
mid:
  call void @llvm.nvvm.barrier0()
  br i1 %in.bounds, label %store, label %exit
store:
  store i32 %idx, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

; Both sides compares of floats: the inverses are the unordered ones.
; CHECK-LABEL: .entry float_bounds(
; CHECK-DAG: setp.leu.f32 [[NOT_ABOVE:%p[0-9]+]], [[X:%f[0-9]+]], [[LO:%f[0-9]+]];
; CHECK-DAG: setp.geu.f32 [[NOT_BELOW:%p[0-9]+]], [[X]], [[HI:%f[0-9]+]];
; CHECK: or.pred [[OUTSIDE:%p[0-9]+]], {{.*}}
; CHECK-NEXT: @[[OUTSIDE]] bra
define ptx_kernel void @float_bounds(ptr addrspace(1) %p, float %x, float %lo, float %hi) {
entry:
  %above = fcmp ogt float %x, %lo
  %below = fcmp olt float %x, %hi
  %inside = select i1 %above, i1 %below, i1 false
  br i1 %inside, label %write, label %exit
write:
  store float %x, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

declare void @llvm.nvvm.barrier0()
