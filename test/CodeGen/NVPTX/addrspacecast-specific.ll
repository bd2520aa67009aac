; addrspacecast between two specific address spaces goes through the
; generic space (Families/NVPTXTma.cpp selects the casts upstream's
; selection does not): LLVM 19's selection stopped at "LLVM ERROR: Cannot
; cast between two non-generic address spaces" (LLVM 22's
; addrspacecast.ll). A parameter address becomes generic by cvta.param from
; sm_70 and PTX ISA 7.7 on ("Bad address space in addrspacecast" before),
; and below that is an error (a cast to or from an address space NVPTX does
; not define too: addrspacecast-unknown.ll). A cast only loaded through is
; still folded into the load (ld.param) on any target.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx76 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OLD --implicit-check-not=error: --implicit-check-not="LLVM ERROR"

; CHECK-LABEL: global_to_shared(
; CHECK: cvta.global.u64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: cvta.to.shared.u64 [[S:%rd[0-9]+]], [[G]];
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [[[S]]];
define i32 @global_to_shared(ptr addrspace(1) %ptr) {
  %specptr = addrspacecast ptr addrspace(1) %ptr to ptr addrspace(3)
  %val = load i32, ptr addrspace(3) %specptr
  ret i32 %val
}

; CHECK-LABEL: local_to_global(
; CHECK: cvta.local.u64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: cvta.to.global.u64 %rd{{[0-9]+}}, [[G]];
define ptr addrspace(1) @local_to_global(ptr addrspace(5) %ptr) {
  %c = addrspacecast ptr addrspace(5) %ptr to ptr addrspace(1)
  ret ptr addrspace(1) %c
}

; OLD: error: in function 'param_to_generic': NVPTX converts a parameter address to a generic one (cvta.param) on sm_70 or later with PTX ISA 7.7 or later; the target is sm_80 with PTX ISA 7.6
; CHECK-LABEL: param_to_generic(
; CHECK: cvta.param.u64 [[P:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: st.u64 [%rd{{[0-9]+}}], [[P]];
define void @param_to_generic(ptr addrspace(101) %p, ptr %out) {
  %cast = addrspacecast ptr addrspace(101) %p to ptr
  store ptr %cast, ptr %out
  ret void
}

; OLD: error: in function 'param_to_global': NVPTX converts a parameter address to a generic one (cvta.param) on sm_70 or later with PTX ISA 7.7 or later; the target is sm_80 with PTX ISA 7.6
; CHECK-LABEL: param_to_global(
; CHECK: cvta.param.u64 [[P:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: cvta.to.global.u64 %rd{{[0-9]+}}, [[P]];
define ptr addrspace(1) @param_to_global(ptr addrspace(101) %p) {
  %cast = addrspacecast ptr addrspace(101) %p to ptr addrspace(1)
  ret ptr addrspace(1) %cast
}

; OLD-NOT: only_loaded
; CHECK-LABEL: only_loaded(
; CHECK: ld.param.u32
define i32 @only_loaded(ptr addrspace(101) %p) {
  %cast = addrspacecast ptr addrspace(101) %p to ptr
  %v = load i32, ptr %cast
  ret i32 %v
}
