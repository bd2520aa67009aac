; An NVVM add with a rounding mode of a negated operand is one sub with
; that rounding mode, as LLVM 22 selects it: libdevice writes
; __nv_fsub_rn(a, b) as llvm.nvvm.add.rn.f(a, fneg b), and its math
; functions (powf's compensated sums) are full of them. LLVM 19 printed
; neg and add for each. Every rounding mode, .ftz, .sat (an extended
; intrinsic, Families/NVPTXRoundedSub.td), f32 and f64, either operand.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func {{.*}}sub_rn_f32(
; CHECK-NOT: neg.f
; CHECK: sub.rn.f32 %f3, %f1, %f2;
; LLC22-LABEL: .func {{.*}}sub_rn_f32(
; LLC22-NOT: neg.f
; LLC22: sub.rn.f32 %r3, %r1, %r2;
define float @sub_rn_f32(float %a, float %b) {
  %nb = fneg float %b
  %d = call float @llvm.nvvm.add.rn.f(float %a, float %nb)
  ret float %d
}

; The negated operand first: b - a.
; CHECK-LABEL: .func {{.*}}negated_first(
; CHECK-NOT: neg.f
; CHECK: sub.rz.ftz.f32 %f3, %f2, %f1;
; LLC22-LABEL: .func {{.*}}negated_first(
; LLC22: sub.rz.ftz.f32 %r3, %r2, %r1;
define float @negated_first(float %a, float %b) {
  %na = fneg float %a
  %d = call float @llvm.nvvm.add.rz.ftz.f(float %na, float %b)
  ret float %d
}

; CHECK-LABEL: .func {{.*}}modes_f32(
; CHECK-NOT: neg.f
; CHECK-DAG: sub.rm.f32
; CHECK-DAG: sub.rp.f32
; CHECK-DAG: sub.rn.ftz.f32
; CHECK-DAG: sub.rm.ftz.f32
; CHECK-DAG: sub.rp.ftz.f32
; CHECK-DAG: sub.rz.f32
; CHECK-NOT: neg.f
; CHECK: ret;
; LLC22-LABEL: .func {{.*}}modes_f32(
; LLC22-NOT: neg.f
; LLC22: ret;
define float @modes_f32(float %a, float %b) {
  %nb = fneg float %b
  %d1 = call float @llvm.nvvm.add.rm.f(float %a, float %nb)
  %d2 = call float @llvm.nvvm.add.rp.f(float %a, float %nb)
  %d3 = call float @llvm.nvvm.add.rn.ftz.f(float %a, float %nb)
  %d4 = call float @llvm.nvvm.add.rm.ftz.f(float %a, float %nb)
  %d5 = call float @llvm.nvvm.add.rp.ftz.f(float %a, float %nb)
  %d6 = call float @llvm.nvvm.add.rz.f(float %a, float %nb)
  %s1 = fadd float %d1, %d2
  %s2 = fadd float %d3, %d4
  %s3 = fadd float %d5, %d6
  %s4 = fadd float %s1, %s2
  %s5 = fadd float %s3, %s4
  ret float %s5
}

; The negation used elsewhere too stays, and the add is still a sub.
; CHECK-LABEL: .func {{.*}}modes_f64(
; CHECK-DAG: sub.rn.f64 %fd{{[0-9]+}}, %fd1, %fd2;
; CHECK-DAG: sub.rz.f64 %fd{{[0-9]+}}, %fd1, %fd2;
; CHECK-DAG: sub.rm.f64 %fd{{[0-9]+}}, %fd1, %fd2;
; CHECK-DAG: sub.rp.f64 %fd{{[0-9]+}}, %fd1, %fd2;
; CHECK-DAG: neg.f64 [[NB:%fd[0-9]+]], %fd2;
; CHECK-DAG: mul.rn.f64 %fd{{[0-9]+}}, {{.*}}[[NB]]
; LLC22-LABEL: .func {{.*}}modes_f64(
; LLC22-DAG: sub.rn.f64
; LLC22-DAG: sub.rz.f64
; LLC22-DAG: sub.rm.f64
; LLC22-DAG: sub.rp.f64
define double @modes_f64(double %a, double %b) {
  %nb = fneg double %b
  %d1 = call double @llvm.nvvm.add.rn.d(double %a, double %nb)
  %d2 = call double @llvm.nvvm.add.rz.d(double %a, double %nb)
  %d3 = call double @llvm.nvvm.add.rm.d(double %a, double %nb)
  %d4 = call double @llvm.nvvm.add.rp.d(double %a, double %nb)
  %s1 = fadd double %d1, %d2
  %s2 = fadd double %d3, %d4
  %s3 = fadd double %s1, %s2
  %m = fmul double %s3, %nb
  ret double %m
}

; The saturating adds, LLVM 22's intrinsics.
; CHECK-LABEL: .func {{.*}}saturating(
; CHECK-NOT: neg.f
; CHECK-DAG: sub.rn.sat.f32 %f{{[0-9]+}}, %f1, %f2;
; CHECK-DAG: sub.rm.sat.ftz.f32 %f{{[0-9]+}}, %f2, %f1;
; CHECK-NOT: neg.f
; CHECK: ret;
; LLC22-LABEL: .func {{.*}}saturating(
; LLC22-DAG: sub.rn.sat.f32 %r{{[0-9]+}}, %r1, %r2;
; LLC22-DAG: sub.rm.sat.ftz.f32 %r{{[0-9]+}}, %r2, %r1;
define float @saturating(float %a, float %b) {
  %nb = fneg float %b
  %na = fneg float %a
  %d1 = call float @llvm.nvvm.add.rn.sat.f(float %a, float %nb)
  %d2 = call float @llvm.nvvm.add.rm.ftz.sat.f(float %na, float %b)
  %s = fadd float %d1, %d2
  ret float %s
}

; Not a negation: add stays add; a multiply with a rounding mode keeps
; its neg.
; CHECK-LABEL: .func {{.*}}kept(
; CHECK: add.rn.f32
; CHECK: neg.f32
; CHECK: mul.rn.f32
; LLC22-LABEL: .func {{.*}}kept(
; LLC22: add.rn.f32
; LLC22: neg.f32
; LLC22: mul.rn.f32
define float @kept(float %a, float %b) {
  %s = call float @llvm.nvvm.add.rn.f(float %a, float %b)
  %nb = fneg float %b
  %m = call float @llvm.nvvm.mul.rn.f(float %s, float %nb)
  ret float %m
}

declare float @llvm.nvvm.add.rn.f(float, float)
declare float @llvm.nvvm.add.rz.f(float, float)
declare float @llvm.nvvm.add.rm.f(float, float)
declare float @llvm.nvvm.add.rp.f(float, float)
declare float @llvm.nvvm.add.rn.ftz.f(float, float)
declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare float @llvm.nvvm.add.rm.ftz.f(float, float)
declare float @llvm.nvvm.add.rp.ftz.f(float, float)
declare double @llvm.nvvm.add.rn.d(double, double)
declare double @llvm.nvvm.add.rz.d(double, double)
declare double @llvm.nvvm.add.rm.d(double, double)
declare double @llvm.nvvm.add.rp.d(double, double)
declare float @llvm.nvvm.add.rn.sat.f(float, float)
declare float @llvm.nvvm.add.rm.ftz.sat.f(float, float)
declare float @llvm.nvvm.mul.rn.f(float, float)
