; A bfloat constant passed to a call (alone, or as a field of an aggregate)
; was taken for an integer constant by LLVM 19's store-param selection, a
; segfault (LLVM 22's st-param-imm.ll). It is moved into a register and
; stored from there, as an f16 constant is (llvm-patches/0024).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_60 %s -o /dev/null
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | %ptxas-verify -arch=sm_80 %}

declare void @take_bfloat(bfloat)
declare void @take_pair({ bfloat, float })
declare void @take_array([2 x bfloat])

; CHECK-LABEL: calls(
; CHECK: mov.b16 [[B:%rs[0-9]+]], 0x4100;
; CHECK: st.param.b16 [param0+0], [[B]];
; CHECK: call.uni
; CHECK: take_bfloat,
; CHECK: st.param.b16 [param0+0], [[B]];
; CHECK: st.param.f32 [param0+4], 0f3F800000;
; CHECK: take_pair,
; CHECK: mov.b16 [[C:%rs[0-9]+]], 0x4200;
; CHECK-DAG: st.param.b16 [param0+0], [[B]];
; CHECK-DAG: st.param.b16 [param0+2], [[C]];
; CHECK: take_array,
define void @calls() {
  call void @take_bfloat(bfloat 0xR4100)
  call void @take_pair({ bfloat, float } { bfloat 0xR4100, float 1.0 })
  call void @take_array([2 x bfloat] [bfloat 0xR4100, bfloat 0xR4200])
  ret void
}
