; llvm.debugtrap is a breakpoint, brkpt, after which the thread goes on, as
; in LLVM 22 (llvm-patches/0048); LLVM 19 expanded it to llvm.trap, which
; ends the kernel. llvm.trap stays `trap; exit;`.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .visible .func debug_break(
; CHECK:         brkpt;
; CHECK-NOT:     trap
; CHECK:         st.{{[bu]}}32
; CHECK:         ret;
define void @debug_break(ptr %p) {
  call void @llvm.debugtrap()
  store i32 1, ptr %p
  ret void
}

; CHECK-LABEL: .visible .func hard_trap(
; CHECK:         trap; exit;
define void @hard_trap() {
  call void @llvm.trap()
  unreachable
}

declare void @llvm.debugtrap()
declare void @llvm.trap()
