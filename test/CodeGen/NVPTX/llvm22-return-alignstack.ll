; LLVM 22 writes alignstack(N) on a function's or a call's return value:
; the alignment of the .param the value is returned in. LLVM 19's reader
; refused it ("this attribute does not apply to return values"); it reads
; it as LLVM 19's NVPTX annotations of the same thing (llvm-patches/0028):
; an nvvm.annotations "align" entry for the return (index 0), callalign
; metadata on a call.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: opt -S %s | FileCheck %s --check-prefix=IR
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | %ptxas-verify -arch=sm_80 %}

%struct.float2 = type { float, float }

; CHECK: .extern .func (.param .align 8 .b8 func_retval0[8]) ext
; CHECK-LABEL: .visible .func (.param .align 16 .b8 func_retval0[8]) aligned_return(
; CHECK: st.param.f32 [func_retval0+0],
; IR: define %struct.float2 @aligned_return(
define alignstack(16) %struct.float2 @aligned_return(%struct.float2 %a) {
  ret %struct.float2 %a
}

declare alignstack(8) %struct.float2 @ext(%struct.float2)

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) caller(
; CHECK: .param .align 8 .b8 retval0[8];
; IR: %r = call %struct.float2 @ext(%struct.float2 %a), !callalign ![[CALLALIGN:[0-9]+]]
define float @caller(%struct.float2 %a) {
  %r = call alignstack(8) %struct.float2 @ext(%struct.float2 %a)
  %f = extractvalue %struct.float2 %r, 0
  ret float %f
}

; IR: !nvvm.annotations = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
; IR-DAG: ![[A]] = !{ptr @aligned_return, !"align", i32 16}
; IR-DAG: ![[B]] = !{ptr @ext, !"align", i32 8}
; IR-DAG: ![[CALLALIGN]] = !{i32 8}
