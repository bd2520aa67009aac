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
