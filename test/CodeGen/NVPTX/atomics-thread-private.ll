; An atomicrmw or cmpxchg of local memory, which no other thread sees or
; changes, is its plain load, operation and store (NVPTXMemoryOrder.cpp).
; PTX's atom has no .local state space: LLVM 19's selection stopped at
; "LLVM ERROR: Cannot select: AtomicCmpSwap", and LLVM 22 prints an
; atom.local ptxas rejects. The 128-bit ones too (from sm_90 the others are
; atom.cas.b128).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | FileCheck %s --implicit-check-not=atom --implicit-check-not=__atomic
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_60 %s -o - | FileCheck %s --implicit-check-not=atom --check-prefix=SM60
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | %ptxas-verify -arch=sm_90 %}

; CHECK-LABEL: rmw_add(
; CHECK: ld.local.u32 [[OLD:%r[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: add.s32 [[NEW:%r[0-9]+]], [[OLD]], %r{{[0-9]+}};
; CHECK: st.local.u32 [%rd{{[0-9]+}}], [[NEW]];
; SM60-LABEL: rmw_add(
; SM60: ld.local.u32
define i32 @rmw_add(i32 %v, ptr %escape) {
  %g = alloca i32, align 4
  store ptr %g, ptr %escape
  %p = addrspacecast ptr %g to ptr addrspace(5)
  %old = atomicrmw add ptr addrspace(5) %p, i32 %v syncscope("device") acq_rel, align 4
  ret i32 %old
}

; CHECK-LABEL: cas_i64(
; CHECK: ld.local.u64
; CHECK: setp.eq.s64
; CHECK: st.local.u64
define i64 @cas_i64(i64 %c, i64 %n, ptr %escape) {
  %g = alloca i64, align 8
  store ptr %g, ptr %escape
  %p = addrspacecast ptr %g to ptr addrspace(5)
  %r = cmpxchg ptr addrspace(5) %p, i64 %c, i64 %n seq_cst seq_cst, align 8
  %old = extractvalue { i64, i1 } %r, 0
  ret i64 %old
}

; CHECK-LABEL: cas_i128(
; CHECK: ld.local.u64 %rd{{[0-9]+}}, [[[P:%rd[0-9]+]]];
; CHECK: ld.local.u64 %rd{{[0-9]+}}, [[[P]]+8];
; CHECK: st.local.u64 [[[P]]],
; CHECK: st.local.u64 [[[P]]+8],
define i128 @cas_i128(i128 %c, i128 %n, ptr %escape) {
  %g = alloca i128, align 16
  store ptr %g, ptr %escape
  %p = addrspacecast ptr %g to ptr addrspace(5)
  %r = cmpxchg ptr addrspace(5) %p, i128 %c, i128 %n monotonic monotonic, align 16
  %old = extractvalue { i128, i1 } %r, 0
  ret i128 %old
}
