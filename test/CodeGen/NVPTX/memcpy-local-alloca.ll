; A memcpy or memmove out of an alloca reads it with ld.local, and one into
; an alloca that is read writes it with st.local, as LLVM 22 (which takes
; every alloca to be local) does (llvm-patches/0039): CUTLASS builds a
; Params struct in a local variable and copies it, and through the generic
; %SP ptxas kept the struct in local memory around its loads
; (FlashAttention-3's backward kernel, sm_90a: 56/84 bytes of spill
; stores/loads, LLVM 22 0/0; now 8/12); causal-conv1d fills a register
; array by memcpy and copies it out, and with generic stores ptxas kept a
; 16-byte stack frame for it. A destination alloca that is also handed to
; a call, or never read, keeps LLVM 19's generic stores (LLVM 19's
; variadics-backend.ll pins them), and so does a volatile copy.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry copy_out(
; CHECK-NOT: ld.u{{32|64}} {{.*}}[%SP
; CHECK-COUNT-4: ld.local.u64
; CHECK-NOT: ld.u{{32|64}} {{.*}}[%SP
; CHECK: ret;
; LLC22-LABEL: .entry copy_out(
; LLC22-COUNT-4: ld.local.b64
define ptx_kernel void @copy_out(ptr addrspace(1) %a, i32 %n, i32 %k, ptr addrspace(1) %out) {
  %params = alloca [8 x i32], align 8
  %ga = addrspacecast ptr addrspace(1) %a to ptr
  call void @llvm.memset.p0.i64(ptr align 8 %params, i8 0, i64 32, i1 false)
  ; An element known only at run time: the array stays in local memory, and
  ; the copies read it.
  %slot = getelementptr inbounds [8 x i32], ptr %params, i32 0, i32 %k
  store i32 %n, ptr %slot, align 4
  %gout = addrspacecast ptr addrspace(1) %out to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %gout, ptr align 8 %params, i64 16, i1 false)
  %m = getelementptr inbounds i8, ptr %gout, i64 16
  %half = getelementptr inbounds i8, ptr %params, i64 16
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %m, ptr align 8 %half, i64 16, i1 false)
  ret void
}

; causal-conv1d's register array: cleared, filled by a copy, copied out,
; between lifetime markers. Every access is local, and ptxas keeps the
; array in registers.
; CHECK-LABEL: .entry copy_in_and_out(
; CHECK-NOT: [%SP
; CHECK-COUNT-4: st.local.u32
; CHECK-NOT: [%SP
; CHECK: ret;
; LLC22-LABEL: .entry copy_in_and_out(
; LLC22-NOT: [%SP
; LLC22: ret;
define ptx_kernel void @copy_in_and_out(ptr addrspace(1) noalias readonly %src, ptr addrspace(1) noalias %dst, i1 %c) {
  %a = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 16, i1 false)
  br i1 %c, label %fill, label %out
fill:
  %s = addrspacecast ptr addrspace(1) %src to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 16 %s, i64 16, i1 false)
  br label %out
out:
  %d = addrspacecast ptr addrspace(1) %dst to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %d, ptr align 4 %a, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(i64 16, ptr %a)
  ret void
}

; A struct copied into an alloca and passed on to a function, which reads it
; through the generic address: the copy keeps its generic stores.
; CHECK-LABEL: .entry copy_in_and_call(
; CHECK: st.u{{32|64}} [%SP+0]
; CHECK: call.uni
define ptx_kernel void @copy_in_and_call(ptr addrspace(1) %in, i32 %k) {
  %s = alloca [4 x i32], align 4
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %s, ptr align 4 %gin, i64 16, i1 false)
  call void @use(ptr %s, i32 %k)
  ret void
}
declare void @use(ptr, i32)

; The destination alloca, read by a volatile copy, keeps its generic
; stores; the volatile copy keeps its generic loads.
; CHECK-LABEL: .entry copy_in_and_volatile(
; CHECK: st.u64 [%SP+0]
; CHECK: ld.volatile.u64 %rd{{[0-9]+}}, [%SP+0]
; CHECK: ret;
define ptx_kernel void @copy_in_and_volatile(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) {
  %buf = alloca [4 x i32], align 4
  %tmp = alloca [4 x i32], align 4
  %gin = addrspacecast ptr addrspace(1) %in to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %buf, ptr align 4 %gin, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %tmp, ptr align 4 %buf, i64 16, i1 true)
  %p = getelementptr inbounds [4 x i32], ptr %tmp, i32 0, i32 %k
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
