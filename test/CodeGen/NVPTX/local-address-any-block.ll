; An alloca whose generic address LLVM 19's selection leaves in the entry
; block and whose cvta.to.local is in a later block (here the memset and
; the load after a branch) is addressed from %SPL + offset, without the
; generic round trip (llvm-patches/0033): ptxas kept a stack frame for such
; an array, which LLVM 22's code does not have (reduced from ggml's
; mul_mat_vec_f at sm_90a).
; RUN: llc < %s -mcpu=sm_90a | FileCheck %s --implicit-check-not=cvta.to.local --implicit-check-not=cvta.local
; RUN: %if ptxas-sm_90a %{ llc < %s -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry alloca_roundtrip(
; CHECK:       mov.u64 %SPL, __local_depot0;
; CHECK:       add.u64 %rd{{[0-9]+}}, %SPL, 0;
; CHECK:       st.local.u32
; CHECK:       ld.local.f32
define ptx_kernel void @alloca_roundtrip(ptr %p, i1 %c, i64 %i) {
entry:
  %buf = alloca [8 x float], align 4
  br i1 %c, label %then, label %else

else:
  %v = load i32, ptr %p, align 4
  br label %join

then:
  %m = tail call i32 @llvm.nvvm.mulhi.ui(i32 0, i32 0)
  br label %join

join:
  %x = phi i32 [ 0, %else ], [ %m, %then ]
  br i1 %c, label %store, label %use

store:
  store float 0.000000e+00, ptr %p, align 4
  br label %use

use:
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 32, i1 false)
  %e = getelementptr float, ptr %buf, i64 %i
  %f = load float, ptr %e, align 4
  store float %f, ptr %p, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
