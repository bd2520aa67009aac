; cp.async under -nvptx-short-ptr, where shared-memory addresses are 32 bits
; and global ones 64: LLVM 19's own cp.async intrinsics and the
; atom.simt_async_copy atoms that lower to them select the mixed-width form
; (a 32-bit shared and a 64-bit global register) instead of failing with
; "Cannot select"; ptxas accepts it. Without short pointers both stay 64-bit.
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -nvptx-short-ptr | FileCheck %s --check-prefixes=CHECK,SHORT
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 | FileCheck %s --check-prefixes=CHECK,LONG
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a -nvptx-short-ptr | FileCheck %s --check-prefixes=CHECK,SHORT
; RUN: %if ptxas-sm_80 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_80 -nvptx-short-ptr | %ptxas-verify -arch=sm_80 %}
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a -nvptx-short-ptr | %ptxas-verify -arch=sm_90a %}

; CHECK-LABEL: atoms(
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
; SHORT: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
; LONG:  cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
define void @atoms(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<4>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<8>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}

; Every cp.async form of LLVM 19, with the source size in a register and as
; an immediate.
; CHECK-LABEL: intrinsics(
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8, 4;
; SHORT: cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
; SHORT: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
; SHORT: cp.async.cg.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, 8;
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8, 4;
; LONG:  cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
; LONG:  cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
; LONG:  cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, 8;
define void @intrinsics(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n) {
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %n)
  call void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 4)
  call void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) %s, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %n)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 8)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.cp(metadata, metadata, ptr addrspace(1), ptr addrspace(3))
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3), ptr addrspace(1), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3), ptr addrspace(1), i32)
