; clang writes a non-negative GEP index as `zext nneg`, and LLVM 19's
; StraightLineStrengthReduce factors an index only through a sext, so the
; addresses of `p[k * tid]` unrolled over k each kept their own mul.lo,
; mul.wide and add (a __launch_bounds__(128, 4) kernel reading 32 of them:
; 72 registers, LLVM 22's llc 56). NVPTXSignedGEPIndices rewrites such
; indices as sexts right before SLSR, which then adds tid * 4 to the
; previous address; indices that might be negative, and indices with no
; other multiple of their stride into the same pointer, are left alone.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o /dev/null \
; RUN:   -print-after=nvptx-signed-gep-indices 2>&1 | FileCheck %s --check-prefix=IR
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | %ptxas-verify -arch=sm_90 %}

; One mul.wide for the stride, then one add per element.
; CHECK-LABEL: strided(
; CHECK: mul.wide.u32 [[STEP:%rd[0-9]+]], %r{{[0-9]+}}, 4;
; CHECK-NOT: mul
; CHECK: add.s64 [[A1:%rd[0-9]+]], %rd{{[0-9]+}}, [[STEP]];
; CHECK: add.s64 [[A2:%rd[0-9]+]], [[A1]], [[STEP]];
; CHECK: add.s64 [[A3:%rd[0-9]+]], [[A2]], [[STEP]];
; CHECK: add.s64 {{%rd[0-9]+}}, [[A3]], [[STEP]];
; CHECK-NOT: mul
; CHECK: ret;
; IR-LABEL: define ptx_kernel void @strided(
; IR: %i1 = sext i32 %tid to i64
; IR: %i2 = sext i32 %m2 to i64
; IR: %i3 = sext i32 %m3 to i64
; IR: %i4 = sext i32 %m4 to i64
; IR: %i5 = sext i32 %m5 to i64
define ptx_kernel void @strided(ptr %p, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i1 = zext nneg i32 %tid to i64
  %a1 = getelementptr inbounds nuw float, ptr %p, i64 %i1
  %v1 = load float, ptr %a1
  %m2 = shl nuw nsw i32 %tid, 1
  %i2 = zext nneg i32 %m2 to i64
  %a2 = getelementptr inbounds nuw float, ptr %p, i64 %i2
  %v2 = load float, ptr %a2
  %m3 = mul nuw nsw i32 %tid, 3
  %i3 = zext nneg i32 %m3 to i64
  %a3 = getelementptr inbounds nuw float, ptr %p, i64 %i3
  %v3 = load float, ptr %a3
  %m4 = shl nuw nsw i32 %tid, 2
  %i4 = zext nneg i32 %m4 to i64
  %a4 = getelementptr inbounds nuw float, ptr %p, i64 %i4
  %v4 = load float, ptr %a4
  %m5 = mul nuw nsw i32 %tid, 5
  %i5 = zext nneg i32 %m5 to i64
  %a5 = getelementptr inbounds nuw float, ptr %p, i64 %i5
  %v5 = load float, ptr %a5
  %s2 = fadd float %v1, %v2
  %s3 = fadd float %s2, %v3
  %s4 = fadd float %s3, %v4
  %s5 = fadd float %s4, %v5
  store float %s5, ptr %out
  ret void
}

; Without nneg, and with nothing known of %x's sign, `zext (x * 3)` and
; `sext (x * 3)` differ: the indices stay zero-extended, each its own
; mul.wide.u32.
; CHECK-LABEL: maybe_negative(
; CHECK-COUNT-3: mul.wide.u32
; CHECK-NOT: mul.wide.s32
; CHECK: ret;
; IR-LABEL: define ptx_kernel void @maybe_negative(
; IR: %i2 = zext i32 %m2 to i64
; IR: %i3 = zext i32 %m3 to i64
define ptx_kernel void @maybe_negative(ptr %p, ptr %out, i32 %x) {
  %i1 = zext i32 %x to i64
  %a1 = getelementptr inbounds float, ptr %p, i64 %i1
  %v1 = load float, ptr %a1
  %m2 = mul nsw i32 %x, 2
  %i2 = zext i32 %m2 to i64
  %a2 = getelementptr inbounds float, ptr %p, i64 %i2
  %v2 = load float, ptr %a2
  %m3 = mul nsw i32 %x, 3
  %i3 = zext i32 %m3 to i64
  %a3 = getelementptr inbounds float, ptr %p, i64 %i3
  %v3 = load float, ptr %a3
  %s2 = fadd float %v1, %v2
  %s3 = fadd float %s2, %v3
  store float %s3, ptr %out
  ret void
}

; A zext without nneg whose value is known to be non-negative (a thread
; index times a constant, no wrap) is rewritten too.
; IR-LABEL: define ptx_kernel void @known_non_negative(
; IR: %i1 = sext i32 %tid to i64
; IR: %i2 = sext i32 %m2 to i64
define ptx_kernel void @known_non_negative(ptr %p, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i1 = zext i32 %tid to i64
  %a1 = getelementptr inbounds float, ptr %p, i64 %i1
  %v1 = load float, ptr %a1
  %m2 = mul nuw nsw i32 %tid, 2
  %i2 = zext i32 %m2 to i64
  %a2 = getelementptr inbounds float, ptr %p, i64 %i2
  %v2 = load float, ptr %a2
  %s = fadd float %v1, %v2
  store float %s, ptr %out
  ret void
}

; Only one multiple of the stride per pointer (the same index into two
; arrays): nothing to reduce, the zexts stay.
; IR-LABEL: define ptx_kernel void @one_multiple(
; IR: %i = zext nneg i32 %m to i64
; IR: %j = zext nneg i32 %m to i64
define ptx_kernel void @one_multiple(ptr %p, ptr %q, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul nuw nsw i32 %tid, 3
  %i = zext nneg i32 %m to i64
  %a = getelementptr inbounds nuw float, ptr %p, i64 %i
  %v = load float, ptr %a
  %j = zext nneg i32 %m to i64
  %b = getelementptr inbounds nuw float, ptr %q, i64 %j
  %w = load float, ptr %b
  %s = fadd float %v, %w
  store float %s, ptr %out
  ret void
}

; Multiples 1, 4 and 1 of the stride: SLSR would reach `p[4 * tid]` from
; `p[tid]` by adding 12 * tid, a multiply where the index needs a shift
; (mamba's selective_scan_bwd_kernel: 10 registers more), so the zexts stay
; and no address is multiplied out.
; IR-LABEL: define ptx_kernel void @far_multiples(
; IR: %i1 = zext nneg i32 %tid to i64
; IR: %i4 = zext nneg i32 %m4 to i64
; IR: %j1 = zext nneg i32 %tid to i64
; CHECK-LABEL: far_multiples(
; CHECK-NOT: mul.lo.s64
; CHECK-NOT: mul.wide.{{[su]}}32 %rd{{[0-9]+}}, %r{{[0-9]+}}, 12;
; CHECK: ret;
define ptx_kernel void @far_multiples(ptr %p, ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i1 = zext nneg i32 %tid to i64
  %a1 = getelementptr inbounds nuw float, ptr %p, i64 %i1
  %v1 = load float, ptr %a1
  %m4 = shl nuw nsw i32 %tid, 2
  %i4 = zext nneg i32 %m4 to i64
  %a4 = getelementptr inbounds nuw float, ptr %p, i64 %i4
  %v4 = load float, ptr %a4
  %j1 = zext nneg i32 %tid to i64
  %b1 = getelementptr inbounds nuw float, ptr %p, i64 %j1
  %w1 = load float, ptr %b1
  %s = fadd float %v1, %v4
  %t = fadd float %s, %w1
  store float %t, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
