; LLVM's own intrinsics that LLVM 19's NVPTX back end cannot compile, as
; llc handles them before selection (Ext/NVPTXGenericIntrinsics.cpp):
; those LLVM 22's llc compiles are lowered to the same instructions, the
; others are an error naming the call. Intrinsics LLVM 20-22 added
; (maximumnum, minimumnum, stepvector, sincos, clmul) reach LLVM 19 as
; external functions named llvm.*; without this they were called by that
; name in the PTX, which ptxas rejects. The CHECK lines hold for LLVM 22's
; llc too.
; RUN: split-file %s %t
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %t/lowered.ll -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %t/lowered.ll -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if ptxas-sm_75 %{ llc -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx70 %t/lowered.ll -o - | %ptxas-verify -arch=sm_75 %}
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_90 %t/lowered.ll -o - | FileCheck %s %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %t/rejected.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
; RUN: %if llc22 %{ env LLVM_DISABLE_SYMBOLIZATION=1 %python %utils/check-rejected.py --llc llc --llc22 %llc22 --cpu sm_90 %t/rejected.ll | FileCheck %s --check-prefix=LLC22 %}

;--- lowered.ll
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: maximumnum_f32(
; CHECK: max.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
; CHECK: min.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
define float @maximumnum_f32(float %a, float %b) {
  %x = call float @llvm.maximumnum.f32(float %a, float %b)
  %y = call nnan float @llvm.minimumnum.f32(float %x, float %b)
  ret float %y
}

; CHECK-LABEL: maximumnum_f64(
; CHECK: max.f64
define double @maximumnum_f64(double %a, double %b) {
  %x = call double @llvm.maximumnum.f64(double %a, double %b)
  ret double %x
}

; CHECK-LABEL: maximumnum_v2f16(
; CHECK: max.f16x2
define <2 x half> @maximumnum_v2f16(<2 x half> %a, <2 x half> %b) {
  %x = call <2 x half> @llvm.maximumnum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %x
}

; CHECK-LABEL: stepvector(
; CHECK-NOT: call
; CHECK: st.v4.{{[bu]}}32 [{{%rd[0-9]+}}], {{[{].*[}]}};
define void @stepvector(ptr %out) {
  %s = call <4 x i32> @llvm.stepvector.v4i32()
  store <4 x i32> %s, ptr %out
  ret void
}

; CHECK-LABEL: sincos_afn(
; CHECK-DAG: sin.approx.f32
; CHECK-DAG: cos.approx.f32
define void @sincos_afn(float %a, ptr %out) {
  %sc = call afn { float, float } @llvm.sincos.f32(float %a)
  store { float, float } %sc, ptr %out
  ret void
}

; CHECK-LABEL: sin_cos_afn(
; CHECK: sin.approx.f32
; CHECK: cos.approx.f32
define float @sin_cos_afn(float %a) {
  %s = call afn float @llvm.sin.f32(float %a)
  %c = call afn float @llvm.cos.f32(float %s)
  ret float %c
}

; A function that flushes f32 denormals gets the .ftz forms.
; CHECK-LABEL: sin_ftz(
; CHECK: sin.approx.ftz.f32
; CHECK: ex2.approx.ftz.f32
define float @sin_ftz(float %a) #0 {
  %s = call afn float @llvm.sin.f32(float %a)
  %e = call float @llvm.exp2.f32(float %s)
  ret float %e
}

; half through float, as LLVM 22 promotes it.
; CHECK-LABEL: sin_half(
; CHECK: cvt.f32.f16
; CHECK: sin.approx.f32
; CHECK: cvt.rn.f16.f32
define half @sin_half(half %a) {
  %s = call afn half @llvm.sin.f16(half %a)
  ret half %s
}

; CHECK-LABEL: exp2_f32(
; CHECK: ex2.approx.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
define float @exp2_f32(float %a) {
  %e = call float @llvm.exp2.f32(float %a)
  ret float %e
}

; tanh with afn: tanh.approx.f32 (sm_75, PTX ISA 7.0), half through float.
; CHECK-LABEL: tanh_afn(
; CHECK: tanh.approx.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
; CHECK: cvt.f32.f16
; CHECK: tanh.approx.f32
define float @tanh_afn(float %a, half %h, ptr %o) {
  %t = call afn float @llvm.tanh.f32(float %a)
  %u = call afn half @llvm.tanh.f16(half %h)
  store half %u, ptr %o
  ret float %t
}

; Carry-less multiplication by a variable: an exclusive or per bit.
; CHECK-LABEL: clmul_i8(
; CHECK-COUNT-7: xor.b16
; CHECK-NOT: xor.b16
define i8 @clmul_i8(i8 %a, i8 %b) {
  %m = call i8 @llvm.clmul.i8(i8 %a, i8 %b)
  ret i8 %m
}

; llvm.canonicalize, which LLVM 19 could not select: a multiplication by
; 1.0 that is not folded away, as LLVM 22 selects it.
; CHECK-LABEL: canonicalize(
; CHECK: mul.rn.f32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}}, {{%[fr][0-9]+|0f3F800000}};
; CHECK: mul.rn.f64 {{%(fd|rd)[0-9]+}}, {{%(fd|rd)[0-9]+}}, {{%(fd|rd)[0-9]+|0d3FF0000000000000}};
define void @canonicalize(float %a, double %d, ptr %o) {
  %c = call float @llvm.canonicalize.f32(float %a)
  store volatile float %c, ptr %o
  %e = call double @llvm.canonicalize.f64(double %d)
  store volatile double %e, ptr %o
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

declare float @llvm.canonicalize.f32(float)
declare double @llvm.canonicalize.f64(double)
declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
declare double @llvm.maximumnum.f64(double, double)
declare <2 x half> @llvm.maximumnum.v2f16(<2 x half>, <2 x half>)
declare <4 x i32> @llvm.stepvector.v4i32()
declare { float, float } @llvm.sincos.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare half @llvm.sin.f16(half)
declare float @llvm.exp2.f32(float)
declare i8 @llvm.clmul.i8(i8, i8)
declare float @llvm.tanh.f32(float)
declare half @llvm.tanh.f16(half)

;--- rejected.ll
target triple = "nvptx64-nvidia-cuda"

; ERR: error: in function 'sin_exact': 'llvm.sin.f32' needs the afn fast-math flag on NVPTX (sin.approx.f32); without it there is no instruction or library for it
define void @sin_exact(float %a, ptr %o) {
  %s = call float @llvm.sin.f32(float %a)
  store float %s, ptr %o
  ret void
}
; ERR: error: in function 'cos_double': 'llvm.cos.f64' has no instruction on NVPTX and no library to call (libdevice's __nv_cos computes it)
define void @cos_double(double %a, ptr %o) {
  %c = call afn double @llvm.cos.f64(double %a)
  store double %c, ptr %o
  ret void
}
; ERR: error: in function 'pow': 'llvm.pow.f32' has no instruction on NVPTX and no library to call (libdevice's __nv_pow and __nv_powf compute it)
define void @pow(float %a, float %b, ptr %o) {
  %p = call afn float @llvm.pow.f32(float %a, float %b)
  store float %p, ptr %o
  ret void
}
; ERR: error: in function 'sincos_exact': 'llvm.sincos.f32' needs the afn fast-math flag on NVPTX (sin.approx and cos.approx); without it there is no instruction or library for it
define void @sincos_exact(float %a, ptr %o) {
  %sc = call { float, float } @llvm.sincos.f32(float %a)
  store { float, float } %sc, ptr %o
  ret void
}
; ERR: error: in function 'atan2': 'llvm.atan2.f32' is not an intrinsic LLVM 19 has, and NVPTX here has no lowering for it
define void @atan2(float %a, float %b, ptr %o) {
  %t = call float @llvm.atan2.f32(float %a, float %b)
  store float %t, ptr %o
  ret void
}
; ERR: error: in function 'modf': 'llvm.modf.f64' is not an intrinsic LLVM 19 has, and NVPTX here has no lowering for it
define void @modf(double %a, ptr %o) {
  %m = call { double, double } @llvm.modf.f64(double %a)
  store { double, double } %m, ptr %o
  ret void
}
; ERR: error: in function 'sanitizer': 'llvm.allow.sanitize.address' is not an intrinsic LLVM 19 has, and NVPTX here has no lowering for it
define void @sanitizer(ptr %o) {
  %b = call i1 @llvm.allow.sanitize.address()
  store i1 %b, ptr %o
  ret void
}
; ERR: error: in function 'maximumnum_i32': 'llvm.maximumnum.i32' is called with the type i32 (i32, i32), which is not the intrinsic's
define void @maximumnum_i32(i32 %a, ptr %o) {
  %m = call i32 @llvm.maximumnum.i32(i32 %a, i32 %a)
  store i32 %m, ptr %o
  ret void
}

; The transcendental functions no PTX instruction computes, for every type:
; an error naming the call and libdevice's function (LLVM 19 and LLVM 22
; say "no libcall available for flog", which names neither).
; ERR: error: in function 'log_half': 'llvm.log.f16' has no instruction on NVPTX and no library to call (libdevice's __nv_logf computes it in float)
define void @log_half(half %a, ptr %o) {
  %l = call afn half @llvm.log.f16(half %a)
  store half %l, ptr %o
  ret void
}
; ERR: error: in function 'exp_float': 'llvm.exp.v2f32' has no instruction on NVPTX and no library to call (libdevice's __nv_expf computes it)
define void @exp_float(<2 x float> %a, ptr %o) {
  %e = call afn <2 x float> @llvm.exp.v2f32(<2 x float> %a)
  store <2 x float> %e, ptr %o
  ret void
}
; Without -nvptx-approx-log2f32 (lowered.ll's RUN lines) llvm.log2 is exact.
; ERR: error: in function 'log2_float': 'llvm.log2.f32' has no instruction on NVPTX and no library to call (libdevice's __nv_log2f computes it)
define void @log2_float(float %a, ptr %o) {
  %l = call afn float @llvm.log2.f32(float %a)
  store float %l, ptr %o
  ret void
}
; ERR: error: in function 'atan_double': 'llvm.atan.f64' has no instruction on NVPTX and no library to call (libdevice's __nv_atan computes it)
define void @atan_double(double %a, ptr %o) {
  %t = call double @llvm.atan.f64(double %a)
  store double %t, ptr %o
  ret void
}
; tanh.approx.f32 needs afn (lowered.ll).
; ERR: error: in function 'tanh_exact': 'llvm.tanh.f32' has no instruction on NVPTX and no library to call (libdevice's __nv_tanhf computes it)
define void @tanh_exact(float %a, ptr %o) {
  %t = call float @llvm.tanh.f32(float %a)
  store float %t, ptr %o
  ret void
}

; Intrinsics LLVM 19's selection stopped at for some types (found by
; utils/generic-ir-sweep.py): an error naming the call and the type.
; ERR: error: in function 'powi': 'llvm.powi.f32.i32' has no instruction on NVPTX for float and no library to call
define void @powi(float %a, i32 %n, ptr %o) {
  %p = call float @llvm.powi.f32.i32(float %a, i32 %n)
  store float %p, ptr %o
  ret void
}
; ERR: error: in function 'lround_bfloat': 'llvm.lround.i64.bf16' has no instruction on NVPTX for bfloat and no library to call
define void @lround_bfloat(bfloat %a, ptr %o) {
  %r = call i64 @llvm.lround.i64.bf16(bfloat %a)
  store i64 %r, ptr %o
  ret void
}
declare float @llvm.sin.f32(float)
declare double @llvm.cos.f64(double)
declare float @llvm.pow.f32(float, float)
declare { float, float } @llvm.sincos.f32(float)
declare float @llvm.atan2.f32(float, float)
declare { double, double } @llvm.modf.f64(double)
declare i1 @llvm.allow.sanitize.address()
declare i32 @llvm.maximumnum.i32(i32, i32)
declare half @llvm.log.f16(half)
declare <2 x float> @llvm.exp.v2f32(<2 x float>)
declare float @llvm.log2.f32(float)
declare double @llvm.atan.f64(double)
declare float @llvm.tanh.f32(float)
declare float @llvm.powi.f32.i32(float, i32)
declare i64 @llvm.lround.i64.bf16(bfloat)
; LLC22: LLVM 22 rejects them too (0 documented exceptions)
