; A sum that allows contraction and the contractable product it adds are
; one fma also where the product is computed in another block (hoisted out
; of the loop that accumulates it, computed before a branch): selection,
; which fuses them, sees one block at a time, so LLVM 19 kept mul and add,
; the product live across the blocks and rounded twice. LLVM 22's
; NVPTXIRPeephole fuses them in IR before selection, and so does
; NVPTXContractFMA, for f32 and f64 scalars whose product has no other use.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: llc < %s -mcpu=sm_80 -O0 | FileCheck %s --check-prefix=O0
; RUN: llc < %s -mcpu=sm_80 -stop-after=nvptx-contract-fma | FileCheck %s --check-prefix=IR
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .func {{.*}}hoisted_product(
; CHECK-NOT: mul.f32
; CHECK: $L__BB0_[[LOOP:[0-9]+]]:
; CHECK: fma.rn.f32 [[ACC:%f[0-9]+]], %f{{[0-9]+}}, %f{{[0-9]+}}, [[ACC]];
; CHECK-NEXT: add.s32
; CHECK-NEXT: setp.lt.s32
; CHECK-NEXT: bra $L__BB0_[[LOOP]];
; O0-LABEL: .func {{.*}}hoisted_product(
; O0: mul.rn.f32
; O0: add.rn.f32
; LLC22-LABEL: .func {{.*}}hoisted_product(
; LLC22-NOT: mul.f32
; LLC22: fma.rn.f32 [[ACC:%r[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}}, [[ACC]];
define float @hoisted_product(float %a, float %b, i32 %n) {
entry:
  %m = fmul contract float %a, %b
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %sum = fadd contract float %acc, %m
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret float %sum
}

; CHECK-LABEL: .func {{.*}}product_before_branch(
; CHECK-NOT: mul.f64
; CHECK: fma.rn.f64 %fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}}, %fd{{[0-9]+}};
; CHECK-NOT: add.f64
; CHECK: ret;
; IR-LABEL: define double @product_before_branch(
; IR: then:
; IR-NEXT: %sum = call nnan contract double @llvm.fma.f64(double %a, double %b, double %c)
; LLC22-LABEL: .func {{.*}}product_before_branch(
; LLC22-NOT: mul.f64
; LLC22: fma.rn.f64
define double @product_before_branch(double %a, double %b, double %c, i1 %p) {
entry:
  %m = fmul nnan contract double %a, %b
  br i1 %p, label %then, label %else
then:
  %sum = fadd reassoc contract double %m, %c
  ret double %sum
else:
  ret double %c
}

; a * b - c and c - a * b: the negation is of c and of a.
; CHECK-LABEL: .func {{.*}}differences(
; CHECK-NOT: mul.f32
; CHECK: neg.f32 [[NEGC:%f[0-9]+]], %f{{[0-9]+}};
; CHECK: fma.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, [[NEGC]];
; CHECK: neg.f32 [[NEGA:%f[0-9]+]], %f{{[0-9]+}};
; CHECK: fma.rn.f32 %f{{[0-9]+}}, [[NEGA]], %f{{[0-9]+}}, %f{{[0-9]+}};
; IR-LABEL: define float @differences(
; IR: %0 = fneg ninf contract float %c
; IR-NEXT: %d1 = call ninf contract float @llvm.fma.f32(float %a, float %b, float %0)
; IR-NEXT: %1 = fneg contract float %a
; IR-NEXT: %d2 = call contract float @llvm.fma.f32(float %1, float %c, float %b)
; LLC22-LABEL: .func {{.*}}differences(
; LLC22-NOT: mul.f32
; LLC22-COUNT-2: fma.rn.f32
define float @differences(float %a, float %b, float %c, i1 %p) {
entry:
  %m1 = fmul contract float %a, %b
  %m2 = fmul contract float %a, %c
  br i1 %p, label %then, label %else
then:
  %d1 = fsub ninf contract float %m1, %c
  %d2 = fsub contract float %b, %m2
  %r = fadd float %d1, %d2
  ret float %r
else:
  ret float %c
}

; Not fused: a product without contract, a sum without it, a product used
; twice, f16 and a vector (which LLVM 22's pass leaves alone too).
; CHECK-LABEL: .func {{.*}}kept_apart(
; CHECK-NOT: fma
; CHECK: mul.f16
; CHECK-NOT: fma
; CHECK: ret;
; LLC22-LABEL: .func {{.*}}kept_apart(
; LLC22-NOT: fma
; LLC22: ret;
define float @kept_apart(float %a, float %b, float %c, half %h, <2 x float> %v, i1 %p, ptr %out) {
entry:
  %m1 = fmul float %a, %b
  %m2 = fmul contract float %a, %c
  %m3 = fmul contract float %b, %c
  %mh = fmul contract half %h, %h
  %mv = fmul contract <2 x float> %v, %v
  store float %m3, ptr %out
  br i1 %p, label %then, label %else
then:
  %s1 = fadd contract float %m1, %c
  %s2 = fadd float %m2, %s1
  %s3 = fadd contract float %m3, %s2
  %sh = fadd contract half %mh, %h
  %out.h = getelementptr i8, ptr %out, i64 16
  store half %sh, ptr %out.h
  %sv = fadd contract <2 x float> %mv, %v
  store <2 x float> %sv, ptr %out
  ret float %s3
else:
  ret float %c
}
