; Good and bad tcgen05 calls in one module (tcgen05-memcheck.test): the bad
; ones are diagnosed and deleted, the good ones flattened.
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, <4 x i32>, i32, i32)
declare void @llvm.nvvm.tcgen05.wait.ld()

define void @k(ptr addrspace(6) %t, i64 %b, i32 %i, i1 %e, ptr %out) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6) %t, ptr addrspace(6) %t, i64 %b, i32 %i, i1 %e, <4 x i32> %v, i32 3, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6) %t, ptr addrspace(6) %t, i64 %b, i32 %i, i1 %e, <4 x i32> %v, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.wait.ld()
  store <4 x i32> %v, ptr %out
  ret void
}
