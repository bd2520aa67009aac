; llvm.exp2 of f16, bf16 and their vectors: LLVM 19's NVPTX has no pattern
; for them ("Cannot select: f16 = fexp2"). They select as LLVM 22's llc
; selects them: ex2.approx.f16[x2] on sm_75+ with PTX ISA 7.0+,
; ex2.approx.ftz.bf16[x2] on sm_90+ with PTX ISA 7.8+. Below that each call
; is an error (LLVM 22 widens them to f32 there; LLVM 19's selection cannot
; be made to).
; CHECK lines are written by hand: the same checks serve ours and LLVM 22's llc
; RUN: split-file %s %t
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | FileCheck %t/half.ll
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_80 %t/half.ll -o - | FileCheck %t/half.ll %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_90 %t/bfloat.ll -o - | FileCheck %t/bfloat.ll %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_75 %t/half.ll -o /dev/null 2>&1 | FileCheck %t/half.ll --check-prefix=SM75 --implicit-check-not="LLVM ERROR"
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %t/bfloat.ll -o /dev/null 2>&1 | FileCheck %t/bfloat.ll --check-prefix=SM80 --implicit-check-not="LLVM ERROR"

;--- half.ll
; CHECK-LABEL: scalar(
; CHECK: ex2.approx.f16 {{%rs[0-9]+}}, {{%rs[0-9]+}};
; SM75: error: in function 'scalar': 'llvm.exp2.f16' is not supported on sm_75 with PTX ISA 6.3; it needs sm_75+ with PTX ISA 7.0+ (ex2.approx.f16)
define half @scalar(half %a) {
  %r = call half @llvm.exp2.f16(half %a)
  ret half %r
}

; CHECK-LABEL: pair(
; CHECK: ex2.approx.f16x2 {{%r[0-9]+}}, {{%r[0-9]+}};
; SM75: error: in function 'pair': 'llvm.exp2.v2f16' is not supported on sm_75 with PTX ISA 6.3; it needs sm_75+ with PTX ISA 7.0+ (ex2.approx.f16)
define <2 x half> @pair(<2 x half> %a) {
  %r = call <2 x half> @llvm.exp2.v2f16(<2 x half> %a)
  ret <2 x half> %r
}

; CHECK-LABEL: quad(
; CHECK: ex2.approx.f16x2
; CHECK: ex2.approx.f16x2
; SM75: error: in function 'quad': 'llvm.exp2.v4f16' is not supported on sm_75 with PTX ISA 6.3; it needs sm_75+ with PTX ISA 7.0+ (ex2.approx.f16)
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
; SM80: error: in function 'scalar': 'llvm.exp2.bf16' is not supported on sm_80 with PTX ISA 7.0; it needs sm_90+ with PTX ISA 7.8+ (ex2.approx.ftz.bf16)
define bfloat @scalar(bfloat %a) {
  %r = call bfloat @llvm.exp2.bf16(bfloat %a)
  ret bfloat %r
}

; CHECK-LABEL: pair(
; CHECK: ex2.approx.ftz.bf16x2 {{%r[0-9]+}}, {{%r[0-9]+}};
; SM80: error: in function 'pair': 'llvm.exp2.v2bf16' is not supported on sm_80 with PTX ISA 7.0; it needs sm_90+ with PTX ISA 7.8+ (ex2.approx.ftz.bf16)
define <2 x bfloat> @pair(<2 x bfloat> %a) {
  %r = call <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat> %a)
  ret <2 x bfloat> %r
}

declare bfloat @llvm.exp2.bf16(bfloat)
declare <2 x bfloat> @llvm.exp2.v2bf16(<2 x bfloat>)
