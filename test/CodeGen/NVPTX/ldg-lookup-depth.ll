; A load from a kernel's noalias readonly parameter is ld.global.nc when the
; parameter is up to 10 GEPs away (LLVM 22's lookup depth; LLVM 19 looked
; through 6, and the loads of ggml's quantized matmuls, six GEPs from the
; parameter, lost .nc: llvm-patches/0032). One step further, or from a
; parameter that may be written, it is a plain ld.global.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry six_geps(
; CHECK: ld.global.nc.u16
; LLC22-LABEL: .entry six_geps(
; LLC22: ld.global.nc.b16
define ptx_kernel void @six_geps(ptr noalias readonly %p, i64 %a, i64 %b, i64 %c, i64 %d, ptr addrspace(1) %out) {
  %g1 = getelementptr [34 x i8], ptr %p, i64 %a
  %g2 = getelementptr [34 x i8], ptr %g1, i64 %b
  %g3 = getelementptr [34 x i8], ptr %g2, i64 %c
  %g4 = getelementptr i8, ptr %g3, i64 2
  %g5 = getelementptr i16, ptr %g4, i64 %d
  %g6 = getelementptr i8, ptr %g5, i64 2
  %v = load i16, ptr %g6, align 2
  store i16 %v, ptr addrspace(1) %out, align 2
  ret void
}

; CHECK-LABEL: .entry eleven_geps(
; CHECK-NOT: ld.global.nc
; CHECK: ld.global.u16
define ptx_kernel void @eleven_geps(ptr noalias readonly %p, i64 %a, ptr addrspace(1) %out) {
  %g1 = getelementptr i16, ptr %p, i64 %a
  %g2 = getelementptr i16, ptr %g1, i64 %a
  %g3 = getelementptr i16, ptr %g2, i64 %a
  %g4 = getelementptr i16, ptr %g3, i64 %a
  %g5 = getelementptr i16, ptr %g4, i64 %a
  %g6 = getelementptr i16, ptr %g5, i64 %a
  %g7 = getelementptr i16, ptr %g6, i64 %a
  %g8 = getelementptr i16, ptr %g7, i64 %a
  %g9 = getelementptr i16, ptr %g8, i64 %a
  %g10 = getelementptr i16, ptr %g9, i64 %a
  %g11 = getelementptr i16, ptr %g10, i64 %a
  %v = load i16, ptr %g11, align 2
  store i16 %v, ptr addrspace(1) %out, align 2
  ret void
}

; CHECK-LABEL: .entry writable(
; CHECK-NOT: ld.global.nc
; CHECK: ld.global.u16
define ptx_kernel void @writable(ptr noalias %p, i64 %a, ptr addrspace(1) %out) {
  %g1 = getelementptr i16, ptr %p, i64 %a
  %v = load i16, ptr %g1, align 2
  store i16 %v, ptr addrspace(1) %out, align 2
  store i16 0, ptr %p
  ret void
}
