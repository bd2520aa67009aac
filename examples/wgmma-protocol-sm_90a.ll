; The warpgroup-MMA synchronisation protocol around a shared-memory store,
; for Hopper (sm_90a): fence, commit the group, wait for it to retire.
; Compiled by `make` with: llc -mcpu=sm_90a
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)

define ptx_kernel void @wgmma_protocol(ptr addrspace(1) %out, float %x) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  store float %x, ptr addrspace(1) %out
  ret void
}
