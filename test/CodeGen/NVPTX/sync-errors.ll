; Misused synchronisation and memory-hint intrinsics get an `error:` and
; exit status 1: no "Cannot select", no assertion, no stack dump.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; Immediates: non-constant, or values LLVM 22 takes but ptxas does not (an
; st.bulk initial value other than 0, sizes other than 128, pmevent masks
; LLVM 22 prints as negative numbers); targets without the multicast cancel
; or redux.sync.f32; the internal flat form and a wrong i128 signature.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100 %t/operands.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPS --implicit-check-not=error:
; OPS: error: in function 'bulk_init': operand 2 of 'llvm.nvvm.st.bulk' is 1; it must be 0
; OPS: error: in function 'bulk_init_var': operand 2 of 'llvm.nvvm.st.bulk.shared.cta' must be a constant integer (immarg)
; OPS: error: in function 'priority_size': operand 1 of 'llvm.nvvm.applypriority.global.L2.evict.normal' is 64; it must be 128
; OPS: error: in function 'discard_size': operand 1 of 'llvm.nvvm.discard.L2' must be a constant integer (immarg)
; OPS: error: in function 'pmevent_bit15': operand 0 of 'llvm.nvvm.pm.event.mask' is -32768; it must be in [0, 32767]
; OPS: error: in function 'cancel_multicast': 'llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared' is not supported on sm_100 with PTX ISA 8.6; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_120a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+, or sm_101f with PTX ISA 8.8+, or sm_120f with PTX ISA 8.8+, or sm_110f with PTX ISA 9.0+
; OPS: error: in function 'redux': 'llvm.nvvm.redux.sync.fmin.abs.NaN' is not supported on sm_100 with PTX ISA 8.6; it needs sm_100a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+
; OPS: error: in function 'flat': unknown NVVM intrinsic 'llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled.flat': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled'?
; OPS: error: in function 'is_canceled_i64': 'llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled' is declared as 'i1 (i64)'; its signature is 'i1 (i128)'

; Targets and PTX ISA versions too old.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80 %t/targets.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
; SM90: error: in function 'restrict_fence': 'llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster' needs PTX ISA 8.6 or later (use -mattr=+ptx86); the target is sm_90 with PTX ISA 8.0
; SM90: error: in function 'relaxed_wait': 'llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta' needs PTX ISA 8.6 or later (use -mattr=+ptx86); the target is sm_90 with PTX ISA 8.0
; SM90: error: in function 'aggr_smem': 'llvm.nvvm.read.ptx.sreg.aggr_smem_size' needs PTX ISA 8.1 or later (use -mattr=+ptx81); the target is sm_90 with PTX ISA 8.0
; SM90: error: in function 'bulk': 'llvm.nvvm.st.bulk' is not supported on sm_90 with PTX ISA 8.0; it needs sm_100+ with PTX ISA 8.6+
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_52 -mattr=+ptx50 %t/targets.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM52
; SM52: error: in function 'barrier_unaligned': 'llvm.nvvm.barrier.cta.sync.all' needs PTX ISA 6.0 or later (use -mattr=+ptx60); the target is sm_52 with PTX ISA 5.0

;--- operands.ll
define void @bulk_init(ptr %p, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 1)
  ret void
}
define void @bulk_init_var(ptr addrspace(3) %p, i64 %n, i64 %init) {
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %p, i64 %n, i64 %init)
  ret void
}
define void @priority_size(ptr addrspace(1) %p) {
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %p, i64 64)
  ret void
}
define void @discard_size(ptr %p, i64 %size) {
  call void @llvm.nvvm.discard.L2(ptr %p, i64 %size)
  ret void
}
define void @pmevent_bit15() {
  call void @llvm.nvvm.pm.event.mask(i16 -32768)
  ret void
}
define void @cancel_multicast(ptr addrspace(3) %r, ptr addrspace(3) %bar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %r, ptr addrspace(3) %bar)
  ret void
}
define float @redux(float %x) {
  %r = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %x, i32 -1)
  ret float %r
}
define i1 @flat(i64 %lo, i64 %hi) {
  %r = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled.flat(i64 %lo, i64 %hi)
  ret i1 %r
}
define i1 @is_canceled_i64(i64 %v) {
  %r = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i64 %v)
  ret i1 %r
}
declare void @llvm.nvvm.st.bulk(ptr, i64, i64 immarg)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64 immarg)
declare void @llvm.nvvm.discard.L2(ptr, i64)
declare void @llvm.nvvm.pm.event.mask(i16 immarg)
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled.flat(i64, i64)
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i64)

;--- targets.ll
define void @restrict_fence() {
  call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
  ret void
}
define i1 @relaxed_wait(ptr addrspace(3) %bar, i32 %parity, i32 %ns) {
  %r = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) %bar, i32 %parity, i32 %ns)
  ret i1 %r
}
define i32 @aggr_smem() {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
  ret i32 %r
}
define void @bulk(ptr %p, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0)
  ret void
}
define void @barrier_unaligned(i32 %id) {
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %id)
  ret void
}
declare void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
declare void @llvm.nvvm.st.bulk(ptr, i64, i64 immarg)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
