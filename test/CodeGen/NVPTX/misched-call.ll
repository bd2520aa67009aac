; With -enable-misched (NVPTX does not schedule machine instructions by
; default) the scheduler put arithmetic between the instructions a call is
; printed in, inside the PTX call statement, which ptxas rejected
; ("Parsing error near '.s32'"; LLVM 22's misched_func_call.ll). Each piece
; is a scheduling boundary (llvm-patches/0025).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -O3 -enable-misched %s -o - | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -O3 -enable-misched %s -o - | %ptxas-verify -arch=sm_80 %}

; CHECK-LABEL: wombat(
; CHECK: call.uni (retval0),
; CHECK-NEXT: quux,
; CHECK-NEXT: (
; CHECK-NEXT: param0
; CHECK-NEXT: );
define ptx_kernel void @wombat(i32 %arg, i32 %arg1, i32 %arg2) {
bb:
  br label %bb3
bb3:
  %phi = phi i32 [ 0, %bb ], [ 1, %bb3 ]
  %call = tail call double @quux(double 0.000000e+00)
  %mul = mul i32 %phi, %arg1
  %or = or i32 %arg2, %mul
  %mul4 = mul i32 %arg, %or
  %sitofp = sitofp i32 %mul4 to double
  %uitofp = uitofp i32 %phi to double
  %fadd = fadd double %uitofp, %sitofp
  store double %fadd, ptr addrspace(1) null, align 8
  br label %bb3
}
declare double @quux(double)
