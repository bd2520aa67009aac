; A block that ends in a branch on an inverted condition (`@!%p bra`, the
; form selection gives SelectionDAGBuilder's `xor %c, true` that lets a
; block fall through to its successor) is understood by the branch
; analysis (llvm-patches/0042), so that branch folding drops the jump to
; the next block: LLVM 19 kept `bra.uni` to the following label after each
; such branch (causal-conv1d's forward kernel: 25 bra.uni, LLVM 22 1).
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry fall_through(
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK-NOT: bra.uni
; CHECK: st.global.u32
; CHECK: $L__BB0_2:
; CHECK-NEXT: ret;
define ptx_kernel void @fall_through(ptr addrspace(1) %out, i1 %c, i32 %n) {
entry:
  br i1 %c, label %then, label %exit
then:
  store i32 %n, ptr addrspace(1) %out, align 4
  br label %exit
exit:
  ret void
}
