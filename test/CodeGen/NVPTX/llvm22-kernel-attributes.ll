; LLVM 22 writes the kernel properties LLVM 19 reads from !nvvm.annotations
; as attributes ("nvvm.maxntid"="128", "nvvm.grid_constant", ...) and adds
; the cluster shape ("nvvm.cluster_dim", "nvvm.blocksareclusters"). llc
; reads both: each attribute gives its PTX directive, a grid-constant
; parameter is not copied to local memory, malformed values are errors, and
; targets without clusters drop the cluster directives as LLVM 22 does (a
; kernel source with a cluster shape builds for every architecture).
; CHECK lines are written by hand: split-file inputs and diagnostics.
; RUN: split-file %s %t
; RUN: llc -mcpu=sm_90a -mattr=+ptx90 %t/ok.ll -o - | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc -mcpu=sm_90a -mattr=+ptx90 %t/ok.ll -o - | %ptxas-verify -arch=sm_90a %}
; RUN: not llc -mcpu=sm_90a -mattr=+ptx90 %t/bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
; RUN: llc -mcpu=sm_80 %t/cluster.ll -o - 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=cluster
; RUN: %if ptxas-sm_80 %{ llc -mcpu=sm_80 %t/cluster.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: not llc -mcpu=sm_90a -mattr=+ptx86 %t/cluster.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX86 --implicit-check-not=error:

; CHECK-LABEL: .visible .entry k(
; CHECK-NEXT:    .param .align 64 .b8 k_param_0[128],
; CHECK-NEXT:    .param .u64 k_param_1
; CHECK-NEXT:  )
; CHECK-NEXT:  .reqntid 1, 3, 1
; CHECK-NEXT:  .minnctapersm 2
; CHECK-NEXT:  .maxnreg 200
; CHECK-NEXT:  .reqnctapercluster 2, 1, 1
; CHECK-NEXT:  .blocksareclusters
; CHECK-NOT:   __local_depot
; CHECK:       cvta.param.u64
; CHECK-LABEL: .visible .entry ranked(
; CHECK-NEXT:    .param .u32 ranked_param_0
; CHECK-NEXT:  )
; CHECK-NEXT:  .maxntid 256, 1, 1
; CHECK-NEXT:  .maxclusterrank 4
; CHECK-NEXT:  {
; CHECK-LABEL: .visible .entry clustered(
; CHECK-NEXT:  .maxntid 128, 2, 1
; CHECK-NEXT:  .explicitcluster
; CHECK-NEXT:  .reqnctapercluster 4
; CHECK-NEXT:  {

; BAD: error: in function 'k': "nvvm.maxntid"="0" is not a list of 1 to 3 positive integers
; BAD: error: in function 'k': "nvvm.minctasm"="2,2" is not a positive integer
; BAD: error: in function 'k': "nvvm.cluster_dim"="1,2,3,4" is not a list of 1 to 3 positive integers

; SM80-LABEL: .visible .entry k()
; SM80-NEXT:   .reqntid 128, 1, 1
; SM80-NEXT:   {
; PTX86: error: in function 'k': "nvvm.blocksareclusters"="" needs PTX ISA 9.0 or later; the target is sm_90a with PTX ISA 8.6

;--- ok.ll
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tm, ptr addrspace(1) %out) #0 {
  store ptr %tm, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @ranked(i32 %n) "nvvm.maxntid"="256" "nvvm.maxclusterrank"="4" {
  ret void
}

define ptx_kernel void @clustered() "nvvm.maxntid"="128,2" "nvvm.cluster_dim"="4" {
  ret void
}

attributes #0 = { "nvvm.blocksareclusters" "nvvm.cluster_dim"="2,1,1" "nvvm.maxnreg"="200" "nvvm.minctasm"="2" "nvvm.reqntid"="1,3" }

;--- bad.ll
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.maxntid"="0" "nvvm.minctasm"="2,2" "nvvm.cluster_dim"="1,2,3,4" {
  ret void
}

;--- cluster.ll
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.cluster_dim"="2" "nvvm.blocksareclusters" "nvvm.reqntid"="128" {
  ret void
}
