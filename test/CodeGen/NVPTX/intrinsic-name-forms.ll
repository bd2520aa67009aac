; Intrinsic names as LLVM 22 reads them (NVPTXExtIntrinsicChecks.cpp):
; - a typed-pointer suffix (.p3i8, the mangling of LLVM 14 and earlier that
;   generators still write; LLVM 22's wmma tests do) is the opaque
;   pointer's (.p3): the extension's ldmatrix/stmatrix names were "unknown
;   NVVM intrinsic" with it;
; - an unknown llvm.nvvm.* name that is declared and never called is a
;   declaration LLVM 22 leaves alone, not an error (LLVM 22's
;   cp-async-bulk-tensor-reduce.ll declares some it does not call).
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o - | FileCheck %s
; RUN: %if ptxas-sm_100a %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o - | %ptxas-verify -arch=sm_100a %}

declare void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p3i8(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.tile.1d(ptr addrspace(3), ptr, i32, i64, i1)

; CHECK-LABEL: typed_pointer_suffix(
; CHECK: stmatrix.sync.aligned.m16n8.x1.trans.shared.b8 [%rd{{[0-9]+}}], {%r{{[0-9]+}}};
define void @typed_pointer_suffix(ptr addrspace(3) %dst, i32 %x) {
  call void @llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8.p3i8(ptr addrspace(3) %dst, i32 %x)
  ret void
}

; CHECK-NOT: cp.async.bulk.tensor.reduce
