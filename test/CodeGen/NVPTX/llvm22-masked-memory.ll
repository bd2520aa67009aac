; LLVM 22's llvm.masked.load, store, gather and scatter have no alignment
; operand; the pointer operand's `align` attribute gives it, 1 without one
; (llvm-patches/0022). The reader turns each call into LLVM 19's form with
; the alignment as its i32 operand, declared or not, and llc scalarizes
; them as LLVM 19 does. Before, the verifier stopped at "immarg operand has
; non-immediate parameter" (LLVM 22's own masked-load-vectors.ll).
; RUN: opt -S %s | FileCheck %s
; RUN: llc -mcpu=sm_90 -mattr=+ptx80 %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_90 %{ llc -mcpu=sm_90 -mattr=+ptx80 %s -o - | %ptxas-verify -arch=sm_90 %}

target triple = "nvptx64-nvidia-cuda"

declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, <4 x i1>)

; CHECK-LABEL: define <4 x i32> @load(
; CHECK: %v = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %p, i32 16, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %pass)
; PTX-LABEL: load(
; PTX: ld.global.u32 {{.*}}[%rd{{[0-9]+}}];
; PTX: ld.global.u32 {{.*}}[%rd{{[0-9]+}}+4];
; PTX: ld.global.u32 {{.*}}[%rd{{[0-9]+}}+8];
; PTX-NOT: +12]
; PTX: ret;
define <4 x i32> @load(ptr addrspace(1) %p, <4 x i32> %pass) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 16 %p, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, <4 x i32> %pass)
  ret <4 x i32> %v
}

; No align attribute: alignment 1.
; CHECK-LABEL: define void @store(
; CHECK: call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %p, i32 1, <4 x i1> %m)
define void @store(<4 x float> %v, ptr %p, <4 x i1> %m) {
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %p, <4 x i1> %m)
  ret void
}

; Undeclared, as LLVM 22's tools may leave them in hand-written IR.
; CHECK-LABEL: define <2 x double> @gather_scatter(
; CHECK: %g = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> %ps, i32 8, <2 x i1> %m, <2 x double> zeroinitializer)
; CHECK: call void @llvm.masked.scatter.v2f64.v2p0(<2 x double> %g, <2 x ptr> %qs, i32 4, <2 x i1> %m)
define <2 x double> @gather_scatter(<2 x ptr> %ps, <2 x ptr> %qs, <2 x i1> %m) {
  %g = call <2 x double> @llvm.masked.gather.v2f64.v2p0(<2 x ptr> align 8 %ps, <2 x i1> %m, <2 x double> zeroinitializer)
  call void @llvm.masked.scatter.v2f64.v2p0(<2 x double> %g, <2 x ptr> align 4 %qs, <2 x i1> %m)
  ret <2 x double> %g
}

; LLVM 19's own form is read as before.
; CHECK-LABEL: define <2 x float> @llvm19_form(
; CHECK: call <2 x float> @llvm.masked.load.v2f32.p0(ptr %p, i32 8, <2 x i1> %m, <2 x float> poison)
define <2 x float> @llvm19_form(ptr %p, <2 x i1> %m) {
  %v = call <2 x float> @llvm.masked.load.v2f32.p0(ptr %p, i32 8, <2 x i1> %m, <2 x float> poison)
  ret <2 x float> %v
}
; CHECK-NOT: .llvm22
