; An f32 division or square root with the afn fast-math flag is the
; approximate instruction, as LLVM 22 selects it (Families/NVPTXApproxMath.td):
; clang-22 writes -ffast-math as flags on each instruction and no longer as
; the "unsafe-fp-math" attribute LLVM 19 looked at, so TransformerEngine's
; fast-math Adam kernels kept IEEE div.rn.f32. Without afn, and where the
; command line gives -nvptx-prec-divf32/-nvptx-prec-sqrtf32, the precise
; forms stay.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: llc < %s -mcpu=sm_80 -nvptx-prec-divf32=2 -nvptx-prec-sqrtf32=1 \
; RUN:   | FileCheck %s --check-prefix=FORCED
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: div_afn(
; CHECK: div.approx.f32
; FORCED-LABEL: div_afn(
; FORCED: div.rn.f32
; LLC22-LABEL: div_afn(
; LLC22: div.approx.f32
define float @div_afn(float %a, float %b) {
  %d = fdiv afn float %a, %b
  ret float %d
}

; CHECK-LABEL: div_plain(
; CHECK: div.rn.f32
; LLC22-LABEL: div_plain(
; LLC22: div.rn.f32
define float @div_plain(float %a, float %b) {
  %d = fdiv arcp contract float %a, %b
  ret float %d
}

; CHECK-LABEL: reciprocal_afn(
; CHECK: rcp.approx.f32
; LLC22-LABEL: reciprocal_afn(
; LLC22: rcp.approx.f32
define float @reciprocal_afn(float %b) {
  %r = fdiv afn float 1.0, %b
  ret float %r
}

; CHECK-LABEL: div_by_constant_afn(
; CHECK: div.approx.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, 0f40400000;
define float @div_by_constant_afn(float %a) {
  %d = fdiv afn float %a, 3.0
  ret float %d
}

; CHECK-LABEL: sqrt_afn(
; CHECK: sqrt.approx.f32
; FORCED-LABEL: sqrt_afn(
; FORCED: sqrt.rn.f32
; LLC22-LABEL: sqrt_afn(
; LLC22: sqrt.approx.f32
define float @sqrt_afn(float %a) {
  %s = call afn float @llvm.sqrt.f32(float %a)
  ret float %s
}

; CHECK-LABEL: sqrt_plain(
; CHECK: sqrt.rn.f32
define float @sqrt_plain(float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  ret float %s
}

; clang-22's -ffast-math: every flag, and f32 denormals flushed.
; CHECK-LABEL: fast_ftz(
; CHECK: rcp.approx.ftz.f32
; CHECK: sqrt.approx.ftz.f32
; LLC22-LABEL: fast_ftz(
; LLC22: rcp.approx.ftz.f32
; LLC22: sqrt.approx.ftz.f32
define float @fast_ftz(float %a, float %b) #0 {
  %r = fdiv fast float 1.0, %b
  %s = call fast float @llvm.sqrt.f32(float %a)
  %t = fadd fast float %r, %s
  ret float %t
}

declare float @llvm.sqrt.f32(float)
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
