; A call whose type is not its callee's (valid IR: the callee's declaration
; says otherwise) is made through a register with a prototype of the call's
; type, as LLVM 22 makes it (llvm-patches/0025). LLVM 19 printed a direct
; call.uni with the call's parameters, which ptxas rejected ("Call has
; wrong number of parameters", "Type of argument does not match").
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | %ptxas-verify -arch=sm_90 %}

declare i64 @callee(ptr)
declare void @takes_float(float)

; CHECK-LABEL: more_arguments(
; CHECK: mov.u64 [[F:%rd[0-9]+]], callee;
; CHECK: prototype_0 : .callprototype (.param .b64 _) _ (.param .b64 _, .param .b64 _);
; CHECK: call (retval0),
; CHECK-NEXT: [[F]],
; CHECK: , prototype_0;
define i64 @more_arguments(ptr %p) {
  %r = call i64 @callee(ptr %p, i64 7)
  ret i64 %r
}

; CHECK-LABEL: other_type(
; CHECK: mov.u64 [[G:%rd[0-9]+]], takes_float;
; CHECK: prototype_1 : .callprototype ()_ (.param .b32 _);
; CHECK: call
; CHECK-NEXT: [[G]],
; CHECK: , prototype_1;
define void @other_type(i32 %x) {
  call void @takes_float(i32 %x)
  ret void
}

; A call of the callee's own type stays direct.
; CHECK-LABEL: same_type(
; CHECK: call.uni (retval0),
; CHECK-NEXT: callee,
; CHECK-NOT: prototype
; CHECK: ret;
define i64 @same_type(ptr %p) {
  %r = call i64 @callee(ptr %p)
  ret i64 %r
}
