; atom.universal_copy with memory orders (used by atom-copy.ll): PTX loads
; and stores with the order's semantics and the scope (gpu by default); sc
; is fence.sc then relaxed, mmio the .mmio forms at system scope, constant
; the non-coherent global load.

; CHECK-LABEL: acquire(
; CHECK: ld.acquire.gpu.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
define i32 @acquire(ptr %a) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<f32, mem_order=acquire>", metadata !"", ptr %a)
  ret i32 %v
}

; A pointer into shared or global memory is converted to the generic
; address the PTX access takes, never used as its window offset.
; CHECK-LABEL: acquire_shared(
; CHECK: cvta.shared.u64 [[P:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: ld.acquire.cluster.b32 %r{{[0-9]+}}, [[[P]]];
; CHECK-LABEL: release_global(
; CHECK: cvta.global.u64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: st.release.gpu.b32 [[[G]]], %r{{[0-9]+}};
define i32 @acquire_shared(ptr addrspace(3) %a) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld.p3(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=acquire, mem_scope=cluster>", metadata !"", ptr addrspace(3) %a)
  ret i32 %v
}
define void @release_global(ptr addrspace(1) %a, i32 %v) {
  call void @llvm.nvvm.cute.atom.copy.st.p1(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=release>", metadata !"", i32 %v, ptr addrspace(1) %a)
  ret void
}
declare i32 @llvm.nvvm.cute.atom.copy.ld.p3(metadata, metadata, ptr addrspace(3))
declare void @llvm.nvvm.cute.atom.copy.st.p1(metadata, metadata, i32, ptr addrspace(1))

; CHECK-LABEL: release(
; CHECK: st.release.sys.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
define void @release(ptr %a, i32 %v) {
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.universal_copy<f32, mem_order=release, mem_scope=sys>", metadata !"", i32 %v, ptr %a)
  ret void
}

; CHECK-LABEL: acq_rel(
; CHECK: ld.acquire.cluster.b64 [[V:%rd[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: st.release.cluster.b64 [%rd{{[0-9]+}}], [[V]];
define void @acq_rel(ptr %a, ptr %b) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.universal_copy<i64, mem_order=acq_rel, mem_scope=cluster>", metadata !"", ptr %a, ptr %b)
  ret void
}

; CHECK-LABEL: sc(
; CHECK: fence.sc.gpu;
; CHECK-NEXT: ld.relaxed.gpu.b8 %rs{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK: fence.sc.gpu;
; CHECK-NEXT: st.relaxed.gpu.b8 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
define void @sc(ptr %a, ptr %b) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.universal_copy<i8, mem_order=sc>", metadata !"", ptr %a, ptr %b)
  ret void
}

; CHECK-LABEL: relaxed(
; CHECK: ld.relaxed.gpu.b16
; CHECK: st.relaxed.gpu.b16
define void @relaxed(ptr %a, ptr %b) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.universal_copy<f16, mem_order=relaxed>", metadata !"", ptr %a, ptr %b)
  ret void
}

; CHECK-LABEL: mmio(
; CHECK: ld.mmio.relaxed.sys.b32 [[M:%r[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: st.mmio.relaxed.sys.b32 [%rd{{[0-9]+}}], [[M]];
define void @mmio(ptr %a, ptr %b) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=mmio>", metadata !"", ptr %a, ptr %b)
  ret void
}

; CHECK-LABEL: constant(
; CHECK: cvta.to.global.u64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
; CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [[[G]]];
define i32 @constant(ptr %a) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=constant>", metadata !"", ptr %a)
  ret i32 %v
}

declare i32 @llvm.nvvm.cute.atom.copy.ld(metadata, metadata, ptr)
declare void @llvm.nvvm.cute.atom.copy.st(metadata, metadata, i32, ptr)
declare void @llvm.nvvm.cute.atom.copy.cp(metadata, metadata, ptr, ptr)
