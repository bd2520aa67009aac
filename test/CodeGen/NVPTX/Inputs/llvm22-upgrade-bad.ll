; A destination in the global space is no older form of the copy.
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr addrspace(1) %d, ptr addrspace(3) %b) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(1) %d, ptr addrspace(3) %b, ptr addrspace(3) %b, i32 16)
  ret void
}
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(1), ptr addrspace(3), ptr addrspace(3), i32)
