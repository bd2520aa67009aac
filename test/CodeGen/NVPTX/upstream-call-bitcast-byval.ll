; LLVM 19's own call_bitcast_byval.ll expects a call whose type is not its
; callee's (here a byval struct passed to a function declared to return
; it) to be a direct call.uni. This llc, as LLVM 22's does, calls through a
; register with a prototype of the call's type (llvm-patches/0025), so that
; upstream test is left out of the upstream suite (test/upstream.cfg.py)
; for this one, which runs its input and checks what LLVM 22's version of
; the test checks.
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/call_bitcast_byval.ll -mtriple=nvptx64 -mcpu=sm_75 -verify-machineinstrs | FileCheck %s
; RUN: %if ptxas-sm_75 %{ llc < %llvm_src/test/CodeGen/NVPTX/call_bitcast_byval.ll -mtriple=nvptx64 -mcpu=sm_75 | %ptxas-verify -arch=sm_75 %}

; CHECK-LABEL: .weak .func foo()
; CHECK: mov.u64 [[F:%rd[0-9]+]], _Z20__spirv_GroupCMulKHRjjN5__spv12complex_halfE;
; CHECK: .param .align 2 .b8 param2[4];
; CHECK: .param .align 2 .b8 retval0[4];
; CHECK: prototype_0 : .callprototype (.param .align 2 .b8 _[4]) _ (.param .b32 _, .param .b32 _, .param .align 2 .b8 _[4]);
; CHECK: call (retval0),
; CHECK-NEXT: [[F]],
; CHECK: , prototype_0;

; CHECK: .func callee(
; CHECK-NEXT: .param .align 2 .b8 callee_param_0[4]
; CHECK-LABEL: .visible .func boom()
; CHECK: .callprototype ()_ (.param .align 2 .b8 _[4]);
