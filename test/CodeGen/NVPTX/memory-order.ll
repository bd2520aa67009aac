; Memory ordering as CUDA C++ writes it (cuda::atomic_ref and
; cuda::atomic_thread_fence through clang): a seq_cst flag handshake at
; device scope, an acquire spin on a block-scope flag, and what the
; generated test (memory-order.test) does not show: the 32-bit target's
; register and register + offset forms, a frame object at -O0, the
; singlethread fence (a compiler barrier, no instruction), and a sync scope
; NVPTX does not have. (CUDA 13's ptxas assembles no 32-bit PTX.)
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK-64
; RUN: llc -mtriple=nvptx -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK-32
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 -O0 %s -o - | FileCheck %s --check-prefix=O0
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 -O0 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: sed -e 's/"block"/"wavefront"/' %s | not llc -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE

; CHECK-LABEL: publish(
; CHECK: st.global.{{[bu]}}32 [{{%r[d0-9]+}}], {{%r[0-9]+}};
; CHECK-NEXT: fence.sc.gpu;
; CHECK-NOT: {{(fence|membar)[.]}}
; CHECK: st.release.gpu.global.{{[bu]}}32 [{{%r[d0-9]+}}+4], {{%r[0-9]+|1}};
define void @publish(ptr addrspace(1) %data, i32 %v) {
  store i32 %v, ptr addrspace(1) %data
  %flag = getelementptr i32, ptr addrspace(1) %data, i32 1
  store atomic i32 1, ptr addrspace(1) %flag syncscope("device") seq_cst, align 4
  ret void
}

; CHECK-LABEL: consume(
; CHECK: $L__BB1_1:
; CHECK-64: ld.acquire.cta.shared.{{[bu]}}32 [[F:%r[0-9]+]], [%rd{{[0-9]+}}];
; CHECK-32: ld.acquire.cta.shared.{{[bu]}}32 [[F:%r[0-9]+]], [%r{{[0-9]+}}];
; CHECK: setp.eq.s32 {{%p[0-9]+}}, [[F]], 0;
; CHECK: fence.acq_rel.cta;
; CHECK: ld.shared.{{[bu]}}32
define i32 @consume(ptr addrspace(3) %flag, ptr addrspace(3) %data) {
entry:
  br label %spin
spin:
  %f = load atomic i32, ptr addrspace(3) %flag syncscope("block") acquire, align 4
  %ready = icmp ne i32 %f, 0
  br i1 %ready, label %done, label %spin
done:
  fence syncscope("block") acq_rel
  %v = load i32, ptr addrspace(3) %data
  ret i32 %v
}

; The singlethread fence orders the thread against itself only: no
; instruction, a compiler barrier (the MEMBARRIER comment) between the
; stores.
; CHECK-LABEL: signal_fence(
; CHECK: st.volatile.{{[bu]}}32
; CHECK-NOT: {{(fence|membar)[.]}}
; CHECK: //MEMBARRIER
; CHECK-NOT: {{(fence|membar)[.]}}
; CHECK: st.volatile.{{[bu]}}32
define void @signal_fence(ptr %p) {
  store volatile i32 1, ptr %p
  fence syncscope("singlethread") seq_cst
  store volatile i32 2, ptr %p
  ret void
}

; A frame object at -O0, through its generic address.
; O0-LABEL: on_stack(
; O0: fence.sc.sys;
; O0-NEXT: st.release.sys.{{[bu]}}32 [%SP+0], {{%r[0-9]+}};
; O0-NEXT: ld.acquire.sys.{{[bu]}}32 {{%r[0-9]+}}, [%SP+0];
define i32 @on_stack(i32 %v) {
  %slot = alloca i32, align 4
  store atomic i32 %v, ptr %slot seq_cst, align 4
  %r = load atomic i32, ptr %slot acquire, align 4
  ret i32 %r
}

; SCOPE: error: in function 'consume': 'load atomic syncscope("wavefront") acquire': NVPTX has no such memory scope (its scopes are singlethread, block, cluster, device and the system)
; SCOPE: error: in function 'consume': 'fence syncscope("wavefront") acq_rel': NVPTX has no such memory scope (its scopes are singlethread, block, cluster, device and the system)
