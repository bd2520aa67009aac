; Immediates of the TMA intrinsics out of their range, and a non-constant
; flag: an `error:` each, exit status 1, no "Cannot select".
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK: error: in function 'ordinal': operand 1 of 'llvm.nvvm.tensormap.replace.global.dim.p1' is 5; it must be in [0, 4]
define void @ordinal(ptr addrspace(1) %tmap, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %tmap, i32 5, i32 %v)
  ret void
}

; CHECK: error: in function 'acquire_size': operand 1 of 'llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu' is 64; it must be 128
define void @acquire_size(ptr %tmap) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 64)
  ret void
}

; CHECK: error: in function 'cta_group': operand 8 of 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d' is 3; it must be in [0, 2]
define void @cta_group(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 0, i64 0, i1 0, i1 0, i32 3)
  ret void
}

; CHECK: error: in function 'flag': operand 5 of 'llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d' must be a constant integer (immarg)
define void @flag(ptr addrspace(3) %s, ptr %tmap, i32 %x, i1 %f) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %s, ptr %tmap, i32 %x, i32 %x, i64 0, i1 %f)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1), i32 immarg, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
