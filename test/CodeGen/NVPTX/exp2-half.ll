; llvm.exp2 of f16, bf16 and their vectors: LLVM 19's NVPTX has no pattern
; for them ("Cannot select: f16 = fexp2"). They compile as LLVM 22's llc
; compiles them: ex2.approx.f16[x2] on sm_75+ with PTX ISA 7.0+,
; ex2.approx.ftz.bf16[x2] on sm_90+ with PTX ISA 7.8+, and below those each
; element widened to f32 for ex2.approx.f32 and rounded back.
; CHECK lines are written by hand: the same checks serve ours and LLVM 22's llc
; RUN: split-file %s %t
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | FileCheck %t/half.ll
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | FileCheck %t/half.ll %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll %}
; sm_75 with its default PTX ISA 6.3, and bf16 on sm_80: widened.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_75 %t/half.ll -o - | FileCheck %t/half.ll --check-prefix=WIDE
; RUN: %if ptxas-sm_75 %{ llc -mtriple=nvptx64 -mcpu=sm_75 %t/half.ll -o - | %ptxas-verify -arch=sm_75 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_75 %t/half.ll -o - | FileCheck %t/half.ll --check-prefix=WIDE %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll --check-prefix=WIDE
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 %t/bfloat.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_80 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll --check-prefix=WIDE %}

;--- half.ll
; CHECK-LABEL: scalar(
; CHECK: ex2.approx.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}};
; WIDE-LABEL: scalar(
; WIDE: cvt.f32.f16
; WIDE: ex2.approx.f32
; WIDE: cvt.rn.f16.f32
define half @scalar(half %a) {
  %r = call half @llvm.exp2.f16(half %a)
  ret half %r
}

; CHECK-LABEL: pair(
; CHECK: ex2.approx.f16x2 {{%r[0-9]+}}, {{%r[0-9]+}};
; WIDE-LABEL: pair(
; WIDE-COUNT-2: ex2.approx.f32
define <2 x half> @pair(<2 x half> %a) {
  %r = call <2 x half> @llvm.exp2.v2f16(<2 x half> %a)
  ret <2 x half> %r
}

; CHECK-LABEL: quad(
; CHECK: ex2.approx.f16x2
; CHECK: ex2.approx.f16x2
; WIDE-LABEL: quad(
; WIDE-COUNT-4: ex2.approx.f32
define <4 x half> @quad(<4 x half> %a) {
  %r = call <4 x half> @llvm.exp2.v4f16(<4 x half> %a)
  ret <4 x half> %r
}

declare half @llvm.exp2.f16(half)
declare <2 x half> @llvm.exp2.v2f16(<2 x half>)
declare <4 x half> @llvm.exp2.v4f16(<4 x half>)

;--- bfloat.ll
; CHECK-LABEL: scalar(
; CHECK: ex2.approx.ftz.bf16 {{%rs[0-9]+}}, {{%rs[0-9]+}};
; WIDE-LABEL: scalar(
; WIDE: ex2.approx.f32
; WIDE: cvt.rn.bf16.f32
define bfloat @scalar(bfloat %a) {
  %r = call bfloat @llvm.exp2.bf16(bfloat %a)
  ret bfloat %r
}

; CHECK-LABEL: pair(
; CHECK: ex2.approx.ftz.bf16x2 {{%r[0-9]+}}, {{%r[0-9]+}};
; WIDE-LABEL: pair(
; WIDE-COUNT-2: ex2.approx.f32
define <2 x bfloat> @pair(<2 x bfloat> %a) {
  %r = call <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat> %a)
  ret <2 x bfloat> %r
}

declare bfloat @llvm.exp2.bf16(bfloat)
declare <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat>)
