; Pointers to shared::cluster (addrspace 7, LLVM 20 and later), which LLVM
; 22's tensor loads take: casts to and from generic and shared pointers go
; through cvta as in LLVM 22; a cast to generic stays a cvta even when
; InferAddressSpaces (-O2) could fold it into the accesses, which LLVM 19
; would select as generic accesses of a shared::cluster address. Loads,
; stores and atomics through a shared::cluster pointer (LLVM 22's
; InferAddressSpaces makes them) access its generic address; casts between
; addrspace 7 and other spaces go through generic, as in LLVM 22. Casts and
; accesses below sm_90 or on the 32-bit target are errors.
; CHECK lines are written by hand: the llc input is a split-file part (%t/ok.ll), which the update scripts cannot read, and other runs check diagnostics
; RUN: split-file %s %t
; RUN: llc < %t/ok.ll -mtriple=nvptx64 -mcpu=sm_90a | FileCheck %s
; RUN: llc < %t/ok.ll -mtriple=nvptx64 -mcpu=sm_90a -nvptx-short-ptr | FileCheck %s --check-prefix=SHORT
; RUN: %if ptxas-sm_90a %{ llc < %t/ok.ll -mtriple=nvptx64 -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_90a %{ llc < %t/ok.ll -mtriple=nvptx64 -mcpu=sm_90a -nvptx-short-ptr | %ptxas-verify -arch=sm_90a %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: not llc -mtriple=nvptx -mcpu=sm_90 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NVPTX32

; CHECK-LABEL: to_cluster(
; CHECK:       cvta.shared.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK-NEXT:  cvta.to.shared::cluster.u64 {{%rd[0-9]+}}, [[G]];
; CHECK-LABEL: from_cluster(
; CHECK:       cvta.shared::cluster.u64 [[P:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       st.u32 [[[P]]], {{%r[0-9]+}};
; CHECK-LABEL: access(
; CHECK:       cvta.shared::cluster.u64 [[A:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       st.u32 [[[A]]], {{%r[0-9]+}};
; CHECK:       cvta.shared::cluster.u64 [[L:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       ld.u32 {{%r[0-9]+}}, [[[L]]];
; CHECK:       cvta.shared::cluster.u64 [[R:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       atom.add.u32 {{%r[0-9]+}}, [[[R]]], 1;
; CHECK-LABEL: global(
; CHECK:       cvta.global.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK-NEXT:  cvta.to.shared::cluster.u64 {{%rd[0-9]+}}, [[G]];
; CHECK-LABEL: to_global(
; CHECK:       cvta.shared::cluster.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK-NEXT:  cvta.to.global.u64 {{%rd[0-9]+}}, [[G]];
; CHECK-LABEL: generic_round_trip(
; CHECK:       cvta.to.shared::cluster.u64 [[C:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       cvta.shared::cluster.u64 [[B:%rd[0-9]+]], [[C]];
; CHECK:       cvta.to.shared.u64 {{%rd[0-9]+}}, [[B]];
; SHORT-LABEL: to_cluster(
; SHORT:       cvta.shared.u64 [[G:%rd[0-9]+]], %tmp;
; SHORT-NEXT:  cvta.to.shared::cluster.u64 {{%rd[0-9]+}}, [[G]];
; SHORT-LABEL: generic_round_trip(
; SHORT:       cvta.shared::cluster.u64 [[B:%rd[0-9]+]], {{%rd[0-9]+}};
; SHORT:       cvta.to.shared.u64 %tmp, [[B]];

; SM80: error: in function 'to_cluster': addrspacecast to or from shared::cluster (addrspace 7) needs sm_90 or later; the target is sm_80
; NVPTX32: error: in function 'to_cluster': shared::cluster pointers (addrspace 7) need the 64-bit target (nvptx64)

;--- ok.ll
define ptr addrspace(7) @to_cluster(ptr addrspace(3) %s) {
  %c = addrspacecast ptr addrspace(3) %s to ptr addrspace(7)
  ret ptr addrspace(7) %c
}

define void @from_cluster(ptr addrspace(7) %c) {
  %g = addrspacecast ptr addrspace(7) %c to ptr
  store i32 1, ptr %g
  ret void
}

define i32 @access(ptr addrspace(7) %c, ptr addrspace(7) %d, ptr addrspace(7) %e) {
  store i32 0, ptr addrspace(7) %c
  %v = load i32, ptr addrspace(7) %d
  %old = atomicrmw add ptr addrspace(7) %e, i32 1 monotonic
  %sum = add i32 %v, %old
  ret i32 %sum
}

define ptr addrspace(7) @global(ptr addrspace(1) %g) {
  %c = addrspacecast ptr addrspace(1) %g to ptr addrspace(7)
  ret ptr addrspace(7) %c
}

define ptr addrspace(1) @to_global(ptr addrspace(7) %c) {
  %g = addrspacecast ptr addrspace(7) %c to ptr addrspace(1)
  ret ptr addrspace(1) %g
}

define ptr addrspace(3) @generic_round_trip(ptr %g) {
  %c = addrspacecast ptr %g to ptr addrspace(7)
  %s = addrspacecast ptr addrspace(7) %c to ptr addrspace(3)
  ret ptr addrspace(3) %s
}

