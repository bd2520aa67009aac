; A memset of an alloca (clang's `float a[15] = {0}`) stores through the
; local space, as LLVM 22 writes it (llvm-patches/0032): through the generic
; %SP, ptxas kept a stack frame for the array that LLVM 22's code does not
; have. A volatile memset keeps its generic address.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry zeroed(
; CHECK-NOT: st.u
; CHECK-COUNT-15: st.local.u32 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}], %r{{[0-9]+}};
; CHECK-NOT: st.u
; CHECK: ret;
define ptx_kernel void @zeroed(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %buf = alloca [15 x float], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 0, i64 60, i1 false)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = load float, ptr addrspace(1) %in, align 4
  %k = urem i32 %tid, 15
  %p = getelementptr inbounds float, ptr %buf, i32 %k
  store float %v, ptr %p, align 4
  %j = urem i32 %n, 15
  %q = getelementptr inbounds float, ptr %buf, i32 %j
  %r = load float, ptr %q, align 4
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry zeroed_volatile(
; CHECK: st.volatile.u64 [%SP+{{[0-9]+}}]
define ptx_kernel void @zeroed_volatile(ptr addrspace(1) %out, i32 %n) {
  %buf = alloca [4 x float], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %buf, i8 0, i64 16, i1 true)
  %p = getelementptr inbounds float, ptr %buf, i32 %n
  %r = load float, ptr %p, align 4
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
