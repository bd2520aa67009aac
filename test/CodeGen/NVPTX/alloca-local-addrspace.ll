; An alloca in the local address space (IR may put one there; clang and
; LLVM 19's NVPTX use the generic one) is compiled as a generic alloca cast
; to local (NVPTXUnsupportedIR.cpp). LLVM 19's NVPTXLowerAlloca cast it to
; local again, and the verifier stopped llc ("AddrSpaceCast must be between
; different address spaces"); letting it through instead addressed its
; frame object from the generic stack pointer %SP under ld.local.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | %ptxas-verify -arch=sm_90 %}

; CHECK-LABEL: indexed(
; CHECK: mov.u64 %SPL, __local_depot0;
; CHECK: add.u64 [[BASE:%rd[0-9]+]], %SPL, 0;
; CHECK: st.local.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK: ld.local.u32 %r{{[0-9]+}}, [[[BASE]]+12];
define i32 @indexed(i32 %v, i32 %i) {
  %a = alloca [8 x i32], align 4, addrspace(5)
  %p = getelementptr [8 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  store i32 %v, ptr addrspace(5) %p
  %g = addrspacecast ptr addrspace(5) %a to ptr
  %q = getelementptr [8 x i32], ptr %g, i32 0, i32 3
  %r = load i32, ptr %q
  ret i32 %r
}

; With an atomic of it: of local memory, its plain load, compare and store,
; which SROA then folds (the slot holds the expected value: the old value
; returned is it).
; CHECK-LABEL: cas(
; CHECK-NOT: atom
; CHECK: ld.param.u64 [[C:%rd[0-9]+]], [cas_param_0];
; CHECK-NEXT: st.param.b64 [func_retval0+0], [[C]];
define i64 @cas(i64 %c, i64 %n) {
  %a = alloca i64, align 8, addrspace(5)
  store i64 %c, ptr addrspace(5) %a
  %r = cmpxchg ptr addrspace(5) %a, i64 %c, i64 %n monotonic monotonic, align 8
  %o = extractvalue { i64, i1 } %r, 0
  ret i64 %o
}
