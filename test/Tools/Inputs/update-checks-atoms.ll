; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -S < %s | FileCheck %s

define void @copy16(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n) {
  call void @llvm.nvvm.cute.atom.copy.cpz(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.cpz(metadata, metadata, ptr addrspace(1), ptr addrspace(3), i32)
